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
const LIMITS: [RegExp, number][] = [
  [/^\/api\/recaps\/\d+\/stats-images\/[A-Za-z]+$/, 3 * 7 * MB],
  [/^\/api\/recaps\/\d+\/(image|fix-image)$/, 7 * MB],
  [/^\/api\/recaps\/?$/, 256 * KB],
  [/^\/api\/recaps\/\d+$/, 256 * KB],
  [/^\/api\/recaps\/\d+\/box-score$/, 256 * KB],
  [/^\/api\/writers\/?$/, 64 * KB],
];
const DEFAULT_LIMIT = 16 * KB;

export const limitFor = (path: string) => LIMITS.find(([re]) => re.test(path))?.[1] ?? DEFAULT_LIMIT;

export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit({
    maxSize: limitFor(c.req.path),
    onError: () => {
      throw new ApiError("payload_too_large", "Request body is too large");
    },
  })(c, next);
