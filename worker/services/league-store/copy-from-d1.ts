// A league's export rows move from D1 into its own store once, the first time its object starts
// (decision 305). Page by page in primary key order; a copy cut short (the object evicted, D1
// unreachable) starts again from the first page at the next start, and every insert replaces the
// row with the same key, so copying twice stores the same rows once. Only when every page is in
// are the season totals and the first roster snapshots built and the store marked copied, in one
// transaction. The D1 rows are left where they are (nothing writes them any more) until the move
// job (worker/jobs/move-d1-rows.ts, decision 307) has the object confirm it holds every one of them
// (`confirmCopied`) and deletes them; a later migration drops the table.
import type { Db } from "../../../db/client";
import type { ExportKind } from "../../../db/domain/league-export";
import { PLAYER_STAT_KINDS } from "../../../db/domain/league-export";
import { countStoredKeys, type ExportRowInput, insertExportRows } from "../../../db/queries/export-rows";
import { d1ExportRowsPage, type RowKey } from "../../../db/queries/export-rows-d1";
import { type RosterList, recordRosterSnapshot } from "../../../db/queries/roster-snapshots";
import { rebuildSeasonTotals } from "../../../db/queries/season-totals";
import { setStoreMeta, storeMetaValue } from "../../../db/queries/store-meta";
import type { StoreDb } from "../../../db/store-client";
import { hashRoster } from "./hash-roster";

/** Rows per D1 read: a page of the largest rows seen (about 2 KB) stays near 1 MB. */
const PAGE = 500;

/** Copies the league's D1 rows unless the store was copied before; returns the rows copied. */
export async function copyFromD1(store: StoreDb, d1: Db, leagueId: number, now = new Date()): Promise<number> {
  if (storeMetaValue(store, "copied_from_d1")) return 0;
  let after: RowKey | null = null;
  let copied = 0;
  const seasons = new Map<ExportKind, Set<number>>();
  const rosters = new Map<string, { list: RosterList; rows: Record<string, unknown>[] }>();
  for (;;) {
    const page = await d1ExportRowsPage(d1, leagueId, after, PAGE);
    if (page.length === 0) break;
    store.$client.transactionSync(() => {
      for (const kind of new Set(page.map((r) => r.kind as ExportKind)))
        insertExportRows(store, kind, page.filter((r) => r.kind === kind) satisfies ExportRowInput[]);
    });
    for (const r of page) {
      const kind = r.kind as ExportKind;
      if (!seasons.has(kind)) seasons.set(kind, new Set());
      seasons.get(kind)!.add(r.season);
      if (kind === "roster" || kind === "freeagent") {
        const list: RosterList = { kind, teamId: kind === "roster" ? (r.teamId ?? -1) : -1 };
        const id = `${list.kind}:${list.teamId}`;
        if (!rosters.has(id)) rosters.set(id, { list, rows: [] });
        rosters.get(id)!.rows.push(r.data);
      }
    }
    copied += page.length;
    const last = page[page.length - 1]!;
    after = [last.kind, last.season, last.stage, last.week, last.rowId];
  }
  const hashed = await Promise.all(
    [...rosters.values()].map(async (r) => ({ ...r, roster: await hashRoster(r.rows) })),
  );
  store.$client.transactionSync(() => {
    for (const kind of PLAYER_STAT_KINDS)
      for (const season of seasons.get(kind) ?? []) rebuildSeasonTotals(store, kind, season);
    for (const { list, roster } of hashed) recordRosterSnapshot(store, list, roster, now);
    setStoreMeta(store, "copied_from_d1", now.toISOString());
  });
  return copied;
}

/**
 * How many rows D1 holds for the league, and for how many of them the store holds a row with the
 * same key (the copy's, or a later export's that replaced it). Equal once the copy is done, unless a
 * later export dropped a key the copy stored (a week sent again with fewer rows): then the D1 rows
 * are kept, since the count can no longer prove each one was copied.
 */
export async function confirmCopied(
  store: StoreDb,
  d1: Db,
  leagueId: number,
): Promise<{ d1Rows: number; stored: number }> {
  let after: RowKey | null = null;
  let d1Rows = 0;
  let stored = 0;
  for (;;) {
    const page = await d1ExportRowsPage(d1, leagueId, after, PAGE);
    if (page.length === 0) return { d1Rows, stored };
    const keys = page.map((r): RowKey => [r.kind, r.season, r.stage, r.week, r.rowId]);
    d1Rows += page.length;
    stored += countStoredKeys(store, keys);
    after = keys[keys.length - 1]!;
  }
}
