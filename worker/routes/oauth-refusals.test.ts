import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailInUseMessage } from "../../db/domain";
import { users } from "../../db/schema";
import { db, insertUser } from "../test/helpers";
import { finishAtSite, providerEnv, signInWith, startAtProvider, tweakProvider, visit } from "../test/oauth-helpers";

// What a person sees when a sign-in with a provider is refused (issue 37 item 12): a page that says
// why and how to go on, never the API's JSON, and never advice that does not fit their account.

const uniq = () => crypto.randomUUID().slice(0, 8);
const LIMIT = 10; // wrangler.toml AUTH_LIMITER: 10 a minute per address and route

describe("GET /auth/:provider/callback", () => {
  it("error: over the sign-in limit, the way back from the provider lands on the login page with the reason", async () => {
    const { env, clientId } = await providerEnv("google");
    const sub = `g-${uniq()}`;
    await tweakProvider({ clientId, claims: { sub, email: `rl.${sub}@example.test`, email_verified: true } });
    const started = await startAtProvider(env, "google");
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < LIMIT; i++) await visit(env, "/auth/google/callback?state=spent", { ip });

    const res = await visit(
      env,
      `/auth/google/callback?${new URLSearchParams({ code: started.code, state: started.state })}`,
      {
        ip,
        cookie: started.browserCookie,
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/login?error=rateLimited");
    expect(res.headers.get("Content-Type") ?? "").not.toContain("json");
    expect(await db().select().from(users).where(eq(users.googleId, sub))).toEqual([]);

    // The answer was not used up: from another address (or a minute later) the same sign-in completes.
    const { location, session } = await finishAtSite(env, "google", started, started.browserCookie);
    expect(location).toBe("/");
    expect(session).toBeDefined();
  });

  it("error: leaving for the provider over the limit also lands on the login page", async () => {
    const { env } = await providerEnv("facebook");
    const ip = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < LIMIT; i++) expect((await visit(env, "/auth/facebook", { ip })).status).toBe(302);
    const res = await visit(env, "/auth/facebook", { ip });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/login?error=rateLimited");
  });
});

describe("an email another account uses", () => {
  const owner = async (ways: { password?: boolean; facebookId?: string; appleId?: string }) => {
    const user = await insertUser();
    await db()
      .update(users)
      .set({
        password: ways.password ? "scrypt$placeholder" : null,
        facebookId: ways.facebookId,
        appleId: ways.appleId,
      })
      .where(eq(users.id, user.id));
    return user;
  };
  const signInWithGoogleAs = async (email: string) => {
    const { env, clientId } = await providerEnv("google");
    await tweakProvider({ clientId, claims: { sub: `g-${uniq()}`, email, email_verified: true } });
    return signInWith(env, "google");
  };

  it("security: an account made with Facebook is told to sign in with Facebook, not with a password it lacks", async () => {
    const user = await owner({ facebookId: `fb-${uniq()}` });
    const refused = await signInWithGoogleAs(user.email!);
    expect(refused.location).toBe("/login?error=emailInUse&via=facebook");
    expect(refused.session).toBeUndefined();
    expect(emailInUseMessage(["facebook"])).toBe(
      "An account with this email already exists. Sign in to it with Facebook, then link this provider in My Account.",
    );
  });

  it("security: an account made with Apple is told Apple; one with a password and Apple is told both", async () => {
    const apple = await owner({ appleId: `ap-${uniq()}` });
    expect((await signInWithGoogleAs(apple.email!)).location).toBe("/login?error=emailInUse&via=apple");
    const both = await owner({ password: true, appleId: `ap-${uniq()}` });
    expect((await signInWithGoogleAs(both.email!)).location).toBe("/login?error=emailInUse&via=password,apple");
    expect(emailInUseMessage(["password", "apple"])).toBe(
      "An account with this email already exists. Sign in to it with your password or Apple, then link this provider in My Account.",
    );
  });
});
