import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";

const KB = 1024;
const MB = 1024 * KB;

/**
 * Request body limits, one table for every route. Images arrive as data URLs (base64: 4/3 of the
 * bytes) so image routes allow the 5 MB image limit plus encoding; everything else is small JSON.
 */
const LIMITS: [RegExp, number, string?][] = [
  [/^\/api\/recaps\/\d+\/stats-images\/[A-Za-z]+$/, 3 * 7 * MB, "Each image must be smaller than 5MB"],
  [/^\/api\/recaps\/\d+\/(image|fix-image)$/, 7 * MB, "Image must be smaller than 5MB"],
  [/^\/api\/recaps\/?$/, 256 * KB],
  [/^\/api\/recaps\/\d+$/, 256 * KB],
  [/^\/api\/recaps\/\d+\/box-score$/, 256 * KB],
  [/^\/api\/writers\/?$/, 64 * KB],
];
const DEFAULT_LIMIT = 16 * KB;

export const limitFor = (path: string) => LIMITS.find(([re]) => re.test(path))?.[1] ?? DEFAULT_LIMIT;

export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const [, maxSize = DEFAULT_LIMIT, message = "Request body is too large"] =
    LIMITS.find(([re]) => re.test(c.req.path)) ?? [];
  return bodyLimit({
    maxSize,
    // Image routes answer with the spec's image message: an oversize body there is an oversize image.
    onError: () => {
      throw new ApiError("payload_too_large", message);
    },
  })(c, next);
};
