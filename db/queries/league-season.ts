// Season pages' reads over a league's export (issue 22, decision 224). The rows and the season
// totals are the league's store's (decision 305): those functions run inside the league's Durable
// Object (`StoreDb`), and every read names the season, so it walks the primary key's
// (kind, season) prefix and costs the same whether the league holds one season or ten. Leaders
// read the players' season totals, kept in step on every write, never a season of rows. The
// stories are D1's (articles are global).

import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { PUBLISHED_STATUS } from "../domain";
import type { ExportKind } from "../domain/league-export";
import { rosteredName } from "../domain/player-names";
import { exportGames, recaps } from "../schema";
import type { StoreDb } from "../store-client";
import { exportRows, seasonTotals } from "../store-schema";
import { REGULAR_STAGE } from "./season-totals";

/** Seasons (0-based `seasonIndex`) that have a schedule, newest first. */
export function listSeasons(db: StoreDb): number[] {
  return db
    .selectDistinct({ season: exportRows.season })
    .from(exportRows)
    .where(eq(exportRows.kind, "schedule"))
    .orderBy(desc(exportRows.season))
    .all()
    .map((r) => r.season);
}

/** Every stored row of one kind in a season (schedule, standing); teams and rosters use season -1. */
export function seasonRows(db: StoreDb, kind: ExportKind, season: number) {
  return db
    .select({
      stage: exportRows.stage,
      week: exportRows.week,
      rowId: exportRows.rowId,
      teamId: exportRows.teamId,
      data: exportRows.data,
    })
    .from(exportRows)
    .where(and(eq(exportRows.kind, kind), eq(exportRows.season, season)))
    .all();
}

/** A leader category: which stat list, and which exported field is summed. */
export interface LeaderStat {
  kind: ExportKind;
  field: string;
}

export interface LeaderRow {
  name: string;
  teamId: number | null;
  value: number;
}

/**
 * The top `limit` players of each stat over the season's regular weeks (one team's players when
 * `teamId` is given), from the season totals. Players are keyed on `rosterId`.
 */
export function seasonLeaders(
  db: StoreDb,
  season: number,
  stats: readonly LeaderStat[],
  limit: number,
  teamId?: number,
): LeaderRow[][] {
  return stats.map(({ kind, field }) => {
    const params: SqlStorageValue[] = [`$.${field}`, kind, season, limit];
    if (teamId !== undefined) params.push(teamId);
    // The roster's row of each leader (rosters are stored without a season), for his full name.
    const roster = (field: string) =>
      `(select r.data ->> '$.${field}' from export_rows r
        where r.kind = 'roster' and r.season = -1 and r.roster_id = season_totals.roster_id limit 1)`;
    return db.$client.sql
      .exec<{ name: string | null; teamId: number | null; value: number; first: string | null; last: string | null }>(
        `select max(name) as name, max(team_id) as teamId, total(totals ->> ?1) as value,
           ${roster("firstName")} as first, ${roster("lastName")} as last
         from season_totals
         where kind = ?2 and season = ?3${teamId === undefined ? "" : " and team_id = ?5"}
         group by roster_id
         having value > 0
         order by value desc, name
         limit ?4`,
        ...params,
      )
      .toArray()
      .map((x) => ({
        name: (x.name && rosteredName(x.name, x.first, x.last)?.full) || x.name || "Unknown player",
        teamId: x.teamId,
        value: Number(x.value),
      }));
  });
}

/** One player's season totals of one stat list for one team he played for (decision 305). */
export interface PlayerTotalsRow {
  kind: string;
  rosterId: number;
  name: string | null;
  totals: Record<string, number>;
}

/** The store binds at most 100 parameters per statement. */
const IDS_PER_READ = 90;

/**
 * These players' season totals (by rosterId) of the given stat lists, with the regular-season weeks
 * each list holds rows for: a total is a season total only when no week is missing (decision 291).
 */
export function playerSeasonTotals(db: StoreDb, season: number, kinds: readonly ExportKind[], rosterIds: number[]) {
  const ids = [...new Set(rosterIds)];
  const rows: PlayerTotalsRow[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_READ)
    for (const r of db
      .select({
        kind: seasonTotals.kind,
        rosterId: seasonTotals.rosterId,
        name: seasonTotals.name,
        totals: seasonTotals.totals,
      })
      .from(seasonTotals)
      .where(
        and(
          eq(seasonTotals.season, season),
          inArray(seasonTotals.kind, [...kinds]),
          inArray(seasonTotals.rosterId, ids.slice(i, i + IDS_PER_READ)),
        ),
      )
      .all())
      if (r.rosterId !== null) rows.push({ ...r, rosterId: r.rosterId });
  const weeks: Record<string, number[]> = {};
  for (const r of db
    .selectDistinct({ kind: exportRows.kind, week: exportRows.week })
    .from(exportRows)
    .where(
      and(inArray(exportRows.kind, [...kinds]), eq(exportRows.season, season), eq(exportRows.stage, REGULAR_STAGE)),
    )
    .all())
    weeks[r.kind] = [...(weeks[r.kind] ?? []), r.week];
  return { rows, weeks };
}

/** The published story of each finished game of a season, keyed `stage:week:scheduleId`. */
export async function seasonStories(db: Db, leagueId: number, season: number): Promise<Map<string, number>> {
  const rows = await db
    .select({
      stage: exportGames.stage,
      week: exportGames.week,
      scheduleId: exportGames.scheduleId,
      recapId: exportGames.recapId,
    })
    .from(exportGames)
    .innerJoin(recaps, eq(recaps.id, exportGames.recapId))
    .where(
      and(eq(exportGames.leagueId, leagueId), eq(exportGames.season, season), eq(recaps.status, PUBLISHED_STATUS)),
    );
  return new Map(rows.map((r) => [gameKey(r.stage, r.week, r.scheduleId), r.recapId!]));
}

export const gameKey = (stage: number, week: number, scheduleId: number) => `${stage}:${week}:${scheduleId}`;

/** Titles of published stories, for a team page's list. */
export async function storyTitles(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: recaps.id, title: recaps.title })
    .from(recaps)
    .where(and(inArray(recaps.id, ids.slice(0, 90)), eq(recaps.status, PUBLISHED_STATUS)));
}
