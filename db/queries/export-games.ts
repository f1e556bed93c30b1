// One story per finished exported game (decision 223): the row is the claim, so a re-sent week or
// two jobs at once never make a second story.
import { and, eq, exists, isNull, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { PUBLISHED_STATUS } from "../domain";
import { exportGames, type Recap, recaps } from "../schema";
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

/**
 * A member's game recap was published after the export's own story of the same game (decision
 * 227): same league, the same two teams (any case) and score, and the same season and week where
 * the member gave them. The member's recap becomes the game's story and the export's story is
 * retired (kept, no longer public) in one batch. Returns the retired story's id, or undefined when
 * no automatic story matches or the recap is already a game's story.
 */
export async function adoptMemberRecap(db: Db, recap: Recap): Promise<number | undefined> {
  if (recap.type !== "game_recap" || recap.leagueId == null || recap.status !== PUBLISHED_STATUS) return undefined;
  if (!recap.homeTeam || !recap.awayTeam || recap.homeScore == null || recap.awayScore == null) return undefined;
  const auto = alias(recaps, "auto");
  const [game] = await db
    .select({ key: exportGames, autoId: auto.id })
    .from(exportGames)
    .innerJoin(auto, eq(auto.id, exportGames.recapId))
    .where(
      and(
        eq(exportGames.leagueId, recap.leagueId),
        eq(exportGames.memberStory, false),
        ne(auto.id, recap.id),
        sql`lower(${auto.homeTeam}) = lower(trim(${recap.homeTeam}))`,
        sql`lower(${auto.awayTeam}) = lower(trim(${recap.awayTeam}))`,
        eq(auto.homeScore, recap.homeScore),
        eq(auto.awayScore, recap.awayScore),
        recap.season == null ? undefined : eq(auto.season, recap.season),
        recap.week == null ? undefined : eq(auto.week, recap.week),
        notExists(db.select({ one: sql`1` }).from(exportGames).where(eq(exportGames.recapId, recap.id))),
      ),
    )
    .orderBy(exportGames.createdAt)
    .limit(1);
  if (!game) return undefined;
  const { key, autoId } = game;
  const [linked] = await db.batch([
    db
      .update(exportGames)
      .set({ recapId: recap.id, memberStory: true, needsRewrite: false, retiredRecapId: autoId, updatedAt: new Date() })
      .where(and(where(key), eq(exportGames.recapId, autoId)))
      .returning({ recapId: exportGames.recapId }),
    // Only when the link above won (a second publish of another member's recap finds no auto story).
    db
      .update(recaps)
      .set({ status: "retired", updatedAt: new Date() })
      .where(
        and(
          eq(recaps.id, autoId),
          exists(
            db
              .select({ one: sql`1` })
              .from(exportGames)
              .where(and(eq(exportGames.recapId, recap.id), eq(exportGames.retiredRecapId, autoId))),
          ),
        ),
      ),
  ]);
  return linked.length > 0 ? autoId : undefined;
}

/** The published story that replaced a retired export story (its old address leads there). */
export async function storyReplacing(db: Db, retiredId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ recapId: exportGames.recapId })
    .from(exportGames)
    .innerJoin(recaps, eq(recaps.id, exportGames.recapId))
    .where(and(eq(exportGames.retiredRecapId, retiredId), eq(recaps.status, PUBLISHED_STATUS)))
    .limit(1);
  return row?.recapId ?? undefined;
}

/** The export story a member's recap replaced (decision 227), with its game: undefined for any other article. */
export async function retiredStoryOf(
  db: Db,
  recapId: number,
): Promise<{ key: GameKey; retiredId: number } | undefined> {
  const [row] = await db
    .select()
    .from(exportGames)
    .where(and(eq(exportGames.recapId, recapId), eq(exportGames.memberStory, true)));
  if (!row || row.retiredRecapId == null) return undefined;
  const { leagueId, season, stage, week, scheduleId } = row;
  return { key: { leagueId, season, stage, week, scheduleId }, retiredId: row.retiredRecapId };
}

/**
 * Deletes a member's recap that had replaced the export's story, and gives the game its export story
 * back, in one batch (decision 230): the story leaves `retired` as a draft holding the export's
 * current box score, so it is written again from that box score and checked before anyone reads it.
 * False when the game no longer pointed at this recap (nothing is changed then but the delete).
 */
export async function deleteMemberStory(
  db: Db,
  recapId: number,
  { key, retiredId }: { key: GameKey; retiredId: number },
  box: BoxScoreUpdate,
): Promise<boolean> {
  const [, restored] = await db.batch([
    db
      .update(exportGames)
      .set({ recapId: retiredId, memberStory: false, retiredRecapId: null, needsRewrite: false, updatedAt: new Date() })
      .where(and(where(key), eq(exportGames.recapId, recapId), eq(exportGames.retiredRecapId, retiredId))),
    // Only when the game above now points at it.
    db
      .update(recaps)
      .set({ ...box, status: "draft", updatedAt: new Date() })
      .where(
        and(
          eq(recaps.id, retiredId),
          eq(recaps.status, "retired"),
          exists(
            db
              .select({ one: sql`1` })
              .from(exportGames)
              .where(and(where(key), eq(exportGames.recapId, retiredId))),
          ),
        ),
      )
      .returning({ id: recaps.id }),
    db.delete(recaps).where(eq(recaps.id, recapId)),
  ]);
  return restored.length === 1;
}
