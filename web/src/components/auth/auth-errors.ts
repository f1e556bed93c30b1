import { ApiRequestError } from "../../lib/api";

/** True when the request never got an answer (offline, DNS, connection reset). */
export const isNetworkError = (err: unknown) => !(err instanceof ApiRequestError);

/** The server's message for a failed call, or the given fallback when there was none. */
export const serverMessage = (err: unknown, fallback: string) =>
  err instanceof ApiRequestError && err.message ? err.message : fallback;
