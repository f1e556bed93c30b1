import { and, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { OAuthProvider, SignInMethod } from "../domain";
import { oauthStates, users } from "../schema";
import { IDENTITY_FIELD, type PublicUser, publicColumns } from "./users";

export type OAuthState = typeof oauthStates.$inferSelect;

const ID_COLUMN = { google: users.googleId, facebook: users.facebookId, apple: users.appleId } as const;

export async function saveOAuthState(db: Db, state: OAuthState, now: Date): Promise<void> {
  await db.batch([db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)), db.insert(oauthStates).values(state)]);
}

/** Deletes and returns the state in one statement, so two callbacks with it cannot both use it. */
export async function takeOAuthState(db: Db, stateHash: string): Promise<OAuthState | undefined> {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.stateHash, stateHash)).returning();
  return row;
}

export async function findUserByIdentity(db: Db, provider: OAuthProvider, subject: string) {
  const [row] = await db.select(publicColumns).from(users).where(eq(ID_COLUMN[provider], subject)).limit(1);
  return row as PublicUser | undefined;
}

/** How the account that uses `email` signs in (its password, its linked providers), or undefined when none does. */
export async function signInMethodsByEmail(db: Db, email: string): Promise<SignInMethod[] | undefined> {
  const [row] = await db
    .select({ password: users.password, google: users.googleId, facebook: users.facebookId, apple: users.appleId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!row) return undefined;
  const { password, ...providers } = row;
  const linked = (Object.keys(providers) as OAuthProvider[]).filter((p) => providers[p] !== null);
  return [...(password !== null ? (["password"] as const) : []), ...linked];
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** A new account with no password: its only way in is this provider. */
/** Links only when the account has no identity of this provider yet (never replaces one). */
export async function linkIdentity(db: Db, userId: number, provider: OAuthProvider, subject: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ [IDENTITY_FIELD[provider]]: subject })
    .where(and(eq(users.id, userId), sql`${ID_COLUMN[provider]} is null`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Unlinks only while the account keeps another way to sign in (a password or another provider),
 * checked in the same statement so two parallel unlinks cannot remove the last two ways.
 */
export async function unlinkIdentity(db: Db, userId: number, provider: OAuthProvider): Promise<boolean> {
  const others = (Object.keys(ID_COLUMN) as OAuthProvider[]).filter((p) => p !== provider).map((p) => ID_COLUMN[p]);
  const rows = await db
    .update(users)
    .set({ [IDENTITY_FIELD[provider]]: null })
    .where(and(eq(users.id, userId), or(isNotNull(users.password), ...others.map((col) => isNotNull(col)))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Which ways to sign in an account has. */
export async function signInMethods(db: Db, userId: number) {
  const [row] = await db
    .select({ password: users.password, google: users.googleId, facebook: users.facebookId, apple: users.appleId })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    hasPassword: row.password !== null,
    linked: { google: row.google !== null, facebook: row.facebook !== null, apple: row.apple !== null },
  };
}
