import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import type { Db } from "../../db/client";
import { AUTH_MESSAGES, OAUTH_PROVIDERS } from "../../db/domain";
import { deleteSession } from "../../db/queries/sessions";
import { createUser, findTaken, findUserForLogin, type PublicUser, recordLogin } from "../../db/queries/users";
import { readConfig } from "../config";
import type { AppEnv } from "../env";
import { ApiError, unauthorized } from "../errors";
import { isUniqueViolation } from "../lib/db-errors";
import { authRateLimit } from "../middleware/rate-limit";
import { privateRead, write } from "../middleware/route-policy";
import { SESSION_COOKIE, SIGNED_IN_HINT } from "../middleware/session";
import { loginBody, registerBody } from "../schemas/auth";
import { admitLoginAttempt, rememberSuccessfulLogin } from "../services/login-throttle";
import { providerSettings } from "../services/oauth/providers";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "../services/password";
import { startSession } from "../services/start-session";
import { zv } from "../validate";

const publicUser = (u: PublicUser): PublicUser => ({ id: u.id, username: u.username, email: u.email, role: u.role });

async function assertNotTaken(db: Db, username: string, email: string): Promise<void> {
  const taken = await findTaken(db, username, email);
  if (taken.email) throw new ApiError("email_taken", AUTH_MESSAGES.emailTaken);
  if (taken.username) throw new ApiError("username_taken", AUTH_MESSAGES.usernameTaken);
}

export const authRoutes = new Hono<AppEnv>()
  .get("/user", privateRead, (c) => {
    if (!c.var.user) {
      // The session ended (expired, logged out elsewhere): the page stops asking.
      deleteCookie(c, SIGNED_IN_HINT, { secure: true, path: "/" });
      throw unauthorized();
    }
    return c.json(publicUser(c.var.user));
  })
  .post("/login", write({ bumps: null }), authRateLimit("login"), zv("json", loginBody), async (c) => {
    const { identifier, password } = c.req.valid("json");
    const db = c.var.db;
    const found = await findUserForLogin(db, identifier);
    const { trusted } = await admitLoginAttempt(c, identifier, found?.id);
    // Unknown users cost one hash too, so the answer's timing does not reveal which accounts exist.
    const ok = await verifyPassword(password, found?.password ?? (await dummyHash()));
    if (!found?.password || !ok) throw new ApiError("unauthorized", AUTH_MESSAGES.invalidCredentials);
    const now = new Date();
    await recordLogin(db, found.id, now, needsRehash(found.password) ? await hashPassword(password) : undefined);
    await startSession(c, found.id, now);
    await rememberSuccessfulLogin(c, identifier, found.id, trusted);
    return c.json(publicUser(found));
  })
  .post("/register", write({ bumps: null }), authRateLimit("register"), zv("json", registerBody), async (c) => {
    const { username, email, password } = c.req.valid("json");
    const db = c.var.db;
    // Hashed before anything is looked up, so a taken email answers as slowly as a new one.
    const passwordHash = await hashPassword(password);
    await assertNotTaken(db, username, email);
    const now = new Date();
    let user: PublicUser;
    try {
      user = await createUser(db, { username, email, passwordHash, now });
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
  // The providers whose buttons /login shows (configuration, not data: never cached).
  .get("/auth-providers", privateRead, (c) => {
    const config = readConfig(c.env);
    return c.json({ providers: OAUTH_PROVIDERS.filter((p) => providerSettings(config, p) !== null) });
  })
  .post("/logout", write({ bumps: null }), async (c) => {
    if (c.var.sessionId) await deleteSession(c.var.db, c.var.sessionId);
    deleteCookie(c, SESSION_COOKIE, { secure: true, path: "/" });
    deleteCookie(c, SIGNED_IN_HINT, { secure: true, path: "/" });
    return c.json({ ok: true });
  });
