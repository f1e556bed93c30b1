// Issue 17 item 5: guessing one account's password from many addresses is throttled per account,
// the owner's own browser is never locked out, and registration does not reveal a taken email.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../db/domain";
import { FREE_ATTEMPTS } from "../../db/queries/login-throttle";
import { loginThrottle } from "../../db/schema";
import { accountThrottleKey, DEVICE_COOKIE } from "../services/login-throttle";
import { authApi, PASSWORD, registerUser } from "./auth-helpers";
import { cookiesFrom, db } from "./helpers";

const login = (email: string, password: string, cookie?: string) =>
  authApi("/api/login", { json: { email, password }, cookie });

/** The throttle row of an account name, read or set directly (waits are seconds; requests here may take one). */
const throttleRow = async (email: string) =>
  (
    await db()
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, await accountThrottleKey(env, db(), email)))
  )[0];
async function holdAccount(email: string, seconds: number) {
  await db()
    .update(loginThrottle)
    .set({ lockedUntil: new Date(Date.now() + seconds * 1000) })
    .where(eq(loginThrottle.key, await accountThrottleKey(env, db(), email)));
}

describe("POST /api/login per-account throttling", () => {
  it("security: 30 wrong passwords for one account from 30 addresses — only the first few are tried", async () => {
    const { user } = await registerUser();
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) {
      const res = await login(user.email, `wrong password ${n}`);
      statuses.push(res.status);
      if (res.status === 429) {
        const body = await res.json<{ error: { code: string }; message: string }>();
        expect(body.error.code).toBe("rate_limited");
        expect(body.message).toMatch(
          /^Too many failed sign-ins for this account\. Please wait \d+ seconds? and try again\.$/,
        );
        expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      } else await res.arrayBuffer();
    }
    const tried = statuses.filter((s) => s === 401).length;
    expect(statuses.slice(0, FREE_ATTEMPTS)).toEqual(Array(FREE_ATTEMPTS).fill(401));
    // The waits double (1 s, 2 s, 4 s …): a handful more get through while 30 requests run.
    // A request takes up to ~1 s on a loaded test machine, so the first waits can pass between two.
    expect(tried).toBeLessThanOrEqual(FREE_ATTEMPTS + 4);
    expect(statuses.filter((s) => s === 429).length).toBe(30 - tried);
  });

  it("security: 30 parallel guesses cannot all slip past the count", async () => {
    const { user } = await registerUser();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, n) => login(user.email, `guess ${n}`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(FREE_ATTEMPTS + 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - FREE_ATTEMPTS - 1);
  });

  it("security: the owner's browser that signed in before is never locked out", async () => {
    const { user } = await registerUser();
    const first = await login(user.email, PASSWORD);
    expect(first.status).toBe(200);
    const device = cookiesFrom(first)
      .split("; ")
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}$`));
    for (let n = 0; n < FREE_ATTEMPTS; n++) expect((await login(user.email, "attacker guess")).status).toBe(401);
    await holdAccount(user.email, 60);
    expect((await login(user.email, PASSWORD)).status).toBe(429);
    expect((await login(user.email, PASSWORD, device)).status).toBe(200);
    // A device cookie of another account, or a forged one, is no pass.
    const other = await registerUser();
    const otherDevice = cookiesFrom(await login(other.user.email, PASSWORD))
      .split("; ")
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect((await login(user.email, PASSWORD, otherDevice)).status).toBe(429);
    const forged = `${DEVICE_COOKIE}=${user.id}.${"A".repeat(43)}`;
    expect((await login(user.email, PASSWORD, forged)).status).toBe(429);
  });

  it("security: an unknown email is throttled like a real one (no enumeration)", async () => {
    const { user } = await registerUser();
    for (const email of [user.email, "nobody-here@example.test"]) {
      const statuses: number[] = [];
      for (let n = 0; n < FREE_ATTEMPTS; n++) statuses.push((await login(email, "guess")).status);
      expect(statuses, email).toEqual(Array(FREE_ATTEMPTS).fill(401));
      const row = await throttleRow(email);
      expect(row?.failures, email).toBe(FREE_ATTEMPTS);
      // The FREE_ATTEMPTS-th failure set the first wait (1 s) from its own start.
      expect(row?.lockedUntil?.getTime(), email).toBeGreaterThan(Date.now() - 30_000);
      await holdAccount(email, 60);
      const held = await login(email, "guess");
      expect(held.status, email).toBe(429);
      expect(Number(held.headers.get("Retry-After")), email).toBeGreaterThanOrEqual(55);
    }
  });

  it("happy: a successful sign-in starts the count again", async () => {
    const { user } = await registerUser();
    for (let n = 0; n < FREE_ATTEMPTS - 1; n++) expect((await login(user.email, "typo")).status).toBe(401);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    for (let n = 0; n < FREE_ATTEMPTS - 1; n++) expect((await login(user.email, "typo")).status).toBe(401);
  });
});

describe("POST /api/register with a taken email", () => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  it("security: the answer does not say an account exists and takes as long as a new registration", async () => {
    const { user } = await registerUser();
    const timeOf = async (body: object) => {
      const start = performance.now();
      const res = await authApi("/api/register", { json: body });
      const ms = performance.now() - start;
      return { res, ms };
    };
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let n = 0; n < 3; n++) {
      const t = await timeOf({ username: `taken${n}x${user.id}`, email: user.email, password: PASSWORD });
      expect(t.res.status).toBe(409);
      const body = await t.res.json<{ message: string }>();
      expect(body.message).toBe(AUTH_MESSAGES.emailTaken);
      expect(body.message).not.toMatch(/exists|already/i);
      taken.push(t.ms);
      const f = await timeOf({
        username: `fresh${n}x${user.id}`,
        email: `fresh${n}x${user.id}@example.test`,
        password: PASSWORD,
      });
      expect(f.res.status).toBe(201);
      fresh.push(f.ms);
    }
    // Both paths hash the password (scrypt, ~100+ ms); the old taken-email answer took ~8% as long.
    expect(median(taken)).toBeGreaterThan(median(fresh) * 0.5);
  });
});
