// Sign-in with a provider, end to end against the local OpenID provider (test/fake/oidc.ts): the
// start redirect, the provider's authorize redirect, and the callback, as a browser would follow them.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { exportPKCS8, generateKeyPair } from "jose";
import type { OAuthProvider } from "../../db/domain";
import { app } from "../app";
import { SESSION_COOKIE } from "../middleware/session";
import type { OidcTweak } from "./fake/oidc";
import { ORIGIN } from "./helpers";

/** An env where `provider` is configured with a client id of its own (so tweaks stay per test). */
export async function providerEnv(provider: OAuthProvider): Promise<{ env: Env; clientId: string }> {
  const clientId = `${provider}-${crypto.randomUUID()}`;
  if (provider === "apple") {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    return {
      clientId,
      env: {
        ...env,
        APPLE_CLIENT_ID: clientId,
        APPLE_TEAM_ID: "TEAM123456",
        APPLE_KEY_ID: "KEY1234567",
        APPLE_PRIVATE_KEY: await exportPKCS8(privateKey),
      } as Env,
    };
  }
  const upper = provider.toUpperCase();
  return { clientId, env: { ...env, [`${upper}_CLIENT_ID`]: clientId, [`${upper}_CLIENT_SECRET`]: "secret" } as Env };
}

/** Shapes what the provider answers next for this client id. */
export async function tweakProvider(tweak: OidcTweak): Promise<void> {
  await fetch(`${env.OIDC_CONTROL_URL}/__oidc`, { method: "POST", body: JSON.stringify(tweak) });
}

/** A request to the site as a browser navigation (redirects not followed). */
export async function visit(
  testEnv: Env,
  path: string,
  init: { cookie?: string; method?: string; form?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers();
  // Each request from its own address unless told: the sign-in rate limit keys on it.
  headers.set("CF-Connecting-IP", init.ip ?? `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`);
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body: URLSearchParams | undefined;
  if (init.form) {
    body = new URLSearchParams(init.form);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    // Apple's form_post arrives from its own origin.
    headers.set("Origin", "https://appleid.apple.com");
  }
  const req = new Request(`${ORIGIN}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  return app.fetch(req, testEnv, createExecutionContext());
}

const setCookieValue = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

export interface Started {
  /** The browser-binding cookie, as `dgsn_oauth=…`. */
  browserCookie: string;
  code: string;
  state: string;
}

/** Leaves for the provider and comes back with its code and state (not yet sent to the callback). */
export async function startAtProvider(
  testEnv: Env,
  provider: OAuthProvider,
  query = "",
  sessionCookie?: string,
): Promise<Started> {
  const start = await visit(testEnv, `/auth/${provider}${query}`, { cookie: sessionCookie });
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  const browserCookie = setCookieValue(start, "dgsn_oauth");
  if (!browserCookie) throw new Error("no browser-binding cookie");
  const atProvider = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  const back = new URL(atProvider.headers.get("Location")!);
  return { browserCookie, code: back.searchParams.get("code")!, state: back.searchParams.get("state")! };
}

/** Sends the provider's answer to the callback (a query for Google/Facebook, a form post for Apple). */
export async function finishAtSite(
  testEnv: Env,
  provider: OAuthProvider,
  answer: { code: string; state: string; user?: string },
  cookie: string,
): Promise<{ res: Response; location: string; session: string | undefined }> {
  const res =
    provider === "apple"
      ? await visit(testEnv, `/auth/${provider}/callback`, { cookie, form: { ...answer } })
      : await visit(testEnv, `/auth/${provider}/callback?${new URLSearchParams(answer)}`, { cookie });
  return { res, location: res.headers.get("Location") ?? "", session: setCookieValue(res, SESSION_COOKIE) };
}

/** The whole round trip. */
export async function signInWith(
  testEnv: Env,
  provider: OAuthProvider,
  opts: { query?: string; session?: string; user?: string } = {},
) {
  const started = await startAtProvider(testEnv, provider, opts.query, opts.session);
  const cookie = [started.browserCookie, opts.session].filter(Boolean).join("; ");
  return finishAtSite(testEnv, provider, { code: started.code, state: started.state, user: opts.user }, cookie);
}
