// The export rows D1 held before each league had its own store (decisions 222, 305). Nothing writes
// them any more: a league's object copies its rows once, page by page, the first time it starts
// (worker/services/league-store/copy-from-d1.ts). The table is dropped once every league is copied.
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
