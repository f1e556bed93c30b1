import { count, desc, sql } from "drizzle-orm";
import type { Db } from "../client";
import { type Recap, recaps } from "../schema";

export interface DatabaseSummary {
  totalArticles: number;
  sampleLeague: { leagueName: string; count: number } | null;
  sampleArticles: Pick<Recap, "id" | "title" | "leagueName" | "type" | "createdAt">[];
}

/** The admin debug view: totals, the busiest league's count, the newest five articles. */
export async function databaseSummary(db: Db): Promise<DatabaseSummary> {
  const [totals, leagues, sample] = await db.batch([
    db.select({ total: count() }).from(recaps),
    db
      .select({ leagueName: recaps.leagueName, count: count() })
      .from(recaps)
      .where(sql`${recaps.leagueName} is not null`)
      .groupBy(recaps.leagueName)
      .orderBy(desc(count()))
      .limit(1),
    db
      .select({
        id: recaps.id,
        title: recaps.title,
        leagueName: recaps.leagueName,
        type: recaps.type,
        createdAt: recaps.createdAt,
      })
      .from(recaps)
      .orderBy(desc(recaps.createdAt), desc(recaps.id))
      .limit(5),
  ]);
  const league = leagues[0];
  return {
    totalArticles: totals[0]?.total ?? 0,
    sampleLeague: league?.leagueName ? { leagueName: league.leagueName, count: league.count } : null,
    sampleArticles: sample,
  };
}
