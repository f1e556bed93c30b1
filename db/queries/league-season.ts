// Season pages' reads over a league's stored export (issue 22, decision 224). Every read names the
// season, so it walks the primary key's (league, kind, season) prefix and costs the same whether the
// league holds one season or ten; leaders are summed in SQLite, never by loading a season of rows.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { PUBLISHED_STATUS } from "../domain";
import type { ExportKind } from "../domain/league-export";
import { exportGames, exportRows, recaps } from "../schema";

/** Seasons (0-based `seasonIndex`) that have a schedule, newest first. */
export async function listSeasons(db: Db, leagueId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ season: exportRows.season })
    .from(exportRows)
    .where(and(eq(exportRows.leagueId, leagueId), eq(exportRows.kind, "schedule")))
    .orderBy(sql`${exportRows.season} desc`);
  return rows.map((r) => r.season);
}

/** Every stored row of one kind in a season (schedule, standing); teams and rosters use season -1. */
export async function seasonRows(db: Db, leagueId: number, kind: ExportKind, season: number) {
  return db
    .select({
      stage: exportRows.stage,
      week: exportRows.week,
      rowId: exportRows.rowId,
      teamId: exportRows.teamId,
      data: exportRows.data,
    })
    .from(exportRows)
    .where(and(eq(exportRows.leagueId, leagueId), eq(exportRows.kind, kind), eq(exportRows.season, season)));
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

/** The regular season only (stage 1, weeks 1–18): playoff games do not count towards leaders. */
const REGULAR_STAGE = 1;
const REGULAR_WEEKS = 18;

/**
 * The top `limit` players of each stat over the season's regular weeks (one team's players when
 * `teamId` is given), one statement per stat in one D1 batch. Players are keyed on `rosterId`.
 */
export async function seasonLeaders(
  db: Db,
  leagueId: number,
  season: number,
  stats: readonly LeaderStat[],
  limit: number,
  teamId?: number,
): Promise<LeaderRow[][]> {
  const d1 = db.$client;
  const statements = stats.map(({ kind, field }) => {
    const params: unknown[] = [`$.${field}`, leagueId, kind, season, REGULAR_STAGE, REGULAR_WEEKS, limit];
    if (teamId !== undefined) params.push(teamId);
    return d1
      .prepare(
        `select max(data ->> '$.fullName') as name, max(team_id) as teamId, total(data ->> ?1) as value
         from export_rows
         where league_id = ?2 and kind = ?3 and season = ?4 and stage = ?5 and week < ?6${teamId === undefined ? "" : " and team_id = ?8"}
         group by data ->> '$.rosterId'
         having value > 0
         order by value desc, name
         limit ?7`,
      )
      .bind(...params);
  });
  if (statements.length === 0) return [];
  const results = await d1.batch<{ name: string | null; teamId: number | null; value: number }>(statements);
  return results.map((r) =>
    r.results.map((x) => ({ name: x.name ?? "Unknown player", teamId: x.teamId, value: Number(x.value) })),
  );
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
