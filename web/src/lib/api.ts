import { isOnline, NETWORK_ERROR_MESSAGE, OFFLINE_WRITE_MESSAGE } from "./online";

// All HTTP goes through this module; components never call fetch. Errors carry the server's
// message (the spec's `message` field) and status; status 0 means the request never reached us.

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function parse<T>(res: Response): Promise<T> {
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const body = (data ?? {}) as { message?: unknown; error?: { code?: unknown; message?: unknown } };
    const message =
      typeof body.message === "string"
        ? body.message
        : typeof body.error?.message === "string"
          ? body.error.message
          : text || res.statusText;
    const code = typeof body.error?.code === "string" ? body.error.code : "http_error";
    throw new ApiRequestError(res.status, code, message);
  }
  return data as T;
}

/** fetch, with a lost connection turned into an ApiRequestError the UI can show as it is. */
async function request(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch {
    throw new ApiRequestError(0, "network", NETWORK_ERROR_MESSAGE);
  }
}

/** Writes are refused up front while offline, with a plain message, instead of hanging or failing vaguely. */
function assertOnlineForWrite(): void {
  if (!isOnline()) throw new ApiRequestError(0, "offline", OFFLINE_WRITE_MESSAGE);
}

export async function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await request(path, {
    credentials: "include",
    ...init,
    headers: { Accept: "application/json", ...init.headers },
  });
  return parse<T>(res);
}

/** JSON write (POST/PUT/PATCH/DELETE); the payload, when present, is sent as JSON. */
export async function apiSend<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  payload?: unknown,
): Promise<T> {
  assertOnlineForWrite();
  const res = await request(path, {
    method,
    credentials: "include",
    headers:
      payload === undefined
        ? { Accept: "application/json" }
        : { Accept: "application/json", "Content-Type": "application/json" },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return parse<T>(res);
}

/** Multipart write (file uploads). */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  assertOnlineForWrite();
  const res = await request(path, {
    method: "POST",
    credentials: "include",
    body: form,
    headers: { Accept: "application/json" },
  });
  return parse<T>(res);
}
