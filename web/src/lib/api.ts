import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType, ErrorCode } from "../../../worker/contract";
import { isOnline, NETWORK_ERROR_MESSAGE, OFFLINE_WRITE_MESSAGE } from "./online";

// All HTTP goes through this module; components never call fetch. Paths, params and bodies are
// typed by the Worker's own route table (Hono's `hc<AppType>`, decision 110), answers by what its
// handlers return. Errors carry the server's `error.code` (what the UI branches on), its message
// (the spec's `message` field, shown as it is) and status; status 0 means it never reached us.

/** The Worker's codes, plus the two a request that never got an answer has. */
export type ApiErrorCode = ErrorCode | "network" | "offline" | "http_error";

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const isRead = (method: string | undefined) => method === undefined || method === "GET" || method === "HEAD";

/**
 * fetch for the typed client: the session cookie and a JSON Accept header on every call; writes are
 * refused up front while offline (instead of hanging or failing vaguely); a lost connection becomes
 * an ApiRequestError the UI can show as it is.
 */
const apiFetch: typeof fetch = async (input, init = {}) => {
  if (!isRead(init.method) && !isOnline()) throw new ApiRequestError(0, "offline", OFFLINE_WRITE_MESSAGE);
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  try {
    return await fetch(input, { ...init, credentials: "include", headers });
  } catch {
    throw new ApiRequestError(0, "network", NETWORK_ERROR_MESSAGE);
  }
};

/** The Worker's `/api` routes: `api.recaps[":id"].$get({ param: { id } })`. */
export const api = hc<AppType>("/", { fetch: apiFetch }).api;

/** The body of the successful answers of a typed call (error answers throw instead). */
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, "json">
    ? [Extract<S, SuccessStatusCode>] extends [never]
      ? never
      : T
    : never;

async function errorOf(res: Response): Promise<ApiRequestError> {
  const text = await res.text();
  let body: { message?: unknown; error?: { code?: unknown; message?: unknown } } = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON (a proxy's error page): the text itself is the message.
  }
  const message =
    typeof body?.message === "string"
      ? body.message
      : typeof body?.error?.message === "string"
        ? body.error.message
        : text || res.statusText;
  const code = typeof body?.error?.code === "string" ? (body.error.code as ErrorCode) : "http_error";
  return new ApiRequestError(res.status, code, message);
}

/** Waits for a typed call: its JSON answer, or an ApiRequestError for any status that is not 2xx. */
export async function unwrap<R extends ClientResponse<unknown, number, "json">>(
  pending: Promise<R>,
): Promise<Answer<R>> {
  const res = (await pending) as unknown as Response;
  if (!res.ok) throw await errorOf(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as Answer<R>;
}
