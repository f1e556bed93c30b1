import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2Tokens } from "arctic";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { ProviderSettings } from "./providers";

/** Who the provider says signed in. `emailVerified` is the provider's word, never assumed. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Thrown for any answer that does not verify; the caller shows one message and stores nothing. */
export class SignInRefused extends Error {}

export interface Begun {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** The provider's authorization URL: code flow with PKCE (S256), state, and a nonce for OIDC. */
export function beginSignIn(settings: ProviderSettings, redirectUri: string): Begun {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const nonce = generateState();
  const client = new OAuth2Client(settings.clientId, null, redirectUri);
  const url = client.createAuthorizationURLWithPKCE(
    settings.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    settings.scopes,
  );
  if (settings.oidc) url.searchParams.set("nonce", nonce);
  if (settings.formPost) url.searchParams.set("response_mode", "form_post");
  return { url, state, codeVerifier, nonce };
}

// One key set per provider per isolate: jose caches the keys and refetches on an unknown `kid`.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySet = (uri: string) => {
  const known = keySets.get(uri);
  if (known) return known;
  const set = createRemoteJWKSet(new URL(uri));
  keySets.set(uri, set);
  return set;
};

/**
 * The token request. Written here rather than with arctic's provider classes: those fix each
 * provider's endpoints, so they could not be tested against a local provider (decision 181); the
 * secret goes in the body (client_secret_post), the one method all three accept.
 */
async function exchangeCode(settings: ProviderSettings, redirectUri: string, code: string, codeVerifier: string) {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
    client_id: settings.clientId,
    client_secret: await settings.clientSecret(),
    code_verifier: codeVerifier,
  });
  let res: Response;
  try {
    res = await fetch(settings.tokenEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
    });
  } catch {
    throw new SignInRefused("token endpoint unreachable");
  }
  const data = (await res.json().catch(() => null)) as object | null;
  if (!res.ok || !data || "error" in data) throw new SignInRefused(`token endpoint answered ${res.status}`);
  return new OAuth2Tokens(data);
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

async function verifyIdToken(
  settings: ProviderSettings,
  tokens: OAuth2Tokens,
  nonce: string,
): Promise<ProviderIdentity> {
  const { issuer, jwksUri } = settings.oidc!;
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(tokens.idToken(), keySet(jwksUri), {
      issuer,
      audience: settings.clientId,
      algorithms: ["RS256", "ES256"],
    }));
  } catch (err) {
    throw new SignInRefused(`ID token did not verify: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (payload.nonce !== nonce) throw new SignInRefused("nonce mismatch");
  const subject = text(payload.sub);
  if (!subject) throw new SignInRefused("no subject");
  return {
    subject,
    email: text(payload.email),
    // Apple sends the string "true".
    emailVerified: payload.email_verified === true || payload.email_verified === "true",
    name: text(payload.name),
  };
}

/** Facebook: the profile from the Graph API. It only returns an email the user has confirmed. */
async function facebookProfile(settings: ProviderSettings, tokens: OAuth2Tokens): Promise<ProviderIdentity> {
  let res: Response;
  try {
    res = await fetch(settings.userinfoEndpoint!, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } });
  } catch {
    throw new SignInRefused("profile endpoint unreachable");
  }
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const subject = text(data?.id) ?? text(data?.sub);
  if (!res.ok || !subject) throw new SignInRefused("no profile");
  const email = text(data?.email);
  return { subject, email, emailVerified: email !== null, name: text(data?.name) };
}

/** Code → tokens → verified identity. Any failure is a SignInRefused. */
export async function finishSignIn(
  settings: ProviderSettings,
  redirectUri: string,
  code: string,
  codeVerifier: string,
  nonce: string,
): Promise<ProviderIdentity> {
  const tokens = await exchangeCode(settings, redirectUri, code, codeVerifier);
  try {
    return settings.oidc ? await verifyIdToken(settings, tokens, nonce) : await facebookProfile(settings, tokens);
  } catch (err) {
    if (err instanceof SignInRefused) throw err;
    throw new SignInRefused(String(err));
  }
}
