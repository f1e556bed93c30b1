import type { MiddlewareHandler } from "hono";
import { AUTH_MESSAGES } from "../../db/domain";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";

/** The AUTH_LIMITER window (wrangler.toml: 10 requests per 60 s); a refused client retries after it. */
export const AUTH_LIMIT_PERIOD_S = 60;

/**
 * Brute-force and abuse limit for sign-in and registration, per client IP and route, with the
 * Workers rate-limiting binding (Miniflare simulates it locally). Cloudflare sets
 * CF-Connecting-IP on every request; without it (never in production) all such callers share one key.
 */
export const authRateLimit =
  (route: "login" | "register"): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
    const { success } = await c.env.AUTH_LIMITER.limit({ key: `${route}:${ip}` });
    if (!success)
      throw new ApiError("rate_limited", AUTH_MESSAGES.rateLimited, { "Retry-After": String(AUTH_LIMIT_PERIOD_S) });
    await next();
  };
