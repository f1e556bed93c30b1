import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { type GameWeek, type GameWeekFilter, KNOWN_LEAGUES, leagueKey, PUBLISHED_STATUS } from "../domain";
import { recaps, writers } from "../schema";
import { gameWeekWhere } from "./recaps";

export interface FeedRow {
  id: number;
  title: string;
  content: string;
  type: string;
  leagueName: string | null;
  season: number | null;
  week: GameWeek | null;
  imageKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  writerName: string | null;
}

/** Which articles a feed holds: one league record's, or the spec's 'other' (no league or not a built-in). */
export type FeedLeague = { id: number } | "other" | "none";

const KNOWN_KEYS = KNOWN_LEAGUES.map(leagueKey);

function leagueFilter(league: FeedLeague | undefined): SQL | undefined {
  if (league === undefined) return undefined;
  if (league === "none") return sql`0`;
  if (league === "other")
    return sql`coalesce(lower(replace(${recaps.leagueName}, ' ', '')), '') not in (${sql.join(
      KNOWN_KEYS.map((k) => sql`${k}`),
      sql`, `,
    )})`;
  return eq(recaps.leagueId, league.id);
}

/**
 * The newest ready articles for a feed, with their persona's name, in one query (the league list
 * index serves both orderings). Articles still being written are left out: feed readers keep an
 * item as first fetched.
 */
export async function listFeedItems(
  db: Db,
  opts: { league?: FeedLeague; limit: number } & GameWeekFilter,
): Promise<FeedRow[]> {
  return db
    .select({
      id: recaps.id,
      title: recaps.title,
      content: recaps.content,
      type: recaps.type,
      leagueName: recaps.leagueName,
      season: recaps.season,
      week: recaps.week,
      imageKey: recaps.imageKey,
      createdAt: recaps.createdAt,
      updatedAt: recaps.updatedAt,
      writerName: writers.name,
    })
    .from(recaps)
    .leftJoin(writers, eq(writers.id, recaps.writerId))
    .where(and(eq(recaps.status, PUBLISHED_STATUS), leagueFilter(opts.league), gameWeekWhere(opts)))
    .orderBy(desc(recaps.createdAt), desc(recaps.id))
    .limit(opts.limit);
}
