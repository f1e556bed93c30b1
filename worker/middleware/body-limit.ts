import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { DEFAULT_WRITE, routePolicy } from "./route-policy";

/**
 * Request body limit of the route the request matched (its `write(…)` declaration), else the small
 * default. Images arrive as data URLs (base64: 4/3 of the bytes), so image routes declare the 5 MB
 * image limit plus encoding.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const { maxBody, tooLarge } = routePolicy(c).write ?? DEFAULT_WRITE;
  return bodyLimit({
    maxSize: maxBody,
    onError: () => {
      throw new ApiError("payload_too_large", tooLarge);
    },
  })(c, next);
};
