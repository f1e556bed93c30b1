import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { getSessionUser } from "../../db/queries/sessions";
import type { AppEnv } from "../env";
import { ApiError, forbidden, unauthorized } from "../errors";

export const SESSION_COOKIE = "__Host-dgsn_session";
/**
 * Readable by the page (not HttpOnly) and holding nothing secret: only "a session was started in
 * this browser", so a signed-out visitor's pages never ask GET /api/user for a 401 (decision 203).
 * The server decides everything from the session cookie alone.
 */
export const SIGNED_IN_HINT = "dgsn_signed_in";
const SID_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

/** Resolves the session cookie to a user on every request. Client-sent x-auth-* headers mean nothing. */
export const session: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  const sid = getCookie(c, SESSION_COOKIE);
  if (sid && SID_SHAPE.test(sid)) {
    const user = await getSessionUser(c.var.db, sid);
    if (user) {
      c.set("user", user);
      c.set("sessionId", sid);
    }
  }
  await next();
};

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw unauthorized();
  if (c.var.user.role !== "admin") throw forbidden("You must be an admin to do this");
  await next();
};

/** The article's author or an admin; anyone else gets 403 (and nothing changes). */
export function assertAuthorOrAdmin(user: AppEnv["Variables"]["user"], authorId: number | null): void {
  if (!user) throw unauthorized();
  if (user.role === "admin") return;
  if (authorId === null || authorId !== user.id)
    throw new ApiError("forbidden", "You can only change your own articles");
}
