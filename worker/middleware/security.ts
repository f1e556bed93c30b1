import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";

/**
 * The CSP the SPA needs: own scripts only, inline styles (React style props), YouTube embeds. A
 * server-rendered page also allows its inline boot script, by hash (decision 240).
 */
export function contentSecurityPolicyWith(inlineScriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicyWith();

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  crossOriginResourcePolicy: "same-origin",
  crossOriginOpenerPolicy: "same-origin",
});

export const contentSecurityPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // A server-rendered page carries its own, the same policy plus its boot script's hash
  // (worker/ssr/page-html.ts); every other response gets this one.
  if (!c.res.headers.has("Content-Security-Policy"))
    c.res.headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF for every state-changing API call: the request must come from this site (Origin, or
 * Sec-Fetch-Site when a browser omits Origin) and carry JSON or multipart. Hono's csrf() only looks
 * at form content types, which JSON routes never use.
 */
export const sameOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const own = new URL(c.req.url).origin;
  const sameOrigin = origin !== undefined ? origin === own : fetchSite === "same-origin";
  if (!sameOrigin) throw new ApiError("forbidden", "Cross-site request refused");
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  const length = c.req.header("Content-Length");
  const hasBody = (length !== undefined && length !== "0") || c.req.header("Transfer-Encoding") !== undefined;
  if (hasBody && type !== "application/json" && type !== "multipart/form-data") {
    throw new ApiError("unsupported_media_type", "Send JSON (application/json) or multipart/form-data");
  }
  return next();
};
