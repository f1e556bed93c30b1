import { importPKCS8, SignJWT } from "jose";
import type { OAuthProvider } from "../../../db/domain";
import type { AppConfig } from "../../config";

/** Where a provider lives and how this site is registered with it. */
export interface ProviderSettings {
  provider: OAuthProvider;
  clientId: string;
  /** Apple's is made per request (a short-lived signed JWT). */
  clientSecret: () => Promise<string>;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  scopes: string[];
  /** OpenID Connect providers: the ID token is verified against these. */
  oidc?: { issuer: string; jwksUri: string };
  /** Facebook: the profile comes from the Graph API with the access token. */
  userinfoEndpoint?: string;
  /** Apple posts the answer back (response_mode=form_post) instead of a redirect with a query. */
  formPost: boolean;
}

const GOOGLE = {
  authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenEndpoint: "https://oauth2.googleapis.com/token",
  issuer: "https://accounts.google.com",
  jwksUri: "https://www.googleapis.com/oauth2/v3/certs",
};
const FACEBOOK = {
  authorizationEndpoint: "https://www.facebook.com/v21.0/dialog/oauth",
  tokenEndpoint: "https://graph.facebook.com/v21.0/oauth/access_token",
  userinfoEndpoint: "https://graph.facebook.com/v21.0/me?fields=id,name,email",
};
const APPLE = {
  authorizationEndpoint: "https://appleid.apple.com/auth/authorize",
  tokenEndpoint: "https://appleid.apple.com/auth/token",
  issuer: "https://appleid.apple.com",
  jwksUri: "https://appleid.apple.com/auth/keys",
};

/** Apple's client secret: an ES256 JWT signed with the team's key, valid for five minutes. */
async function appleClientSecret(config: AppConfig): Promise<string> {
  const key = await importPKCS8(config.APPLE_PRIVATE_KEY!.replace(/\\n/g, "\n"), "ES256");
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: config.APPLE_KEY_ID! })
    .setIssuer(config.APPLE_TEAM_ID!)
    .setSubject(config.APPLE_CLIENT_ID!)
    .setAudience("https://appleid.apple.com")
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key);
}

/** The provider's settings, or null when it is not configured (its button is then not shown). */
export function providerSettings(config: AppConfig, provider: OAuthProvider): ProviderSettings | null {
  const local = config.OAUTH_PROVIDER_ORIGIN_OVERRIDE;
  const at = (path: string, real: string) => (local ? `${local}${path}` : real);
  switch (provider) {
    case "google": {
      const { GOOGLE_CLIENT_ID: id, GOOGLE_CLIENT_SECRET: secret } = config;
      if (!id || !secret) return null;
      return {
        provider,
        clientId: id,
        clientSecret: async () => secret,
        authorizationEndpoint: at("/authorize", GOOGLE.authorizationEndpoint),
        tokenEndpoint: at("/token", GOOGLE.tokenEndpoint),
        scopes: ["openid", "email", "profile"],
        oidc: { issuer: local ?? GOOGLE.issuer, jwksUri: at("/jwks", GOOGLE.jwksUri) },
        formPost: false,
      };
    }
    case "facebook": {
      const { FACEBOOK_CLIENT_ID: id, FACEBOOK_CLIENT_SECRET: secret } = config;
      if (!id || !secret) return null;
      return {
        provider,
        clientId: id,
        clientSecret: async () => secret,
        authorizationEndpoint: at("/authorize", FACEBOOK.authorizationEndpoint),
        tokenEndpoint: at("/token", FACEBOOK.tokenEndpoint),
        scopes: ["email", "public_profile"],
        userinfoEndpoint: at("/userinfo", FACEBOOK.userinfoEndpoint),
        formPost: false,
      };
    }
    case "apple": {
      const { APPLE_CLIENT_ID: id, APPLE_TEAM_ID: team, APPLE_KEY_ID: key, APPLE_PRIVATE_KEY: pem } = config;
      if (!id || !team || !key || !pem) return null;
      return {
        provider,
        clientId: id,
        clientSecret: () => appleClientSecret(config),
        authorizationEndpoint: at("/authorize", APPLE.authorizationEndpoint),
        tokenEndpoint: at("/token", APPLE.tokenEndpoint),
        scopes: ["name", "email"],
        oidc: { issuer: local ?? APPLE.issuer, jwksUri: at("/jwks", APPLE.jwksUri) },
        formPost: true,
      };
    }
  }
}
