// A published recap's correction and its rewrite (issue 20 item 6, decision 202). The rewrite's own
// states live in `recap_rewrites` (writing → done | failed); the recap itself stays `ready` the
// whole time, so readers keep the published text until the new one has passed its checks. Each
// step is one conditional statement (or one batch), so a late or repeated job cannot undo a newer one.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import { type GameWeek, PUBLISHED_STATUS, type StoryPlayerNames } from "../domain";
import { type RecapRewrite, recapRewrites, recaps } from "../schema";
import type { BoxScoreUpdate } from "./recap-status";

/** What the author corrected, and the reporter who rewrites it. */
export interface Correction extends BoxScoreUpdate {
  gameDate: string;
  season: number | null;
  week: GameWeek | null;
  writerId: string;
}

/**
 * Starts a rewrite from `correction`; false when one is already being written (never two at once).
 * A failed or finished earlier correction is replaced.
 */
export async function startRewrite(db: Db, recapId: number, correction: Correction, requestedBy: number) {
  const values = { ...correction, state: "writing" as const, error: null, previousContent: null, requestedBy };
  const rows = await db
    .insert(recapRewrites)
    .values({ recapId, ...values })
    .onConflictDoUpdate({
      target: recapRewrites.recapId,
      set: { ...values, createdAt: new Date(), updatedAt: new Date() },
      setWhere: ne(recapRewrites.state, "writing"),
    })
    .returning({ recapId: recapRewrites.recapId });
  return rows.length > 0;
}

export async function getRewrite(db: Db, recapId: number): Promise<RecapRewrite | undefined> {
  const [row] = await db.select().from(recapRewrites).where(eq(recapRewrites.recapId, recapId)).limit(1);
  return row;
}

/**
 * The rewrite passed its checks: in one batch the replaced text is kept on the rewrite and the
 * recap takes the corrected facts, the reporter and the new text. False when no rewrite was being
 * written or the recap is no longer published (then nothing changes).
 */
export async function publishRewrite(
  db: Db,
  rewrite: RecapRewrite,
  { content, playerNames }: { content: string; playerNames: StoryPlayerNames | null },
): Promise<boolean> {
  const writing = and(eq(recapRewrites.recapId, rewrite.recapId), eq(recapRewrites.state, "writing"));
  const published = and(eq(recaps.id, rewrite.recapId), eq(recaps.status, PUBLISHED_STATUS));
  const stillWriting = sql`exists (select 1 from ${recapRewrites} where ${writing})`;
  // One batch is one transaction: keep the live text, replace it, then close the rewrite.
  const [, replaced] = await db.batch([
    db
      .update(recapRewrites)
      .set({ previousContent: sql`(select ${recaps.content} from ${recaps} where ${published})` })
      .where(writing),
    db
      .update(recaps)
      .set({
        homeTeam: rewrite.homeTeam,
        awayTeam: rewrite.awayTeam,
        homeScore: rewrite.homeScore,
        awayScore: rewrite.awayScore,
        gameDate: rewrite.gameDate,
        season: rewrite.season,
        week: rewrite.week,
        players: rewrite.players,
        playerNames,
        writerId: rewrite.writerId,
        content,
        updatedAt: new Date(),
      })
      .where(and(published, stillWriting))
      .returning({ id: recaps.id }),
    db
      .update(recapRewrites)
      .set({ state: "done", error: null, updatedAt: new Date() })
      .where(and(writing, sql`exists (select 1 from ${recaps} where ${published})`)),
  ]);
  return replaced.length > 0;
}

/** The rewrite was not published: the recap keeps its text; the author reads why. */
export async function failRewrite(db: Db, recapId: number, reason: string): Promise<void> {
  await db
    .update(recapRewrites)
    .set({ state: "failed", error: reason, updatedAt: new Date() })
    .where(and(eq(recapRewrites.recapId, recapId), eq(recapRewrites.state, "writing")));
}
