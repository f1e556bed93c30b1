// Sign in with Google, Facebook or Apple: the providers, their names on buttons, and the messages a
// returning user can see on /login (the callback redirects there with `?error=<code>`).
import { RATE_LIMITED_MESSAGE } from "./rate-limited";

export const OAUTH_PROVIDERS = ["google", "facebook", "apple"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_NAMES: Record<OAuthProvider, string> = {
  google: "Google",
  facebook: "Facebook",
  apple: "Apple",
};

export const isOAuthProvider = (value: string): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value);

export const OAUTH_ERRORS = {
  /** The state is unknown, used, expired or from another browser (tampering, a replay, a stale tab). */
  expired: "That sign-in link has expired or was already used. Please try again.",
  /** The provider refused, or its answer did not verify (token, signature, nonce). */
  failed: "We could not verify your sign-in with the provider. Please try again.",
  /** The provider did not vouch for the email address. */
  unverifiedEmail: "Your email address is not verified with the provider, so we cannot use it to create an account.",
  /**
   * No silent takeover: an existing account is only linked after its owner signs in. The callback
   * names the ways that account signs in (`&via=`), and `emailInUseMessage` says them.
   */
  emailInUse: "An account with this email already exists. Sign in to it, then link this provider in My Account.",
  /** The identity already belongs to another DGSN account. */
  linkedElsewhere: "That sign-in is already linked to another DGSN account.",
  /** The account already has another identity of this provider: unlink that one first. */
  alreadyLinked: "Your account is already linked to a different sign-in with this provider. Unlink it first.",
  /** The sign-in limit (10 a minute per address) met on the way back from the provider. */
  rateLimited: RATE_LIMITED_MESSAGE,
} as const;
export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;

export const isOAuthErrorCode = (value: string): value is OAuthErrorCode => Object.hasOwn(OAUTH_ERRORS, value);

/** The ways an account signs in: its password, or a provider linked to it. */
export type SignInMethod = "password" | OAuthProvider;
export const isSignInMethod = (value: string): value is SignInMethod => value === "password" || isOAuthProvider(value);

/**
 * `emailInUse` for an account that signs in with `methods` (`?via=`): an account made with Facebook
 * or Apple has no password, so it is told the provider it uses.
 */
export function emailInUseMessage(methods: readonly SignInMethod[]): string {
  const ways = [...new Set(methods)].map((m) => (m === "password" ? "your password" : OAUTH_PROVIDER_NAMES[m]));
  if (ways.length === 0) return OAUTH_ERRORS.emailInUse;
  return `An account with this email already exists. Sign in to it with ${ways.join(" or ")}, then link this provider in My Account.`;
}

/** Unlinking the last way to sign in would lock the owner out. */
export const LAST_SIGN_IN_METHOD =
  "You cannot remove your only way to sign in. Set a password or link another provider first.";

/**
 * Where to go after signing in: only a path on this site ("/account", "/create?x=1"), never another
 * origin ("//evil.test", "/\\evil.test", "https://…"); anything else goes home.
 */
export function localPath(next: string | null | undefined): string {
  if (!next || next.length > 512 || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\"))
    return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return "/";
  return next;
}
