import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../db/domain";
import { sessions, users } from "../../db/schema";
import { AUTH_LIMIT_PERIOD_S } from "../middleware/rate-limit";
import { SESSION_COOKIE, SIGNED_IN_HINT } from "../middleware/session";
import { atWindowStart, authApi, freshIp, PASSWORD, registerUser } from "../test/auth-helpers";
import { errorOf } from "../test/client";
import { cookiesFrom, db } from "../test/helpers";

const sidOf = (cookie: string) => cookie.split("; ")[0]!.split("=")[1]!;
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const sessionRows = async (userId: number) => db().select().from(sessions).where(eq(sessions.userId, userId));
const err = (code: string, message: string) => ({ error: { code, message }, message });

describe("POST /api/register", () => {
  it("happy: creates the account, signs it in with a __Host- session cookie and answers the user", async () => {
    const res = await authApi("/api/register", {
      json: { username: "coach.k", email: "Coach.K@Example.test", password: "season26!" },
    });
    expect(res.status).toBe(201);
    const body = await res.json<{ id: number }>();
    expect(body).toEqual({ id: expect.any(Number), username: "coach.k", email: "Coach.K@Example.test", role: "user" });
    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{32};`));
    for (const attr of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/", "Expires="]) expect(setCookie).toContain(attr);
    expect(setCookie).not.toContain("Domain");

    const me = await authApi("/api/user", { cookie: cookiesFrom(res) });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(body);

    const row = await userRow(body.id);
    expect(row.password).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row.password).not.toContain("season26!");
    expect(row.lastLogin).toBeInstanceOf(Date);
  });

  it("error: missing fields get the spec's message and create nothing", async () => {
    const before = (await db().select().from(users)).length;
    const full = { username: "newbie", email: "newbie@example.test", password: "long enough" };
    for (const missing of ["username", "email", "password"] as const) {
      const json: Record<string, string> = { ...full };
      delete json[missing];
      const res = await authApi("/api/register", { json });
      expect(res.status, missing).toBe(400);
      expect(await res.json()).toEqual(err("bad_request", AUTH_MESSAGES.registerMissing));
      const blank = await authApi("/api/register", { json: { ...full, [missing]: "   " } });
      expect(blank.status, `${missing} blank`).toBe(400);
      expect((await errorOf(blank)).message).toBe(AUTH_MESSAGES.registerMissing);
    }
    expect((await db().select().from(users)).length).toBe(before);
  });

  it("error: password length, email and username shape", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: "1234567" }, AUTH_MESSAGES.passwordTooShort],
      [{ password: "x".repeat(129) }, AUTH_MESSAGES.passwordTooLong],
      [{ email: "not-an-email" }, AUTH_MESSAGES.invalidEmail],
      [{ username: "has space" }, AUTH_MESSAGES.invalidUsername],
      [{ username: "a@b" }, AUTH_MESSAGES.invalidUsername],
      [{ username: "x".repeat(41) }, AUTH_MESSAGES.invalidUsername],
      [{ username: 42 }, AUTH_MESSAGES.registerMissing],
    ];
    for (const [patch, message] of cases) {
      const res = await authApi("/api/register", {
        json: { username: "shape", email: "shape@example.test", password: "x".repeat(8), ...patch },
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(await res.json()).toEqual(err("bad_request", message));
    }
    const exact = await authApi("/api/register", {
      json: { username: "shape", email: "shape@example.test", password: "x".repeat(128) },
    });
    expect(exact.status).toBe(201);
  });

  it("error: a taken email (any case) or username is a 409 with its own code and a clear message", async () => {
    const { user } = await registerUser({ username: "taken", email: "taken@example.test" });
    const sameEmail = await authApi("/api/register", {
      json: { username: "other", email: "TAKEN@example.test", password: PASSWORD },
    });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toEqual(err("email_taken", AUTH_MESSAGES.emailTaken));
    const sameName = await authApi("/api/register", {
      json: { username: "Taken", email: "fresh@example.test", password: PASSWORD },
    });
    expect(sameName.status).toBe(409);
    expect(await sameName.json()).toEqual(err("username_taken", AUTH_MESSAGES.usernameTaken));
    expect(sameName.headers.getSetCookie()).toEqual([]);
    const rows = await db().select().from(users);
    expect(rows.filter((r) => r.username.toLowerCase() === "taken").map((r) => r.id)).toEqual([user.id]);
    expect(rows.some((r) => r.email === "fresh@example.test")).toBe(false);
  });

  it("error: two sign-ups racing for one username: one account, the other gets username_taken", async () => {
    const [a, b] = await Promise.all(
      ["racer-a", "racer-b"].map((local) =>
        authApi("/api/register", {
          json: { username: "racer", email: `${local}@example.test`, password: PASSWORD },
        }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([201, 409]);
    const loser = a!.status === 409 ? a! : b!;
    expect(await loser.json()).toEqual(err("username_taken", AUTH_MESSAGES.usernameTaken));
    const rows = await db().select().from(users);
    expect(rows.filter((r) => r.username === "racer")).toHaveLength(1);
  });
});

describe("POST /api/login", () => {
  it("happy: {username holding the email, password}, {email, password} and a plain username all sign in", async () => {
    const { user } = await registerUser({ username: "loginer", email: "Loginer@example.test" });
    for (const json of [
      { username: "loginer@example.test", password: PASSWORD },
      { email: "LOGINER@example.test", password: PASSWORD },
      { username: "Loginer", password: PASSWORD },
    ]) {
      const res = await authApi("/api/login", { json });
      expect(res.status, JSON.stringify(json)).toBe(200);
      expect(await res.json()).toEqual({
        id: user.id,
        username: "loginer",
        email: "Loginer@example.test",
        role: "user",
      });
      const me = await authApi("/api/user", { cookie: cookiesFrom(res) });
      expect(await me.json()).toMatchObject({ id: user.id });
    }
  });

  it("happy: a fresh sid each time (the old one is dropped), lastLogin updated, expired sessions cleaned", async () => {
    const { user, cookie: first } = await registerUser();
    const stale = "s".repeat(32);
    await db()
      .insert(sessions)
      .values({ sid: stale, userId: user.id, expire: new Date(Date.now() - 1000), sess: {} });
    await db()
      .update(users)
      .set({ lastLogin: new Date(0) })
      .where(eq(users.id, user.id));

    const res = await authApi("/api/login", { cookie: first, json: { email: user.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    const second = cookiesFrom(res);
    expect(sidOf(second)).not.toBe(sidOf(first));
    expect((await sessionRows(user.id)).map((s) => s.sid)).toEqual([sidOf(second)]);
    expect((await authApi("/api/user", { cookie: first })).status).toBe(401);
    expect((await userRow(user.id)).lastLogin!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("error: missing fields get the spec's message", async () => {
    for (const json of [{}, { username: "someone" }, { password: "whatever1" }, { email: " ", password: "x" }, []]) {
      const res = await authApi("/api/login", { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.json()).toEqual(err("bad_request", AUTH_MESSAGES.loginMissing));
    }
  });

  it("security: wrong password and unknown user get the same 401 and no cookie", async () => {
    const { user } = await registerUser();
    const wrong = await authApi("/api/login", { json: { email: user.email, password: "not the password" } });
    const unknown = await authApi("/api/login", { json: { email: "nobody@example.test", password: PASSWORD } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(err("unauthorized", AUTH_MESSAGES.invalidCredentials));
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await sessionRows(user.id)).toHaveLength(1); // only the one registration made
  });

  it("security: an account without a password (OAuth-only) cannot sign in with any password", async () => {
    const [row] = await db().insert(users).values({ username: "oauthonly", email: "oauth@example.test" }).returning();
    const res = await authApi("/api/login", { json: { email: "oauth@example.test", password: "anything goes" } });
    expect(res.status).toBe(401);
    expect(await sessionRows(row!.id)).toEqual([]);
  });

  it("happy: a hash made with weaker parameters still verifies and is upgraded at login", async () => {
    const { hashPassword } = await import("../services/password");
    const [row] = await db()
      .insert(users)
      .values({
        username: "oldhash",
        email: "oldhash@example.test",
        password: await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }),
      })
      .returning();
    const res = await authApi("/api/login", { json: { email: "oldhash@example.test", password: PASSWORD } });
    expect(res.status).toBe(200);
    expect((await userRow(row!.id)).password).toMatch(/^scrypt\$16384\$8\$5\$/);
  });
});

describe("GET /api/user", () => {
  it("error: a visitor gets 401 in the error model, never cached", async () => {
    const res = await authApi("/api/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(err("unauthorized", "You need to sign in"));
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("security: expired session, tampered cookie and x-auth-* headers give no user", async () => {
    const { user, cookie } = await registerUser();
    const sid = sidOf(cookie);
    const tampered = `${SESSION_COOKIE}=${sid.slice(0, -1)}${sid.endsWith("A") ? "B" : "A"}`;
    expect((await authApi("/api/user", { cookie: tampered })).status).toBe(401);
    expect((await authApi("/api/user", { cookie: `${SESSION_COOKIE}=${sid}'--` })).status).toBe(401);
    const forged = await authApi("/api/user", {
      headers: { "x-auth-logged-in": "true", "x-auth-admin": "true", "x-auth-user": user.email },
    });
    expect(forged.status).toBe(401);
    await db()
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1) })
      .where(eq(sessions.sid, sid));
    expect((await authApi("/api/user", { cookie })).status).toBe(401);
  });
});

