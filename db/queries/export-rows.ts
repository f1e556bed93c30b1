// A league's exported data (decision 222), kept in the league's own store (decision 305): each POST
// replaces its scope in one transaction of the league's Durable Object, so re-sending a week is
// idempotent and a reader never sees half a week. The players' season totals move in the same
// transaction. These functions run inside the object (`StoreDb`); the Worker reaches them through
// the object's RPC methods (worker/league-store-object.ts).
import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { type ExportKind, PLAYER_STAT_KINDS } from "../domain/league-export";
import { leagues } from "../schema";
import type { StoreDb } from "../store-client";
import { exportRows } from "../store-schema";
import type { RowKey } from "./export-rows-d1";
import { jsonChunks } from "./json-chunks";
import { refreshSeasonTotals } from "./season-totals";

/** One stored row; -1 where the item has no season, stage or week (teams, rosters). */
export interface ExportRowInput {
  season: number;
  stage: number;
  week: number;
  rowId: number;
  teamId: number | null;
  scheduleId: number | null;
  data: Record<string, unknown>;
}

/** Which stored rows a POST replaces: every row of the kind, or those of some weeks, or of a team. */
export type ExportScope =
  | { all: true }
  | { weeks: { season: number; stage: number; week: number }[] }
  | { seasons: number[] }
  | { teamId: number };

const rowJson = (r: ExportRowInput) =>
  JSON.stringify([r.season, r.stage, r.week, r.rowId, r.teamId, r.scheduleId, JSON.stringify(r.data)]);

/** The store's SQLite binds at most 100 parameters per statement: a scope naming more is split. */
const SEASONS_PER_WHERE = 90;
const WEEKS_PER_WHERE = 30;

const inGroups = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The WHEREs of a scope's rows (more than one when it names many seasons or weeks), as SQL text and parameters. */
function scopeWheres(kind: ExportKind, scope: ExportScope): [string, SqlStorageValue[]][] {
  const base = "kind = ?";
  const params: SqlStorageValue[] = [kind];
  if ("all" in scope) return [[base, params]];
  if ("teamId" in scope) return [[`${base} and team_id = ?`, [...params, scope.teamId]]];
  if ("seasons" in scope)
    return inGroups(scope.seasons, SEASONS_PER_WHERE).map((seasons) => [
      `${base} and season in (${seasons.map(() => "?").join(", ")})`,
      [...params, ...seasons],
    ]);
  return inGroups(scope.weeks, WEEKS_PER_WHERE).map((weeks) => [
    `${base} and (season, stage, week) in (values ${weeks.map(() => "(?, ?, ?)").join(", ")})`,
    [...params, ...weeks.flatMap((w) => [w.season, w.stage, w.week])],
  ]);
}

const INSERT = `insert or replace into export_rows
  (kind, season, stage, week, row_id, team_id, schedule_id, roster_id, data)
  select ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5,
    (value ->> 6) ->> '$.rosterId', value ->> 6
  from json_each(?)`;

/** How many of these keys (kind, season, stage, week, id) the store holds a row for. */
export function countStoredKeys(db: StoreDb, keys: RowKey[]): number {
  if (keys.length === 0) return 0;
  return db.$client.sql
    .exec<{ n: number }>(
      `select count(*) as n from json_each(?) as k join export_rows as e
        on e.kind = k.value ->> 0 and e.season = k.value ->> 1 and e.stage = k.value ->> 2
          and e.week = k.value ->> 3 and e.row_id = k.value ->> 4`,
      JSON.stringify(keys),
    )
    .one().n;
}

/** Inserts rows (replacing any with the same key); the caller holds the transaction. */
export function insertExportRows(db: StoreDb, kind: ExportKind, rows: ExportRowInput[]): void {
  for (const json of jsonChunks(rows.map(rowJson))) db.$client.sql.exec(INSERT, kind, json);
}

/**
 * Writes only the rows that are new or changed: a row whose key is stored with the same team,
 * game and data is left as it is (no row or index entry written). Most of a week's roster and
 * free-agent rows are the previous week's (the bill counts rows written, bench/README.md).
 */
