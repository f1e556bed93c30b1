import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../db/domain";
import { SET_PASSWORD_MESSAGES } from "../../../db/domain/set-password";
import { users } from "../../../db/schema";
import { atWindowStart, authApi, freshIp, registerUser } from "../../test/auth-helpers";
import { client, errorOf } from "../../test/client";
import { db, signedIn } from "../../test/helpers";

const NEW_PASSWORD = "a brand new passphrase";
const passwordOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!.password;

/** An account made with Google: no password, the provider its only way in. */
async function providerAccount() {
  const account = await signedIn();
  await db()
    .update(users)
    .set({ googleId: `g-${account.user.id}` })
    .where(eq(users.id, account.user.id));
  return account;
}

describe("PUT /api/account/password", () => {
  it("happy: a provider-only account sets a password, signs in with it, and can then unlink the provider", async () => {
    const { user, cookie } = await providerAccount();
    const me = client({ cookie, ip: freshIp() });
    // Before: Google is the last way in, so it cannot be unlinked.
    expect((await me.account["sign-in-methods"][":provider"].$delete({ param: { provider: "google" } })).status).toBe(
      409,
    );
    const res = await me.account.password.$put({ json: { newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hasPassword: true, message: SET_PASSWORD_MESSAGES.saved });
    expect(await passwordOf(user.id)).toMatch(/^scrypt\$/);
    expect((await (await me.account["sign-in-methods"].$get()).json()).hasPassword).toBe(true);

    const login = await authApi("/api/login", { json: { email: user.email, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    const unlink = await me.account["sign-in-methods"][":provider"].$delete({ param: { provider: "google" } });
    expect(unlink.status).toBe(200);
  });

  it("happy: an account with a password changes it only with the current one", async () => {
    const { user, cookie, password } = await registerUser();
    const me = client({ cookie, ip: freshIp() });
    const before = await passwordOf(user.id);

    const missing = await me.account.password.$put({ json: { newPassword: NEW_PASSWORD } });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe(SET_PASSWORD_MESSAGES.currentRequired);
    const wrong = await me.account.password.$put({
      json: { currentPassword: "not it at all", newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe(SET_PASSWORD_MESSAGES.currentWrong);
    expect(await passwordOf(user.id)).toBe(before);

    // A second device signed in with the old password.
    const other = await authApi("/api/login", { json: { email: user.email, password } });
    const otherCookie = other.headers.get("set-cookie")!.split(";")[0]!;
    expect((await client({ cookie: otherCookie }).account.settings.$get()).status).toBe(200);

    const ok = await me.account.password.$put({ json: { currentPassword: password, newPassword: NEW_PASSWORD } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).message).toBe(SET_PASSWORD_MESSAGES.changed);
    // This device stays signed in; the other is signed out.
    expect((await me.account.settings.$get()).status).toBe(200);
    expect((await client({ cookie: otherCookie }).account.settings.$get()).status).toBe(401);
    expect((await authApi("/api/login", { json: { email: user.email, password } })).status).toBe(401);
    expect((await authApi("/api/login", { json: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("error: a short, long or missing new password is a 400 with the sign-up page's message; nothing changes", async () => {
    const { user, cookie } = await providerAccount();
    const me = client({ cookie, ip: freshIp() });
    for (const [body, message] of [
      [{ newPassword: "short" }, AUTH_MESSAGES.passwordTooShort],
      [{ newPassword: "x".repeat(129) }, AUTH_MESSAGES.passwordTooLong],
      [{}, AUTH_MESSAGES.passwordTooShort],
    ] as const) {
      const res = await me.account.password.$put({ json: body as { newPassword: string } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(await passwordOf(user.id)).toBeNull();
  });

  it("security: a visitor gets 401; a password set from another tab in between is never replaced without it", async () => {
    expect(
      (await client({ ip: freshIp() }).account.password.$put({ json: { newPassword: NEW_PASSWORD } })).status,
    ).toBe(401);
    const { user, cookie } = await providerAccount();
    const me = client({ cookie, ip: freshIp() });
    // Two tabs set a first password at once: exactly one wins, the other is told to use it.
    const [a, b] = await Promise.all([
      me.account.password.$put({ json: { newPassword: `${NEW_PASSWORD} A` } }),
      me.account.password.$put({ json: { newPassword: `${NEW_PASSWORD} B` } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await errorOf(loser)).message).toBe(SET_PASSWORD_MESSAGES.alreadySet);
    expect(await passwordOf(user.id)).not.toBeNull();
  });

  it("security: rate limited like sign-in: the 11th try in a minute from one IP is a 429", async () => {
    await atWindowStart();
    const { cookie } = await registerUser();
    const ip = freshIp();
    const me = client({ cookie, ip });
    for (let i = 1; i <= 10; i++) {
      const res = await me.account.password.$put({
        json: { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD },
      });
      expect(res.status, `attempt ${i}`).toBe(400);
    }
    const limited = await me.account.password.$put({
      json: { currentPassword: "guess 11", newPassword: NEW_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
  });
});
