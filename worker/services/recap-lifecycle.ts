// The recap lifecycle in one place: every named step of an article's life, the jobs it queues and
// the 409 an illegal step gets. The allowed status changes are the TRANSITIONS table in
// db/queries/recap-status.ts, which also makes each change one conditional UPDATE (races safe).
//
//   create ─┬─ no AI ──────────────────────────────▶ ready ─▶ publish (Discord)
//           ├─ AI news ─────────────▶ generating ─┬─▶ ready ─▶ publish
//           └─ game recap ─▶ draft ─▶ (confirm)   └─▶ failed ─▶ (retry) ─▶ generating
//   draft/failed ─ extract ─▶ draft (screenshots read into the box score; queued on upload)
//   ready ─ correct ─▶ (rewrite job) ─┬─▶ ready with the corrected facts and new text
//                                     └─▶ ready as it was; the rewrite failed and says why
//   (a correction has its own states in recap_rewrites; the recap stays published throughout)
//   finish/rewrite/edit of a member's recap of an exported game ─▶ the game's story; the export's ─▶ retired
//   that member's recap deleted, or edited so it no longer names the game ─▶ the export's story
//   retired ─▶ draft (─▶ confirm if the league publishes automatically; decisions 230, 231)
import type { Db } from "../../db/client";
import { PUBLISHED_STATUS, type StoryPlayerNames } from "../../db/domain";
import {
  adoptMemberRecap,
  type MemberGame,
  memberGameOf,
  releaseMemberStory,
  stillNamesGame,
} from "../../db/queries/export-games";
import { getLeague } from "../../db/queries/leagues";
import {
  type Correction,
  failRewrite,
  getRewrite,
  publishRewrite,
  startRewrite,
} from "../../db/queries/recap-rewrites";
import {
  type BoxScoreUpdate,
  canTransition,
  confirmBoxScore,
  failGeneration,
  finishGeneration,
  insertRecapOnce,
  markExtractionRunning,
  retryGeneration,
  saveExtraction,
  type Transition,
} from "../../db/queries/recap-status";
import { getRecap } from "../../db/queries/recaps";
import type { NewRecap, Recap } from "../../db/schema";
import { ApiError } from "../errors";
import { enqueue } from "../jobs/types";
import { aiAllowance } from "./ai/allowance";
import { readStatsImages, readsImages } from "./ai/extract";
import { currentBoxScore, factsOfGame } from "./league-export/week-games";

/** A checked story and how it names its box score's players (decision 330). */
export interface Written {
  content: string;
  playerNames: StoryPlayerNames | null;
}

/**
 * The create flow uploads the featured image in a second request right after the article exists;
 * a short delay lets the Discord post include it.
 */
export const DISCORD_POST_DELAY_SECONDS = 8;

const BUSY_MESSAGE = "Our reporter is already writing this story.";
const RETIRED = "A member's recap is now this game's story, so this one is not written.";
const REFUSED: Record<Transition, string> = {
  extract: "This story is already published, so its screenshots are not read again.",
  confirm: BUSY_MESSAGE,
  retry: "Only a story that failed can be retried.",
  finish: "This story is not being written.",
  fail: "This story is not being written.",
  approve: "This article is not waiting for approval.",
};

/** The 409 of a step the article's status does not allow. */
const refused = (step: Transition, status: string) =>
  new ApiError("conflict", status === "generating" ? BUSY_MESSAGE : status === "retired" ? RETIRED : REFUSED[step]);

export function assertAllowed(step: Transition, row: Recap): void {
  if (!canTransition(step, row.status)) throw refused(step, row.status);
}

/** A ready article goes to its league's Discord channel and into weekly reels (queued jobs; publishing never waits). */
export async function publish(env: Env, recapId: number): Promise<void> {
  await enqueue(env, { type: "discord-post", recapId }, { delaySeconds: DISCORD_POST_DELAY_SECONDS });
  // Weekly reels of favourite teams are made again with the new game (decision 182).
  await enqueue(env, { type: "auto-reels", recapId });
}

/**
 * A member's published game recap is matched again to the exported games (decisions 227, 231), when
 * it is published and when its game data changes: a recap that no longer names the game it is the
 * story of gives that game its export story back, and a recap that names a game whose story is the
 * export's own becomes that game's story (the export's is retired). Publishing and editing never
 * fail on it.
 */
async function matchGameStory(env: Env, db: Db, row: Recap): Promise<void> {
  try {
    const linked = await memberGameOf(db, row.id);
    if (linked) {
      const box = await currentBoxScore(env, linked.key);
      if (!box || (await stillNamesGame(db, row.id, factsOfGame(linked.key, box)))) return;
      await releaseGameStory(env, db, row.id, linked, box, { remove: false });
    }
    await adoptMemberRecap(db, row);
  } catch (err) {
    console.error("Could not match the recap to its exported game", row.id, err);
  }
}

/**
 * A member's recap stops being its game's story (deleted, or edited away; `releaseMemberStory`). The
 * export story it replaced is written again from the export's box score and checked, in a league
 * that publishes automatically, or held for its commissioner; a game the member wrote up first is
 * given to the export's job, which writes its story.
 */
export async function releaseGameStory(
  env: Env,
  db: Db,
  recapId: number,
  linked: MemberGame,
  box: BoxScoreUpdate,
  { remove }: { remove: boolean },
): Promise<void> {
  const outcome = await releaseMemberStory(db, recapId, linked, box, { remove });
  const { leagueId, season, stage, week } = linked.key;
  if (outcome === "unlinked") await enqueue(env, { type: "export-week", leagueId, season, stage, week });
  if (outcome !== "restored" || linked.retiredId == null) return;
  if ((await getLeague(db, leagueId))?.autoPublish) await startWriting(env, db, linked.retiredId, box);
}

