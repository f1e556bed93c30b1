import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { userPreferences } from "../schema";

export async function getLeagueName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ leagueName: userPreferences.leagueName })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row?.leagueName ?? null;
}

export async function setLeagueName(db: Db, userId: number, leagueName: string | null, now = new Date()) {
  await db
    .insert(userPreferences)
    .values({ userId, leagueName, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { leagueName, updatedAt: now } });
}
