import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession } from "../../db/queries/sessions";
import { users } from "../../db/schema";
import { randomId } from "../lib/random";
import { SESSION_COOKIE } from "../middleware/session";
import { client, errorOf } from "../test/client";
import { db, insertUser, signedIn } from "../test/helpers";
import { finishAtSite, providerEnv, signInWith, startAtProvider, tweakProvider, visit } from "../test/oauth-helpers";

const userBySub = async (sub: string) => (await db().select().from(users).where(eq(users.googleId, sub)))[0];
const uniq = () => crypto.randomUUID().slice(0, 8);
const verified = (sub: string, email: string, name = "Kim Lee") => ({ sub, email, email_verified: true, name });

describe("sign in with Google (OpenID Connect against a local provider)", () => {
  it("happy: a new identity creates an account, signs in and returns where the user was going", async () => {
    const { env, clientId } = await providerEnv("google");
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: verified(sub, `kim.${sub}@example.test`) });
    const { res, location, session } = await signInWith(env, "google", { query: "?next=/create" });
    expect(res.status).toBe(303);
    expect(location).toBe("/create");
    expect(session).toBeDefined();
    const me = await (await client({ env, cookie: session })).user.$get();
    expect(await me.json()).toMatchObject({ username: "Kim.Lee", email: `kim.${sub}@example.test`, role: "user" });
    const row = await userBySub(sub);
    expect(row).toMatchObject({ password: null, displayName: "Kim Lee" });
  });

  it("happy: a returning identity signs in to the same account (no second account)", async () => {
    const { env, clientId } = await providerEnv("google");
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: verified(sub, `r.${sub}@example.test`) });
    const first = await signInWith(env, "google");
    const second = await signInWith(env, "google");
    expect(second.location).toBe("/");
    const ids = await Promise.all(
      [first.session, second.session].map(
        async (cookie) => ((await (await client({ env, cookie }).user.$get()).json()) as { id: number }).id,
      ),
    );
    expect(ids[0]).toBe(ids[1]);
    expect(await db().select().from(users).where(eq(users.googleId, sub))).toHaveLength(1);
  });

  it("security: an email an existing account uses is not linked silently; after signing in, the owner links it", async () => {
    const { env, clientId } = await providerEnv("google");
    const owner = await insertUser();
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: verified(sub, owner.email!.toUpperCase()) });
    const refused = await signInWith(env, "google");
    expect(refused.location).toBe("/login?error=emailInUse");
    expect(refused.session).toBeUndefined();
    expect(await userBySub(sub)).toBeUndefined();

    const { cookie } = await signedInAs(owner.id);
    const linked = await signInWith(env, "google", { query: "?intent=link", session: cookie });
    expect(linked.location).toBe("/account?linked=google");
    expect((await userBySub(sub))?.id).toBe(owner.id);
    const back = await signInWith(env, "google");
    expect(((await (await client({ env, cookie: back.session }).user.$get()).json()) as { id: number }).id).toBe(
      owner.id,
    );
  });

  it("security: an identity linked to one account cannot be linked to another", async () => {
    const { env, clientId } = await providerEnv("google");
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: verified(sub, `x.${sub}@example.test`) });
    await signInWith(env, "google");
    const other = await signedIn();
    const res = await signInWith(env, "google", { query: "?intent=link", session: other.cookie });
    expect(res.location).toBe("/account?error=linkedElsewhere");
    expect((await db().select().from(users).where(eq(users.id, other.user.id)))[0]?.googleId).toBeNull();
  });

  it("security: an unverified email creates nothing", async () => {
    const { env, clientId } = await providerEnv("google");
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: { ...verified(sub, `u.${sub}@example.test`), email_verified: false } });
    const res = await signInWith(env, "google");
    expect(res.location).toBe("/login?error=unverifiedEmail");
    expect(res.session).toBeUndefined();
    expect(await userBySub(sub)).toBeUndefined();
  });

  it("security: a tampered state, a missing browser cookie and a replayed callback are refused; nothing is stored", async () => {
    const { env, clientId } = await providerEnv("google");
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: verified(sub, `t.${sub}@example.test`) });

    const a = await startAtProvider(env, "google");
    const tampered = await finishAtSite(env, "google", { code: a.code, state: `${a.state}x` }, a.browserCookie);
    expect(tampered.location).toBe("/login?error=expired");

    const b = await startAtProvider(env, "google");
    const otherBrowser = await finishAtSite(env, "google", { code: b.code, state: b.state }, "dgsn_oauth=someone-else");
    expect(otherBrowser.location).toBe("/login?error=expired");

    const c = await startAtProvider(env, "google");
    const once = await finishAtSite(env, "google", { code: c.code, state: c.state }, c.browserCookie);
    expect(once.location).toBe("/");
    const replayed = await finishAtSite(env, "google", { code: c.code, state: c.state }, c.browserCookie);
    expect(replayed.location).toBe("/login?error=expired");
    expect(replayed.session).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.googleId, sub))).toHaveLength(1);
  });

  it("security: a used code with a fresh state is refused by the provider (PKCE) and signs nobody in", async () => {
    const { env, clientId } = await providerEnv("google");
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: verified(sub, `p.${sub}@example.test`) });
    const used = await startAtProvider(env, "google");
    await finishAtSite(env, "google", { code: used.code, state: used.state }, used.browserCookie);
    const fresh = await startAtProvider(env, "google");
    const res = await finishAtSite(env, "google", { code: used.code, state: fresh.state }, fresh.browserCookie);
    expect(res.location).toBe("/login?error=failed");
    expect(res.session).toBeUndefined();
  });

  for (const [what, tweak] of [
    ["a wrong nonce", { claims: { nonce: "not-the-one-we-sent" } }],
    ["an expired ID token", { expired: true }],
    ["a wrongly signed ID token", { foreignSignature: true }],
    ["an ID token for another client", { claims: { aud: "someone-else" } }],
    ["an ID token from another issuer", { claims: { iss: "https://accounts.example.test" } }],
  ] as const) {
    it(`security: ${what} is refused and creates nothing`, async () => {
      const { env, clientId } = await providerEnv("google");
      const sub = `g-${uniq()}`;
      await tweakProvider({
        clientId,
        ...tweak,
        claims: { ...verified(sub, `n.${sub}@example.test`), ...("claims" in tweak ? tweak.claims : {}) },
      });
      const res = await signInWith(env, "google");
      expect(res.location).toBe("/login?error=failed");
      expect(res.session).toBeUndefined();
      expect(await userBySub(sub)).toBeUndefined();
    });
  }

  it("security: the return path stays on this site", async () => {
    const { env, clientId } = await providerEnv("google");
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: verified(sub, `o.${sub}@example.test`) });
    for (const next of ["//evil.test/x", "https://evil.test", "/\\evil.test", "/ok?x=1"]) {
      const res = await signInWith(env, "google", { query: `?next=${encodeURIComponent(next)}` });
      expect(res.location, next).toBe(next === "/ok?x=1" ? next : "/");
    }
  });

  it("error: a provider that is not configured is a 404 and has no button", async () => {
    const res = await visit((await providerEnv("facebook")).env, "/auth/google");
    expect(res.status).toBe(404);
    expect(await (await client({ env: (await providerEnv("facebook")).env }).user.$get()).status).toBe(401);
    const listed = await client({ env: (await providerEnv("google")).env })["auth-providers"].$get();
    expect(await listed.json()).toEqual({ providers: ["google"] });
    expect(await (await client()["auth-providers"].$get()).json()).toEqual({ providers: [] });
    expect((await visit((await providerEnv("google")).env, "/auth/myspace")).status).toBe(404);
  });
});

