// The export rows D1 held before each league had its own store (decisions 222, 305). Nothing writes
// them any more: a league's object copies its rows once, page by page, the first time it starts
// (worker/services/league-store/copy-from-d1.ts), and the move job deletes them once the object
// confirms it holds every one (worker/jobs/move-d1-rows.ts, decision 307). The table is dropped by a
// later migration, once no league has rows left in it.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { exportRows } from "../schema";

/** Where the previous page ended: the primary key of its last row. */
export type RowKey = [kind: string, season: number, stage: number, week: number, rowId: number];

/** One page of a league's D1 rows in primary key order, after `after` (keyset paging, no OFFSET). */
export function d1ExportRowsPage(db: Db, leagueId: number, after: RowKey | null, limit: number) {
  const key = sql`(${exportRows.kind}, ${exportRows.season}, ${exportRows.stage}, ${exportRows.week}, ${exportRows.rowId})`;
  return db
    .select({
      kind: exportRows.kind,
      season: exportRows.season,
      stage: exportRows.stage,
      week: exportRows.week,
      rowId: exportRows.rowId,
      teamId: exportRows.teamId,
      scheduleId: exportRows.scheduleId,
      data: exportRows.data,
    })
    .from(exportRows)
    .where(
      and(
        eq(exportRows.leagueId, leagueId),
        after ? sql`${key} > (${after[0]}, ${after[1]}, ${after[2]}, ${after[3]}, ${after[4]})` : undefined,
      ),
    )
    .orderBy(
      asc(exportRows.kind),
      asc(exportRows.season),
      asc(exportRows.stage),
      asc(exportRows.week),
      asc(exportRows.rowId),
    )
    .limit(limit);
}

/** The leagues that still have rows here, after `afterLeagueId`, in id order (the primary key's prefix). */
export async function leaguesWithD1Rows(db: Db, afterLeagueId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ leagueId: exportRows.leagueId })
    .from(exportRows)
    .where(sql`${exportRows.leagueId} > ${afterLeagueId}`)
    .orderBy(asc(exportRows.leagueId))
    .limit(limit);
  return rows.map((r) => r.leagueId);
}

/** Rows per delete statement: each statement's work stays bounded whatever the league's size. */
const DELETE_CHUNK = 1000;

/** Deletes the league's rows here, a chunk per statement; how many were deleted. */
export async function deleteD1ExportRows(db: Db, leagueId: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.run(
      sql`delete from export_rows where rowid in
        (select rowid from export_rows where league_id = ${leagueId} limit ${DELETE_CHUNK})`,
    );
    deleted += result.meta.changes;
    if (result.meta.changes < DELETE_CHUNK) return deleted;
  }
}
