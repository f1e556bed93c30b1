import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { leagueSlug } from "../domain";
import { recaps } from "../schema";

/**
 * The league name a /league/{id} link refers to (spec §2: exact name, encoded name, or lowercase
 * with spaces removed), among leagues that have articles. The exact match uses the league index;
 * only a miss falls back to the loose match.
 */
export async function findLeagueName(db: Db, candidates: string[]): Promise<string | undefined> {
  const [exact] = await db
    .select({ name: recaps.leagueName })
    .from(recaps)
    .where(inArray(recaps.leagueName, candidates))
    .limit(1);
  if (exact?.name) return exact.name;
  const slugs = [...new Set(candidates.map(leagueSlug))];
  const [loose] = await db
    .select({ name: recaps.leagueName })
    .from(recaps)
    .where(inArray(sql`lower(replace(${recaps.leagueName}, ' ', ''))`, slugs))
    .limit(1);
  return loose?.name ?? undefined;
}