describe("Facebook and Apple", () => {
  it("happy: Facebook signs up from the profile the Graph API returns", async () => {
    const { env, clientId } = await providerEnv("facebook");
    const id = `fb-${uniq()}`;
    await tweakProvider({ clientId, userinfo: { id, email: `fb.${id}@example.test`, name: "Dee Kest" } });
    const res = await signInWith(env, "facebook");
    expect(res.location).toBe("/");
    const [row] = await db().select().from(users).where(eq(users.facebookId, id));
    expect(row).toMatchObject({ username: "Dee.Kest", email: `fb.${id}@example.test` });
  });

  it("happy: Apple's form_post answer signs up with the name Apple sends only the first time", async () => {
    const { env, clientId } = await providerEnv("apple");
    const sub = `ap-${uniq()}`;
    await tweakProvider({
      clientId,
      claims: { sub, email: `ap.${sub}@privaterelay.example.test`, email_verified: "true" },
    });
    const user = JSON.stringify({ name: { firstName: "Sam", lastName: "Otis" } });
    const first = await signInWith(env, "apple", { user });
    expect(first.res.status).toBe(303);
    expect(first.session).toBeDefined();
    const [row] = await db().select().from(users).where(eq(users.appleId, sub));
    expect(row).toMatchObject({ username: "Sam.Otis", displayName: "Sam Otis" });
    const again = await signInWith(env, "apple");
    expect(again.session).toBeDefined();
    expect(await db().select().from(users).where(eq(users.appleId, sub))).toHaveLength(1);
  });
});

describe("My Account: sign-in methods", () => {
  it("lists linked providers, unlinks one while another way in remains, and refuses to remove the last", async () => {
    const { env, clientId } = await providerEnv("google");
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: verified(sub, `m.${sub}@example.test`) });
    const { session } = await signInWith(env, "google");
    const me = client({ env, cookie: session });
    expect(await (await me.account["sign-in-methods"].$get()).json()).toEqual({
      hasPassword: false,
      providers: [
        { provider: "google", linked: true, available: true },
        { provider: "facebook", linked: false, available: false },
        { provider: "apple", linked: false, available: false },
      ],
    });
    const last = await me.account["sign-in-methods"][":provider"].$delete({ param: { provider: "google" } });
    expect(last.status).toBe(409);
    expect((await errorOf(last)).message).toBe(
      "You cannot remove your only way to sign in. Set a password or link another provider first.",
    );
    expect((await userBySub(sub))?.googleId).toBe(sub);

    const row = (await userBySub(sub))!;
    await db().update(users).set({ password: "scrypt$placeholder" }).where(eq(users.id, row.id));
    const ok = await me.account["sign-in-methods"][":provider"].$delete({ param: { provider: "google" } });
    expect(ok.status).toBe(200);
    expect((await db().select().from(users).where(eq(users.id, row.id)))[0]?.googleId).toBeNull();
    const again = await me.account["sign-in-methods"][":provider"].$delete({ param: { provider: "google" } });
    expect(again.status).toBe(404);
    expect((await me.account["sign-in-methods"][":provider"].$delete({ param: { provider: "myspace" } })).status).toBe(
      404,
    );
    expect((await client({ env }).account["sign-in-methods"].$get()).status).toBe(401);
  });
});

async function signedInAs(userId: number) {
  const sid = randomId(24);
  await createSession(db(), sid, userId);
  return { cookie: `${SESSION_COOKIE}=${sid}` };
}
