// Each export POST or upload and what became of it (decision 300). A league's exports are ingested
// one at a time in the order they arrived: a job takes the oldest one waiting only while no other
// job holds one of the league's, so a week sent twice is stored in the order it was sent.
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { ExportSource } from "../domain/export-status";
import { type LeagueExport, leagueExports } from "../schema";

/** A job that took an export and died (its queue delivery timed out) is taken over after this. */
export const CLAIM_STALE_MS = 15 * 60 * 1000;
/** The exports a league's page lists, and how many are kept. */
export const EXPORTS_SHOWN = 30;
const EXPORTS_KEPT = 200;

export interface NewExport {
  leagueId: number;
  route: string;
  source: ExportSource;
  bytes: number;
  gzip: boolean;
}

export async function recordReceived(db: Db, e: NewExport & { bodyKey: string }): Promise<LeagueExport> {
  const [row] = await db
    .insert(leagueExports)
    .values({ ...e, state: "received" })
    .returning();
  return row!;
}

/** An export refused before its body was kept (too large, not gzip, …). */
export async function recordRefused(db: Db, e: NewExport, reason: string): Promise<void> {
  await db.insert(leagueExports).values({ ...e, state: "refused", detail: reason });
}

/**
 * Takes the league's oldest waiting export (or one a dead job held) unless another job holds one;
 * undefined when there is none to take. One statement, so two jobs never take the same one.
 */
export async function claimNextExport(db: Db, leagueId: number, now = Date.now()): Promise<LeagueExport | undefined> {
  const stale = now - CLAIM_STALE_MS;
  const rows = await db
    .update(leagueExports)
    .set({ state: "ingesting", claimedAt: new Date(now), updatedAt: new Date(now) })
    .where(
      sql`${leagueExports.id} = (
        select id from league_exports
        where league_id = ${leagueId}
          and (state = 'received' or (state = 'ingesting' and claimed_at <= ${stale}))
        order by id limit 1)
      and not exists (
        select 1 from league_exports
        where league_id = ${leagueId} and state = 'ingesting' and claimed_at > ${stale})`,
    )
    .returning();
  return rows[0];
}

/** The export is done: ingested (with its rows and what it did) or refused (with why). */
export async function settleExport(
  db: Db,
  id: number,
  outcome:
    | { state: "ingested"; rows: number; bodyHash: string | null; detail: string | null }
    | { state: "refused"; detail: string },
) {
  await db
    .update(leagueExports)
    .set({ ...outcome, bodyKey: null, claimedAt: null, updatedAt: new Date() })
    .where(eq(leagueExports.id, id));
}

/** A note on a settled export, added by a later job (e.g. games the AI budget left without a story). */
export async function noteOnExport(db: Db, id: number, note: string) {
  await db.update(leagueExports).set({ detail: note, updatedAt: new Date() }).where(eq(leagueExports.id, id));
}

/** A job that failed for a reason of its own (not the export's) hands the export back. */
export async function releaseExport(db: Db, id: number) {
  await db
    .update(leagueExports)
    .set({ state: "received", claimedAt: null, updatedAt: new Date() })
    .where(and(eq(leagueExports.id, id), eq(leagueExports.state, "ingesting")));
}

/** The hash of the last body of this route that was ingested (the same body again changes nothing). */
export async function lastIngestedHash(db: Db, leagueId: number, route: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: leagueExports.bodyHash })
    .from(leagueExports)
    .where(
      and(
        eq(leagueExports.leagueId, leagueId),
        eq(leagueExports.route, route),
        eq(leagueExports.state, "ingested"),
        isNotNull(leagueExports.bodyHash),
      ),
    )
    .orderBy(desc(leagueExports.id))
    .limit(1);
  return row?.hash ?? null;
}

/** Whether any of the league's exports still waits (or is being ingested). */
export async function hasWaitingExports(db: Db, leagueId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leagueExports.id })
    .from(leagueExports)
    .where(and(eq(leagueExports.leagueId, leagueId), sql`${leagueExports.state} in ('received', 'ingesting')`))
    .limit(1);
  return row !== undefined;
}

/** The league's latest exports, newest first, for its commissioner. */
export async function recentExports(db: Db, leagueId: number, limit = EXPORTS_SHOWN) {
  return db
    .select({
      id: leagueExports.id,
      route: leagueExports.route,
      source: leagueExports.source,
      state: leagueExports.state,
      detail: leagueExports.detail,
      rows: leagueExports.rows,
      bytes: leagueExports.bytes,
      createdAt: leagueExports.createdAt,
    })
    .from(leagueExports)
    .where(eq(leagueExports.leagueId, leagueId))
    .orderBy(desc(leagueExports.id))
    .limit(limit);
}

/** Forgets the league's settled exports beyond the latest EXPORTS_KEPT. */
export async function pruneExports(db: Db, leagueId: number) {
  await db.run(sql`delete from league_exports
    where league_id = ${leagueId} and state in ('ingested', 'refused')
      and id < (select id from league_exports where league_id = ${leagueId}
                order by id desc limit 1 offset ${EXPORTS_KEPT - 1})`);
}
