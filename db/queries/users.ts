import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { OAuthProvider, Role } from "../domain";
import { users } from "../schema";

export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
  role: Role;
}

export const publicColumns = { id: users.id, username: users.username, email: users.email, role: users.role };

/** The users column that holds each provider's subject. */
export const IDENTITY_FIELD = { google: "googleId", facebook: "facebookId", apple: "appleId" } as const;

/** How a new account signs in: a password, or the provider identity it was created with. */
type FirstSignIn = { passwordHash: string } | { identity: { provider: OAuthProvider; subject: string } };

/** The account a sign-in names: by email or by username, both case-insensitive. */
export async function findUserForLogin(db: Db, identifier: string) {
  const key = identifier.toLowerCase();
  const [row] = await db
    .select({ ...publicColumns, password: users.password })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${key}`, sql`lower(${users.username}) = ${key}`))
    .limit(1);
  return row;
}

/** Which of a new account's unique fields are already taken (case-insensitive). */
export async function findTaken(db: Db, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email?.toLowerCase() === email.toLowerCase()),
  };
}

export async function createUser(
  db: Db,
  values: { username: string; email: string; displayName?: string | null; role?: Role; now?: Date } & FirstSignIn,
): Promise<PublicUser> {
  const [row] = await db
    .insert(users)
    .values({
      username: values.username,
      email: values.email,
      displayName: values.displayName ?? null,
      ...("passwordHash" in values
        ? { password: values.passwordHash }
        : { [IDENTITY_FIELD[values.identity.provider]]: values.identity.subject }),
      role: values.role ?? "user",
      lastLogin: values.now ?? new Date(),
    })
    .returning(publicColumns);
  return row!;
}

export async function recordLogin(db: Db, userId: number, now = new Date(), newPasswordHash?: string) {
  await db
    .update(users)
    .set(newPasswordHash ? { lastLogin: now, password: newPasswordHash } : { lastLogin: now })
    .where(eq(users.id, userId));
}
