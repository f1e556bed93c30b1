import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { loginThrottle } from "../schema";

/** Attempts an account name gets before each further one must wait (decision 152). */
export const FREE_ATTEMPTS = 5;
/** The wait doubles from 1 s per further failure up to 2^8 s (about 4 minutes). */
const MAX_SHIFT = 8;

/**
 * Takes one sign-in attempt for this account name, or none while it is waiting. Counted before the
 * password is checked, in one conditional upsert, so parallel guesses cannot all slip through; from
 * the FREE_ATTEMPTS-th on, each attempt sets the wait before the next (1 s, 2 s, 4 s, …).
 */
export async function takeLoginAttempt(
  db: Db,
  key: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; retryAt: Date }> {
  const at = now.getTime();
  const rows = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`${loginThrottle.failures} + 1`,
        lockedUntil: sql`case when ${loginThrottle.failures} + 1 >= ${FREE_ATTEMPTS}
          then ${at} + (1000 << min(${loginThrottle.failures} + 1 - ${FREE_ATTEMPTS}, ${MAX_SHIFT})) else null end`,
        updatedAt: now,
      },
      setWhere: sql`${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${at}`,
    })
    .returning({ failures: loginThrottle.failures });
  if (rows.length > 0) return { ok: true };
  const [row] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return { ok: false, retryAt: row?.lockedUntil ?? now };
}

/** A successful sign-in starts the count again. */
export async function clearLoginAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
