// One story per finished exported game (decision 223): the row is the claim, so a re-sent week or
// two jobs at once never make a second story.
import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import type { Db } from "../client";
import { PUBLISHED_STATUS } from "../domain";
import { exportGames, recaps } from "../schema";
import type { BoxScoreUpdate } from "./recap-status";

export interface GameKey {
  leagueId: number;
  season: number;
  stage: number;
  week: number;
  scheduleId: number;
}

const where = (k: GameKey) =>
  and(
    eq(exportGames.leagueId, k.leagueId),
    eq(exportGames.season, k.season),
    eq(exportGames.stage, k.stage),
    eq(exportGames.week, k.week),
    eq(exportGames.scheduleId, k.scheduleId),
  );

export async function getExportGame(db: Db, key: GameKey) {
  const [row] = await db.select().from(exportGames).where(where(key));
  return row;
}

/** Records the game (no story yet); false when it was already recorded. */
export async function claimExportGame(db: Db, key: GameKey, hash: string): Promise<boolean> {
  const rows = await db
    .insert(exportGames)
    .values({ ...key, boxHash: hash })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

/** Links the story, only if no story is linked yet (false: another job's story won). */
export async function linkStory(db: Db, key: GameKey, recapId: number): Promise<boolean> {
  const rows = await db
    .update(exportGames)
    .set({ recapId, updatedAt: new Date() })
    .where(and(where(key), isNull(exportGames.recapId)))
    .returning();
  return rows.length > 0;
}

/** The export's box score changed after the story was written: kept, and the story flagged. */
export async function flagCorrected(db: Db, key: GameKey, hash: string) {
  await db.update(exportGames).set({ boxHash: hash, needsRewrite: true, updatedAt: new Date() }).where(where(key));
}

export async function listFlaggedGames(db: Db, leagueId: number) {
  return db
    .select()
    .from(exportGames)
    .where(and(eq(exportGames.leagueId, leagueId), eq(exportGames.needsRewrite, true)));
}

/**
 * A story still held for the commissioner's approval (a draft) takes the corrected box score and
 * hash in one batch; false when the story is no longer a draft.
 */
export async function replaceHeldBoxScore(db: Db, recapId: number, box: BoxScoreUpdate, key: GameKey, hash: string) {
  const updated = await db
    .update(recaps)
    .set({ ...box, updatedAt: new Date() })
    .where(and(eq(recaps.id, recapId), eq(recaps.status, "draft")))
    .returning({ id: recaps.id });
  if (updated.length === 0) return false;
  await db.update(exportGames).set({ boxHash: hash, updatedAt: new Date() }).where(where(key));
  return true;
}

/** The game whose story this is, in this league (a rewrite starts from it). */
export async function gameOfStory(db: Db, leagueId: number, recapId: number) {
  const [row] = await db
    .select()
    .from(exportGames)
    .where(and(eq(exportGames.leagueId, leagueId), eq(exportGames.recapId, recapId)));
  return row;
}

/** The rewrite was started: the story no longer waits for one. */
export async function clearRewrite(db: Db, key: GameKey) {
  await db.update(exportGames).set({ needsRewrite: false, updatedAt: new Date() }).where(where(key));
}

/**
 * A member's own published recap of this game (decision 226): same league, the same two teams
 * (any case) and the same score, and not yet any game's story. The oldest wins.
 */
export async function findMemberRecap(db: Db, leagueId: number, box: Omit<BoxScoreUpdate, "players">) {
  const [row] = await db
    .select({ id: recaps.id })
    .from(recaps)
    .where(
      and(
        eq(recaps.leagueId, leagueId),
        eq(recaps.type, "game_recap"),
        eq(recaps.status, PUBLISHED_STATUS),
        sql`lower(trim(${recaps.homeTeam})) = lower(${box.homeTeam})`,
        sql`lower(trim(${recaps.awayTeam})) = lower(${box.awayTeam})`,
        eq(recaps.homeScore, box.homeScore),
        eq(recaps.awayScore, box.awayScore),
        notExists(db.select({ one: sql`1` }).from(exportGames).where(eq(exportGames.recapId, recaps.id))),
      ),
    )
    .orderBy(recaps.createdAt)
    .limit(1);
  return row;
}

/** Links a member's recap as the game's story (only if none is linked yet). */
export async function linkMemberStory(db: Db, key: GameKey, recapId: number): Promise<boolean> {
  const rows = await db
    .update(exportGames)
    .set({ recapId, memberStory: true, updatedAt: new Date() })
    .where(and(where(key), isNull(exportGames.recapId)))
    .returning();
  return rows.length > 0;
}

/** The export's latest box score hash, nothing else changed. */
export async function replaceHash(db: Db, key: GameKey, hash: string) {
  await db.update(exportGames).set({ boxHash: hash, updatedAt: new Date() }).where(where(key));
}
