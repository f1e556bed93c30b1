import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { users } from "../schema";

export async function passwordHashOf(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row ? row.password : undefined;
}

/**
 * Sets the password only if the stored one is still `expected` (null: the account has none): a
 * compare-and-set, so a password set from another tab in between is never silently replaced.
 */
export async function replacePassword(db: Db, userId: number, expected: string | null, newHash: string) {
  const rows = await db
    .update(users)
    .set({ password: newHash })
    .where(and(eq(users.id, userId), expected === null ? isNull(users.password) : eq(users.password, expected)))
    .returning({ id: users.id });
  return rows.length === 1;
}
