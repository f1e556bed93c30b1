// One error model for every API response: `{ error: { code, message }, message }`. The top-level
// `message` is the text a person reads; `error.code` is for programs: the SPA switches on
// `ErrorCode`, never on message text, so cases the UI must tell apart get codes of their own.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** Registration: the email belongs to an account already. */
  email_taken: 409,
  /** Registration: the username belongs to an account already (the sign-up page picks another). */
  username_taken: 409,
  payload_too_large: 413,
  /** The box score has warnings the author has not acknowledged (`acknowledgeWarnings: true` confirms). */
  box_score_warnings: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
  message: string;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.headers = headers;
  }
  get status(): ErrorStatus {
    return ERROR_STATUS[this.code];
  }
}

export const errorBody = (code: ErrorCode, message: string): ErrorBody => ({ error: { code, message }, message });

export const badRequest = (message: string) => new ApiError("bad_request", message);
export const notFound = (message: string) => new ApiError("not_found", message);
export const forbidden = (message: string) => new ApiError("forbidden", message);
export const unauthorized = (message = "You need to sign in") => new ApiError("unauthorized", message);
