// A league's exported data (decision 222): each POST replaces its scope in one D1 batch (a
// transaction), so re-sending a week is idempotent and a reader never sees half a week.
import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import type { ExportKind } from "../domain/league-export";
import { exportRows, leagues } from "../schema";

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

/**
 * Rows travel as one JSON array per statement (one bound parameter, read by json_each), so D1's
 * 100-parameter limit never applies; a chunk stays well under D1's 2 MB value limit.
 */
const CHUNK_CHARS = 900_000;

function chunks(rows: ExportRowInput[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const r of rows) {
    const item = JSON.stringify([r.season, r.stage, r.week, r.rowId, r.teamId, r.scheduleId, JSON.stringify(r.data)]);
    if (size + item.length > CHUNK_CHARS && current.length) {
      out.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(item);
    size += item.length + 1;
  }
  if (current.length) out.push(`[${current.join(",")}]`);
  return out;
}

/** D1 binds at most 100 parameters per statement: a scope that names more is deleted in parts. */
const SEASONS_PER_DELETE = 90;
const WEEKS_PER_DELETE = 30;

const inGroups = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The DELETEs of a scope's rows, as SQL text and parameters (D1 runs them in the same batch). */
function scopeDeletes(leagueId: number, kind: ExportKind, scope: ExportScope): [string, unknown[]][] {
  const base = "delete from export_rows where league_id = ? and kind = ?";
  const params: unknown[] = [leagueId, kind];
  if ("all" in scope) return [[base, params]];
  if ("teamId" in scope) return [[`${base} and team_id = ?`, [...params, scope.teamId]]];
  if ("seasons" in scope)
    return inGroups(scope.seasons, SEASONS_PER_DELETE).map((seasons) => [
      `${base} and season in (${seasons.map(() => "?").join(", ")})`,
      [...params, ...seasons],
    ]);
  return inGroups(scope.weeks, WEEKS_PER_DELETE).map((weeks) => [
    `${base} and (season, stage, week) in (values ${weeks.map(() => "(?, ?, ?)").join(", ")})`,
    [...params, ...weeks.flatMap((w) => [w.season, w.stage, w.week])],
  ]);
}

const INSERT = `insert or replace into export_rows
  (league_id, kind, season, stage, week, row_id, team_id, schedule_id, data)
  select ?, ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6
  from json_each(?)`;

/**
 * Replaces the scope's rows with these in one D1 batch (a transaction). Raw D1 statements: drizzle
 * cannot batch a `json_each` insert. Returns the number of statements run.
 */
export async function replaceExportRows(
  db: Db,
  leagueId: number,
  kind: ExportKind,
  scope: ExportScope,
  rows: ExportRowInput[],
): Promise<number> {
  if ("weeks" in scope && scope.weeks.length === 0) return 0;
  if ("seasons" in scope && scope.seasons.length === 0) return 0;
  const d1 = db.$client;
  const statements = [
    ...scopeDeletes(leagueId, kind, scope).map(([text, params]) => d1.prepare(text).bind(...params)),
    ...chunks(rows).map((json) => d1.prepare(INSERT).bind(leagueId, kind, json)),
  ];
  await d1.batch(statements);
  return statements.length;
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

/** Stored rows of one kind in one week (the story job reads a game's box score from these). */
export async function weekRows(
  db: Db,
  leagueId: number,
  kind: ExportKind,
  week: { season: number; stage: number; week: number },
) {
  return db
    .select()
    .from(exportRows)
    .where(
      and(
        eq(exportRows.leagueId, leagueId),
        eq(exportRows.kind, kind),
        eq(exportRows.season, week.season),
        eq(exportRows.stage, week.stage),
        eq(exportRows.week, week.week),
      ),
    );
}
