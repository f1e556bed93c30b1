// One story per finished exported game (decision 223): the row is the claim, so a re-sent week or
// two jobs at once never make a second story; a member's recap of the game is that story instead
// (decisions 226, 227, 230, 231).
import { and, eq, exists, isNotNull, isNull, ne, notExists, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { type GameWeek, type PlayerStat, PUBLISHED_STATUS } from "../domain";
import { exportGames, type Recap, recaps } from "../schema";
import { mayTellGame } from "./game-story-teller";
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

/** The export's box score changed after the story was written: kept, and the story flagged. */
export async function flagCorrected(db: Db, key: GameKey, hash: string) {
  await db.update(exportGames).set({ boxHash: hash, needsRewrite: true, updatedAt: new Date() }).where(where(key));
}

/**
 * The league's games flagged for a rewrite that still have a story to rewrite: a story deleted since
 * it was flagged leaves its game with none (the foreign key empties the link), and is not listed.
 */
export async function listFlaggedGames(db: Db, leagueId: number) {
  const rows = await db
    .select()
    .from(exportGames)
    .where(and(eq(exportGames.leagueId, leagueId), eq(exportGames.needsRewrite, true), isNotNull(exportGames.recapId)));
  return rows.flatMap(({ recapId, ...game }) => (recapId === null ? [] : [{ ...game, recapId }]));
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
 * What a member's recap is matched on (decisions 226, 227, 260): a game's league, teams, score,
 * season and week, and the box score its player lines must agree with.
 */
export interface GameFacts {
  leagueId: number;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  season: number | null;
  week: GameWeek | null;
  players: PlayerStat[];
}
/** One side of the match: each field a column or a value. */
type MatchSide = { [K in keyof GameFacts]: unknown };
/** The recap's side also names its author. */
type RecapSide = MatchSide & { userId: unknown };

const recapSide: RecapSide = recaps;

/**
 * The one rule for "this recap is about that game", used by the export's job, by publishing and
 * editing a member's recap, and by the check that a linked recap still is: the same league, the same
 * two teams (trimmed, any case), the same score, and the same season and week where the recap gives
 * them (a recap of another week is another game); and its author an active member of the league
 * whose player lines agree with the game's box score (decision 260).
 */
const namesGame = (recap: RecapSide, game: MatchSide) =>
  and(
    sql`${recap.leagueId} = ${game.leagueId}`,
    sql`lower(trim(${recap.homeTeam})) = lower(trim(${game.homeTeam}))`,
    sql`lower(trim(${recap.awayTeam})) = lower(trim(${game.awayTeam}))`,
    sql`${recap.homeScore} = ${game.homeScore}`,
    sql`${recap.awayScore} = ${game.awayScore}`,
    sql`(${recap.season} is null or ${recap.season} = ${game.season})`,
    sql`(${recap.week} is null or ${recap.week} = ${game.week})`,
    mayTellGame(recap, game),
  );

/** Not already some game's story (each recap is the story of one game at most). */
const unlinked = (db: Db, recapId: SQLWrapper | number) =>
  notExists(db.select({ one: sql`1` }).from(exportGames).where(sql`${exportGames.recapId} = ${recapId}`));

/** The oldest published member recap that names the game and is not yet any game's story. */
const memberRecapNaming = (db: Db, game: GameFacts) =>
  db
    .select({ id: recaps.id })
    .from(recaps)
    .where(
      and(
        eq(recaps.type, "game_recap"),
        eq(recaps.status, PUBLISHED_STATUS),
        namesGame(recapSide, game),
        unlinked(db, recaps.id),
      ),
    )
    .orderBy(recaps.createdAt, recaps.id)
    .limit(1);

/**
 * Makes the member recap that names the game its story, if there is one and the game has no story
 * yet; `retiredId` is the export story it replaces, if the job already made one.
 */
const linkMemberRecap = (db: Db, key: GameKey, game: GameFacts, retiredId: number | null) => {
  const member = memberRecapNaming(db, game);
  return db
    .update(exportGames)
    .set({
      recapId: sql`(${member})`,
      memberStory: true,
      needsRewrite: false,
      retiredRecapId: retiredId,
      updatedAt: new Date(),
    })
    .where(and(where(key), isNull(exportGames.recapId), exists(member)))
    .returning({ recapId: exportGames.recapId });
};

/** A member already wrote this game up (decision 226): that recap becomes its story; false when none does. */
export async function linkMemberStory(db: Db, key: GameKey, game: GameFacts): Promise<boolean> {
  const rows = await linkMemberRecap(db, key, game, null);
  return rows.length > 0;
}

/**
 * Links the export's new story to its game, in one batch so that a member's recap of the game
 * published meanwhile is seen (decision 231): that recap becomes the game's story and the export's
 * is retired, exactly as if the member had published after it (decision 227). "taken" when another
 * delivery of the week linked its own story first.
 */
export async function linkExportStory(
  db: Db,
  key: GameKey,
  game: GameFacts,
  storyId: number,
): Promise<"story" | "member" | "taken"> {
  const [toMember, toStory] = await db.batch([
    linkMemberRecap(db, key, game, storyId),
    db
      .update(exportGames)
      .set({ recapId: storyId, memberStory: false, retiredRecapId: null, updatedAt: new Date() })
      .where(and(where(key), isNull(exportGames.recapId)))
      .returning({ recapId: exportGames.recapId }),
    // Only when the member's recap won above.
    db
      .update(recaps)
      .set({ status: "retired", updatedAt: new Date() })
      .where(
        and(
          eq(recaps.id, storyId),
          exists(
            db
              .select({ one: sql`1` })
              .from(exportGames)
              .where(and(where(key), eq(exportGames.retiredRecapId, storyId))),
          ),
        ),
      ),
  ]);
  return toMember.length > 0 ? "member" : toStory.length > 0 ? "story" : "taken";
}

/** The export's latest box score hash, nothing else changed. */
export async function replaceHash(db: Db, key: GameKey, hash: string) {
  await db.update(exportGames).set({ boxHash: hash, updatedAt: new Date() }).where(where(key));
}

/**
 * A member's game recap was published (or edited) after the export's own story of the same game
 * (decision 227): the member's recap becomes the game's story and the export's story is retired
 * (kept, no longer public) in one batch. Returns the retired story's id, or undefined when no
 * automatic story matches or the recap is already a game's story.
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
        eq(exportGames.memberStory, false),
        ne(auto.id, recap.id),
        namesGame(recap, {
          leagueId: exportGames.leagueId,
          homeTeam: auto.homeTeam,
          awayTeam: auto.awayTeam,
          homeScore: auto.homeScore,
          awayScore: auto.awayScore,
          season: auto.season,
          week: auto.week,
          players: auto.players,
        }),
        unlinked(db, recap.id),
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

/** The game a member's recap is the story of (decisions 226, 227), with the export story it replaced if there was one. */
export interface MemberGame {
  key: GameKey;
  retiredId: number | null;
}

export async function memberGameOf(db: Db, recapId: number): Promise<MemberGame | undefined> {
  const [row] = await db
    .select()
    .from(exportGames)
    .where(and(eq(exportGames.recapId, recapId), eq(exportGames.memberStory, true)));
  if (!row) return undefined;
  const { leagueId, season, stage, week, scheduleId } = row;
  return { key: { leagueId, season, stage, week, scheduleId }, retiredId: row.retiredRecapId };
}

/** Whether the recap, as it is now, still names the game (the rule of `namesGame`). */
export async function stillNamesGame(db: Db, recapId: number, game: GameFacts): Promise<boolean> {
  const rows = await db
    .select({ id: recaps.id })
    .from(recaps)
    .where(and(eq(recaps.id, recapId), namesGame(recapSide, game)));
  return rows.length > 0;
}

/**
 * A member's recap stops being its game's story: it is deleted (decision 230, `remove`), or edited
 * so that it no longer names the game (decision 231). In one batch:
 * - with an export story it had replaced, the game points back at that story, which leaves `retired`
 *   as a draft holding the export's **current** box score (so it is written again from that box
 *   score and checked before anyone reads it), only if the game now points at it: "restored";
 * - without one (the member wrote first, decision 226), the game has no story again, for the export's
 *   job to write: "unlinked";
 * - "none" when the game no longer pointed at this recap (nothing is changed then but the delete).
 */
export async function releaseMemberStory(
  db: Db,
  recapId: number,
  { key, retiredId }: MemberGame,
  box: BoxScoreUpdate,
  { remove }: { remove: boolean },
): Promise<"restored" | "unlinked" | "none"> {
  const ofThisRecap = and(where(key), eq(exportGames.recapId, recapId));
  const deleted = db.delete(recaps).where(eq(recaps.id, recapId));
  if (retiredId == null) {
    const unlink = db
      .update(exportGames)
      .set({ recapId: null, memberStory: false, needsRewrite: false, updatedAt: new Date() })
      .where(and(ofThisRecap, isNull(exportGames.retiredRecapId)))
      .returning({ scheduleId: exportGames.scheduleId });
    const [unlinkedRows] = remove ? await db.batch([unlink, deleted]) : [await unlink];
    return unlinkedRows.length === 1 ? "unlinked" : "none";
  }
  const back = db
    .update(exportGames)
    .set({ recapId: retiredId, memberStory: false, retiredRecapId: null, needsRewrite: false, updatedAt: new Date() })
    .where(and(ofThisRecap, eq(exportGames.retiredRecapId, retiredId)));
  // Only when the game above now points at it.
  const restore = db
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
    .returning({ id: recaps.id });
  const [, restored] = remove ? await db.batch([back, restore, deleted]) : await db.batch([back, restore]);
  return restored.length === 1 ? "restored" : "none";
}
