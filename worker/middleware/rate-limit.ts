import type { Context, MiddlewareHandler } from "hono";
import { AUTH_MESSAGES } from "../../db/domain";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";

/** The AUTH_LIMITER window (wrangler.toml: 10 requests per 60 s); a refused client retries after it. */
export const AUTH_LIMIT_PERIOD_S = 60;

/**
 * Brute-force and abuse limit for sign-in, registration and password changes, per client IP and route, with the
 * Workers rate-limiting binding (Miniflare simulates it locally). Cloudflare sets
 * CF-Connecting-IP on every request; without it (never in production) all such callers share one key.
 */
export const authRateLimit =
  (
    route: "login" | "register" | "password",
    /** The answer for a navigation (a page, not the API's JSON error). */
    refused?: (c: Context<AppEnv>) => Response,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
    const { success } = await c.env.AUTH_LIMITER.limit({ key: `${route}:${ip}` });
    if (success) return next();
    if (refused) return refused(c);
    throw new ApiError("rate_limited", AUTH_MESSAGES.rateLimited, { "Retry-After": String(AUTH_LIMIT_PERIOD_S) });
  };

/** The per-user write limits (wrangler.toml `POST_LIMITER`, `UPLOAD_LIMITER`), both over 60 s. */
const WRITE_LIMITS = {
  post: {
    binding: "POST_LIMITER",
    message: "You are posting articles very quickly. Please wait a minute and try again.",
  },
  // Reels share the article budget: each is a job and may be posted to a league's channel.
  reel: {
    binding: "POST_LIMITER",
    message: "You are making reels very quickly. Please wait a minute and try again.",
  },
  upload: {
    binding: "UPLOAD_LIMITER",
    message: "You are uploading images very quickly. Please wait a minute and try again.",
  },
} as const;
export const WRITE_LIMIT_PERIOD_S = 60;

/**
 * Per-account limits on creating articles (each one may be posted to a league's Discord channel)
 * and on image uploads, sized so a normal posting session never meets them (decision 151). They run
 * after validation, so a refused form does not spend the author's budget. Needs a signed-in user.
 */
export const userWriteLimit =
  (kind: keyof typeof WRITE_LIMITS): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { binding, message } = WRITE_LIMITS[kind];
    const { success } = await c.env[binding].limit({ key: `${kind}:${c.var.user!.id}` });
    if (!success) throw new ApiError("rate_limited", message, { "Retry-After": String(WRITE_LIMIT_PERIOD_S) });
    await next();
  };
