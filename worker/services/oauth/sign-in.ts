import type { Db } from "../../../db/client";
import type { OAuthErrorCode, OAuthProvider, SignInMethod } from "../../../db/domain";
import { findUserByIdentity, linkIdentity, signInMethodsByEmail, usernameTaken } from "../../../db/queries/oauth";
import { createUser } from "../../../db/queries/users";
import { isUniqueViolation } from "../../lib/db-errors";
import type { ProviderIdentity } from "./flow";

export type SignInOutcome =
  | { kind: "signed-in"; userId: number; created: boolean }
  | { kind: "linked"; userId: number }
  | { kind: "refused"; error: OAuthErrorCode }
  /** The email is another account's; `via` says how that account signs in. */
  | { kind: "refused"; error: "emailInUse"; via: SignInMethod[] };

/** A username from the provider's name or the email's local part, in the register form's alphabet. */
function usernameBase(identity: ProviderIdentity, provider: OAuthProvider): string {
  const source = identity.name ?? identity.email?.split("@")[0] ?? provider;
  const base = source
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, ".")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 32);
  return base || `${provider}.user`;
}

async function freeUsername(db: Db, base: string): Promise<string> {
  for (let n = 0; n < 20; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  return `${base}.${crypto.randomUUID().slice(0, 6)}`;
}

/**
 * What a verified identity means for this site (decision 181):
 * - linking (started from My Account while signed in): attach it, unless another account has it;
 * - a known identity signs in to its account;
 * - a new identity with a provider-verified email no account uses creates an account;
 * - an email an existing account already uses is never linked silently: the owner signs in first
 *   and links from My Account (no takeover through a provider account with someone's address).
 */
export async function resolveSignIn(
  db: Db,
  provider: OAuthProvider,
  identity: ProviderIdentity,
  linkUserId: number | null,
  now: Date,
): Promise<SignInOutcome> {
  const owner = await findUserByIdentity(db, provider, identity.subject);
  if (linkUserId !== null) {
    if (owner && owner.id !== linkUserId) return { kind: "refused", error: "linkedElsewhere" };
    if (owner) return { kind: "linked", userId: linkUserId };
    try {
      const linked = await linkIdentity(db, linkUserId, provider, identity.subject);
      return linked ? { kind: "linked", userId: linkUserId } : { kind: "refused", error: "alreadyLinked" };
    } catch (err) {
      if (isUniqueViolation(err)) return { kind: "refused", error: "linkedElsewhere" };
      throw err;
    }
  }
  if (owner) return { kind: "signed-in", userId: owner.id, created: false };
  if (!identity.email || !identity.emailVerified) return { kind: "refused", error: "unverifiedEmail" };
  const taken = await signInMethodsByEmail(db, identity.email);
  if (taken) return { kind: "refused", error: "emailInUse", via: taken };
  const username = await freeUsername(db, usernameBase(identity, provider));
  try {
    const user = await createUser(db, {
      username,
      email: identity.email,
      displayName: identity.name,
      identity: { provider, subject: identity.subject },
      now,
    });
    return { kind: "signed-in", userId: user.id, created: true };
  } catch (err) {
    // Two first sign-ins racing: whichever lost finds the identity (or the email) taken.
    if (!isUniqueViolation(err)) throw err;
    const winner = await findUserByIdentity(db, provider, identity.subject);
    if (winner) return { kind: "signed-in", userId: winner.id, created: false };
    return { kind: "refused", error: "emailInUse", via: (await signInMethodsByEmail(db, identity.email)) ?? [] };
  }
}