describe("the signed-in hint cookie (decision 203)", () => {
  it("is set readable with the session, cleared at logout and by a 401 from GET /api/user", async () => {
    const res = await authApi("/api/register", {
      json: { username: `hint${Date.now()}`, email: `hint${Date.now()}@example.test`, password: PASSWORD },
    });
    const hint = res.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT}=`));
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT}=1;`));
    // The page reads it (not HttpOnly); it holds nothing that signs anyone in.
    expect(hint).not.toContain("HttpOnly");
    for (const attr of ["Secure", "SameSite=Lax", "Path=/"]) expect(hint).toContain(attr);
    // The hint alone is no session.
    const stale = await authApi("/api/user", { cookie: `${SIGNED_IN_HINT}=1` });
    expect(stale.status).toBe(401);
    expect(
      stale.headers.getSetCookie().some((c) => c.startsWith(`${SIGNED_IN_HINT}=;`) && c.includes("Max-Age=0")),
    ).toBe(true);
    const out = await authApi("/api/logout", { method: "POST", cookie: cookiesFrom(res) });
    expect(out.headers.getSetCookie().some((c) => c.startsWith(`${SIGNED_IN_HINT}=;`))).toBe(true);
  });
});

describe("POST /api/logout", () => {
  it("happy: deletes the session row and clears the cookie; the old sid is dead", async () => {
    const { user, cookie } = await registerUser();
    const res = await authApi("/api/logout", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const [cleared] = res.headers.getSetCookie();
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toContain("Max-Age=0");
    expect(await sessionRows(user.id)).toEqual([]);
    expect((await authApi("/api/user", { cookie })).status).toBe(401);
  });

  it("happy: signing out without a session is harmless", async () => {
    const res = await authApi("/api/logout", { method: "POST" });
    expect(res.status).toBe(200);
  });
});

describe("rate limits on POST /api/login and /api/register", () => {
  it("security: the 11th attempt in a minute from one IP gets 429 with Retry-After; other IPs and routes are unaffected", async () => {
    await atWindowStart();
    const ip = freshIp();
    const { user } = await registerUser();
    // Ten different account names, so the per-account throttle (decision 152) is not what answers.
    for (let i = 1; i <= 10; i++) {
      const res = await authApi("/api/login", {
        ip,
        json: { email: `nobody${i}@example.test`, password: "wrong-pass" },
      });
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    // Over the limit even the right password is refused: the limit comes before any check.
    const limited = await authApi("/api/login", { ip, json: { email: user.email, password: PASSWORD } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe(String(AUTH_LIMIT_PERIOD_S));
    expect(await limited.json()).toEqual(err("rate_limited", AUTH_MESSAGES.rateLimited));
    expect(limited.headers.getSetCookie()).toEqual([]);

    const otherIp = await authApi("/api/login", { json: { email: user.email, password: PASSWORD } });
    expect(otherIp.status).toBe(200);
    const otherRoute = await authApi("/api/register", {
      ip,
      json: { username: "limitfree", email: "limitfree@example.test", password: PASSWORD },
    });
    expect(otherRoute.status).toBe(201);
  }, 40_000);

  it("security: registration floods are limited too, and the refused ones create nothing", async () => {
    await atWindowStart();
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) {
      const res = await authApi("/api/register", { ip, json: { username: "", email: "", password: "" } });
      expect(res.status, `attempt ${i}`).toBe(400);
    }
    const limited = await authApi("/api/register", {
      ip,
      json: { username: "flood11", email: "flood11@example.test", password: PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect((await db().select().from(users).where(eq(users.username, "flood11"))).length).toBe(0);
  }, 40_000);
});