/** What names the game a recap is about; an edit that changes none of it is not matched again. */
const GAME_DATA = ["leagueId", "homeTeam", "awayTeam", "homeScore", "awayScore", "season", "week"] as const;

/** The author edited a recap (PATCH): a published game recap whose game data changed is matched again. */
export async function edited(env: Env, db: Db, before: Recap, after: Recap): Promise<void> {
  if (after.type !== "game_recap" || after.status !== PUBLISHED_STATUS) return;
  if (GAME_DATA.every((field) => before[field] === after[field])) return;
  await matchGameStory(env, db, after);
}

/**
 * A new article, inserted in its final initial status, with the job that status needs. A repeat of
 * a create that already happened (same author and create key) is the same article, started once.
 */
export async function create(
  env: Env,
  db: Db,
  values: Omit<NewRecap, "status">,
): Promise<{ row: Recap; created: boolean }> {
  const { row, created } = await insertRecapOnce(db, values);
  if (!created) return { row, created };
  if (row.status === "generating") await enqueue(env, { type: "generate", recapId: row.id });
  if (row.status === "ready") {
    try {
      await publish(env, row.id);
    } catch (err) {
      // The article exists and is readable; only its Discord post is lost.
      console.error("Could not queue the article for publishing", row.id, err);
    }
  }
  return { row, created };
}

/**
 * Stats screenshots were stored: reading them is queued when the provider reads images and the
 * recap can still take a box score (draft or failed). Over the author's AI allowance, nothing is
 * queued; the box-score page offers reading them again.
 */
export async function screenshotsStored(env: Env, db: Db, row: Recap, userId: number): Promise<void> {
  if (row.type !== "game_recap" || !canTransition("extract", row.status) || !readsImages(env)) return;
  if (!(await aiAllowance(env, userId))) return;
  if (await markExtractionRunning(db, row.id)) await enqueue(env, { type: "extract", recapId: row.id });
}

/** Reads the screenshots now (the job, and the author's 'read again'); false when the status no longer allows it. */
export async function extract(env: Env, db: Db, row: Recap): Promise<boolean> {
  if (!canTransition("extract", row.status)) return false;
  return saveExtraction(db, row.id, await readStatsImages(env, db, row));
}

/** 'Read again': like `extract`, answered with a 409 when the status does not allow it. */
export async function extractNow(env: Env, db: Db, row: Recap): Promise<Recap> {
  assertAllowed("extract", row);
  if (!(await extract(env, db, row))) throw refused("extract", (await getRecap(db, row.id))?.status ?? row.status);
  return (await getRecap(db, row.id)) ?? row;
}

/** 'Write my recap': the confirmed box score is saved and the reporter queued, in that order. */
export async function confirm(env: Env, db: Db, row: Recap, box: BoxScoreUpdate): Promise<void> {
  assertAllowed("confirm", row);
  if (!(await startWriting(env, db, row.id, box))) throw refused("confirm", "generating");
}

/**
 * `confirm` for the export's own stories, which nobody is waiting on: false (no 409) when the story
 * could no longer be confirmed, e.g. a member's recap retired it meanwhile.
 */
export async function startWriting(env: Env, db: Db, recapId: number, box: BoxScoreUpdate): Promise<boolean> {
  if (!(await confirmBoxScore(db, recapId, box))) return false;
  await enqueue(env, { type: "generate", recapId });
  return true;
}

export async function retry(env: Env, db: Db, row: Recap): Promise<void> {
  assertAllowed("retry", row);
  if (!(await retryGeneration(db, row.id))) throw refused("retry", "generating");
  await enqueue(env, { type: "generate", recapId: row.id });
}

/** The reporter's text is published; false when the article was no longer being written. */
export async function finish(env: Env, db: Db, recapId: number, written: Written): Promise<boolean> {
  if (!(await finishGeneration(db, recapId, written.content, written.playerNames))) return false;
  const row = await getRecap(db, recapId);
  if (row) await matchGameStory(env, db, row);
  await publish(env, recapId);
  return true;
}

export async function fail(db: Db, recapId: number, reason: string): Promise<void> {
  await failGeneration(db, recapId, reason);
}

/**
 * The author (or an admin) corrected a published recap: the reporter rewrites it from the corrected
 * teams, score, date and box score (decision 202). The published text stays live meanwhile.
 */
export async function correct(env: Env, db: Db, row: Recap, correction: Correction, userId: number): Promise<void> {
  if (row.status !== "ready" || row.type !== "game_recap")
    throw new ApiError("conflict", "Only a published game recap can be corrected and rewritten.");
  if (!(await startRewrite(db, row.id, correction, userId)))
    throw new ApiError("conflict", "Our reporter is already rewriting this story.");
  await enqueue(env, { type: "rewrite", recapId: row.id });
}

/** The rewrite passed its checks and replaces the published text (no second Discord post). */
export async function finishRewrite(env: Env, db: Db, recapId: number, written: Written): Promise<boolean> {
  const rewrite = await getRewrite(db, recapId);
  if (rewrite?.state !== "writing") return false;
  if (!(await publishRewrite(db, rewrite, written))) return false;
  // The corrected teams, score or week may now name another exported game, or no longer name its own.
  const row = await getRecap(db, recapId);
  if (row) await matchGameStory(env, db, row);
  return true;
}

export const rewriteFailed = failRewrite;
