import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { createSession, deleteExpiredSessions, deleteSession } from "../../db/queries/sessions";
import type { AppEnv } from "../env";
import { randomId } from "../lib/random";
import { SESSION_COOKIE, SIGNED_IN_HINT } from "../middleware/session";

/**
 * A fresh session (new sid, never the one the browser came with) and its cookie: the one way every
 * sign-in (password, Google, Facebook, Apple) and registration starts a session.
 */
export async function startSession(c: Context<AppEnv>, userId: number, now: Date): Promise<void> {
  if (c.var.sessionId) await deleteSession(c.var.db, c.var.sessionId);
  await deleteExpiredSessions(c.var.db, now);
  const sid = randomId(24);
  const expires = await createSession(c.var.db, sid, userId, now);
  setCookie(c, SESSION_COOKIE, sid, { httpOnly: true, secure: true, sameSite: "Lax", path: "/", expires });
  setCookie(c, SIGNED_IN_HINT, "1", { secure: true, sameSite: "Lax", path: "/", expires });
}