const UPSERT = `${INSERT} where true
  on conflict (kind, season, stage, week, row_id) do update set
    team_id = excluded.team_id, schedule_id = excluded.schedule_id, roster_id = excluded.roster_id,
    data = excluded.data
  where team_id is not excluded.team_id or schedule_id is not excluded.schedule_id
    or data is not excluded.data`;

const keyJson = (r: ExportRowInput) => JSON.stringify([r.season, r.stage, r.week, r.rowId]);

const isPlayerStat = (kind: ExportKind) => (PLAYER_STAT_KINDS as readonly string[]).includes(kind);

/**
 * Replaces the scope's rows with these in one transaction, with the season totals of every player
 * the old or the new rows name; a row stored unchanged is not written again. Returns the number of
 * rows the scope now holds.
 */
export function replaceExportRows(db: StoreDb, kind: ExportKind, scope: ExportScope, rows: ExportRowInput[]): number {
  if ("weeks" in scope && scope.weeks.length === 0) return 0;
  if ("seasons" in scope && scope.seasons.length === 0) return 0;
  const wheres = scopeWheres(kind, scope);
  return db.$client.transactionSync(() => {
    const sql = db.$client.sql;
    const before = isPlayerStat(kind)
      ? wheres.flatMap(([where, params]) =>
          sql
            .exec<{ season: number; rosterId: number | null }>(
              `select distinct season, roster_id as rosterId from export_rows where ${where}`,
              ...params,
            )
            .toArray(),
        )
      : [];
    // The scope's rows that the new ones do not name go; the rest are written only if they changed.
    const kept = `[${rows.map(keyJson).join(",")}]`;
    for (const [where, params] of wheres)
      sql.exec(
        `delete from export_rows where ${where} and not exists (select 1 from json_each(?) as k
          where k.value ->> 0 = season and k.value ->> 1 = stage and k.value ->> 2 = week and k.value ->> 3 = row_id)`,
        ...params,
        kept,
      );
    for (const json of jsonChunks(rows.map(rowJson))) sql.exec(UPSERT, kind, json);
    if (isPlayerStat(kind)) {
      const players = [
        ...before,
        ...rows.map((r) => ({
          season: r.season,
          rosterId: typeof r.data.rosterId === "number" ? r.data.rosterId : null,
        })),
      ];
      for (const season of new Set(players.map((p) => p.season)))
        refreshSeasonTotals(
          db,
          kind,
          season,
          players.filter((p) => p.season === season).map((p) => p.rosterId),
        );
    }
    return rows.length;
  });
}

/** Stored rows of one kind in one week (the story job reads a game's box score from these). */
export function weekRows(db: StoreDb, kind: ExportKind, week: { season: number; stage: number; week: number }) {
  return db
    .select({
      rowId: exportRows.rowId,
      teamId: exportRows.teamId,
      scheduleId: exportRows.scheduleId,
      data: exportRows.data,
    })
    .from(exportRows)
    .where(
      and(
        eq(exportRows.kind, kind),
        eq(exportRows.season, week.season),
        eq(exportRows.stage, week.stage),
        eq(exportRows.week, week.week),
      ),
    )
    .all();
}

/** How many rows the store holds, by kind (the migration's check and the tests read it). */
export function countExportRows(db: StoreDb): Record<string, number> {
  const rows = db.$client.sql
    .exec<{ kind: string; n: number }>("select kind, count(*) as n from export_rows group by kind")
    .toArray();
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
}

/** The league whose export secret hashes to this (the unique index finds it; decision 222). */
export async function leagueByExportHash(db: Db, hash: string) {
  const [row] = await db.select().from(leagues).where(eq(leagues.exportSecretHash, hash)).limit(1);
  return row;
}

export async function setExportHash(db: Db, leagueId: number, hash: string | null, now = new Date()) {
  const [row] = await db
    .update(leagues)
    .set({ exportSecretHash: hash, updatedAt: now })
    .where(eq(leagues.id, leagueId))
    .returning();
  return row;
}
