import { type Context, Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { Db } from "../../db/client";
import { AUTH_MESSAGES } from "../../db/domain";
import { createSession, deleteExpiredSessions, deleteSession } from "../../db/queries/sessions";
import { createUser, findTaken, findUserForLogin, type PublicUser, recordLogin } from "../../db/queries/users";
import type { AppEnv } from "../env";
import { ApiError, unauthorized } from "../errors";
import { randomId } from "../lib/random";
import { authRateLimit } from "../middleware/rate-limit";
import { privateRead, write } from "../middleware/route-policy";
import { SESSION_COOKIE } from "../middleware/session";
import { loginBody, registerBody } from "../schemas/auth";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "../services/password";
import { zv } from "../validate";

const publicUser = (u: PublicUser): PublicUser => ({ id: u.id, username: u.username, email: u.email, role: u.role });

/** A fresh session (new sid, never the one the browser came with) and its cookie. */
async function startSession(c: Context<AppEnv>, userId: number, now: Date) {
  if (c.var.sessionId) await deleteSession(c.var.db, c.var.sessionId);
  await deleteExpiredSessions(c.var.db, now);
  const sid = randomId(24);
  const expires = await createSession(c.var.db, sid, userId, now);
  setCookie(c, SESSION_COOKIE, sid, { httpOnly: true, secure: true, sameSite: "Lax", path: "/", expires });
}

async function assertNotTaken(db: Db, username: string, email: string): Promise<void> {
  const taken = await findTaken(db, username, email);
  if (taken.email) throw new ApiError("email_taken", AUTH_MESSAGES.emailTaken);
  if (taken.username) throw new ApiError("username_taken", AUTH_MESSAGES.usernameTaken);
}

/** D1's UNIQUE failure, which drizzle wraps (DrizzleQueryError) with the driver's error as `cause`. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e; e = (e as Error).cause) {
    if (/UNIQUE constraint failed/i.test(String((e as Error).message ?? e))) return true;
  }
  return false;
}

export const authRoutes = new Hono<AppEnv>()
  .get("/user", privateRead, (c) => {
    if (!c.var.user) throw unauthorized();
    return c.json(publicUser(c.var.user));
  })
  .post("/login", write({ bumps: null }), authRateLimit("login"), zv("json", loginBody), async (c) => {
    const { identifier, password } = c.req.valid("json");
    const db = c.var.db;
    const found = await findUserForLogin(db, identifier);
    // Unknown users cost one hash too, so the answer's timing does not reveal which accounts exist.
    const ok = await verifyPassword(password, found?.password ?? (await dummyHash()));
    if (!found?.password || !ok) throw new ApiError("unauthorized", AUTH_MESSAGES.invalidCredentials);
    const now = new Date();
    await recordLogin(db, found.id, now, needsRehash(found.password) ? await hashPassword(password) : undefined);
    await startSession(c, found.id, now);
    return c.json(publicUser(found));
  })
  .post("/register", write({ bumps: null }), authRateLimit("register"), zv("json", registerBody), async (c) => {
    const { username, email, password } = c.req.valid("json");
    const db = c.var.db;
    await assertNotTaken(db, username, email);
    const now = new Date();
    let user: PublicUser;
    try {
      user = await createUser(db, { username, email, passwordHash: await hashPassword(password), now });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Two registrations racing for the same name: the unique index decides, the loser gets the
      // 409 of whichever value the winner took.
      await assertNotTaken(db, username, email);
      throw new ApiError("email_taken", AUTH_MESSAGES.emailTaken);
    }
    await startSession(c, user.id, now);
    return c.json(publicUser(user), 201);
  })
  .post("/logout", write({ bumps: null }), async (c) => {
    if (c.var.sessionId) await deleteSession(c.var.db, c.var.sessionId);
    deleteCookie(c, SESSION_COOKIE, { secure: true, path: "/" });
    return c.json({ ok: true });
  });
