import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { leagueSlug, PUBLISHED_STATUS } from "../domain";
import { recaps } from "../schema";

const published = eq(recaps.status, PUBLISHED_STATUS);

/**
 * The league name a /league/{id} link refers to (spec §2: exact name, encoded name, or lowercase
 * with spaces removed), among leagues that have published articles (a draft does not make a league
 * page exist). The exact match uses the league index; only a miss falls back to the loose match.
 */

export async function findLeagueName(db: Db, candidates: string[]): Promise<string | undefined> {
  const [exact] = await db
    .select({ name: recaps.leagueName })
    .from(recaps)
    .where(and(inArray(recaps.leagueName, candidates), published))
    .limit(1);
  if (exact?.name) return exact.name;
  const slugs = [...new Set(candidates.map(leagueSlug))];
  const [loose] = await db
    .select({ name: recaps.leagueName })
    .from(recaps)
    .where(and(inArray(sql`lower(replace(${recaps.leagueName}, ' ', ''))`, slugs), published))
    .limit(1);
  return loose?.name ?? undefined;
}
