// The `export-week` job (issue 22, decision 223): every finished game of an exported week whose
// players' stats are in gets one story, written from the exported box score by the league's persona
// (or the rotation) through the normal recap path: draft → confirm → generate (claim checker) →
// ready → Discord. A league that holds stories leaves the draft for its commissioner to confirm.
import { createDb, type Db } from "../../db/client";
import { gameWeekOfExport, seasonOfExport } from "../../db/domain/game-week";
import { weekLabel } from "../../db/domain/league-export";
import {
  claimExportGame,
  flagCorrected,
  type GameKey,
  getExportGame,
  linkExportStory,
  linkMemberStory,
  replaceHash,
  replaceHeldBoxScore,
} from "../../db/queries/export-games";
import { AI_STORIES_PER_DAY, spendAiBudget } from "../../db/queries/league-ai-budget";
import { noteOnExport } from "../../db/queries/league-exports";
import { getLeague, type LeagueRow } from "../../db/queries/leagues";
import type { BoxScoreUpdate } from "../../db/queries/recap-status";
import { getRecap } from "../../db/queries/recaps";
import { deleteRecap } from "../../db/queries/recaps-write";
import { listWriters } from "../../db/queries/writers";
import type { Recap } from "../../db/schema";
import { boxHash } from "../services/league-export/box-score";
import { factsOfGame, loadWeek } from "../services/league-export/week-games";
import { assignedPersona } from "../services/persona";
import * as lifecycle from "../services/recap-lifecycle";
import type { JobOf, JobSpec } from "./types";

/** The league's persona, or the personas in rotation by `rotationIndex` (the newsroom writes with it too). */
export async function personaFor(db: Db, league: LeagueRow, rotationIndex: number) {
  const writers = await listWriters(db);
  if (league.personaId) return assignedPersona(writers, league.personaId)?.id ?? null;
  return writers.length ? writers[rotationIndex % writers.length]!.id : null;
}

/** The export's own story of a game, made as a `game_recap` draft of the commissioner's (not linked yet). */
export async function draftExportStory(env: Env, db: Db, league: LeagueRow, key: GameKey, box: BoxScoreUpdate) {
  const { row } = await lifecycle.create(env, db, {
    type: "game_recap",
    title: `${box.awayTeam} at ${box.homeTeam}: ${weekLabel(key.stage, key.week)}`,
    content: "",
    ...box,
    leagueId: league.id,
    leagueName: league.name,
    writerId: await personaFor(db, league, key.scheduleId + key.week),
    // The export carries no calendar date: the day the week was exported stands for it.
    gameDate: new Date().toISOString().slice(0, 10),
    season: seasonOfExport(key.season),
    week: gameWeekOfExport(key.stage, key.week),
    aiRequested: true,
    userId: league.commissionerId,
    userName: `${league.name} export`,
  });
  return row;
}

/**
 * Links the drafted story to its game and starts it (a league that publishes automatically); true
 * when it is the game's story. A member's recap of the game published since the job looked is seen
 * here, in the same batch as the link (decision 231): it becomes the story and the draft is retired.
 */
export async function settleExportStory(
  env: Env,
  db: Db,
  league: LeagueRow,
  key: GameKey,
  box: BoxScoreUpdate,
  story: Recap,
): Promise<boolean> {
  const linked = await linkExportStory(db, key, factsOfGame(key, box), story.id);
  // Another delivery of the same week linked its story first: this one is removed.
  if (linked === "taken") await deleteRecap(db, story.id);
  if (linked !== "story") return false;
  // A member's recap published after the link retires it (decision 227): then it is not written.
  if (league.autoPublish) await lifecycle.startWriting(env, db, story.id, box);
  return true;
}

export async function writeWeekStories(env: Env, job: JobOf<"export-week">): Promise<number> {
  return (await weekStories(env, job)).started;
}

/**
 * Stories started, and whether a reader can see anything the run changed: a week sent again
 * unchanged changes nothing, and a story the league holds for approval (a new draft, or a draft
 * taking a corrected box score) is not public, nor is a game link to it (decision 306).
 */
async function weekStories(
  env: Env,
  job: JobOf<"export-week">,
): Promise<{ started: number; seen: boolean; league?: string }> {
  const db = createDb(env.DB);
  const league = await getLeague(db, job.leagueId);
  if (!league) return { started: 0, seen: false };
  const week = { season: job.season, stage: job.stage, week: job.week };
  const { schedules, boxOf } = await loadWeek(env, league.id, week);
  let started = 0;
  let unwritten = 0;
  let seen = false;
  for (const game of schedules) {
    const box = boxOf(game);
    if (!box) continue;
    const hash = await boxHash(box);
    const key: GameKey = { leagueId: league.id, ...week, scheduleId: game.rowId };

    const known = (await claimExportGame(db, key, hash)) ? undefined : await getExportGame(db, key);
    if (known?.recapId != null && known.boxHash === hash) continue;
    if (known?.recapId != null) {
      // A member's own recap keeps the member's text: the export's correction is noted, not pushed on it.
      if (known.memberStory) {
        await replaceHash(db, key, hash);
        seen = true;
        continue;
      }
      const story = await getRecap(db, known.recapId);
      // A story still held for approval simply takes the corrected box score; a written one is
      // flagged for the commissioner to rewrite (its text was checked against the old one).
      if (story && (await replaceHeldBoxScore(db, story.id, box, key, hash))) continue;
      await flagCorrected(db, key, hash);
      seen = true;
      continue;
    }

    // A member already wrote this game up: that recap is the game's story, not a second one.
    if (await linkMemberStory(db, key, factsOfGame(key, box))) {
      seen = true;
      continue;
    }
    // Every draft counts against the league's AI budget (decision 302); a game past it stays
    // without a story until the week is sent again on a later day.
    if (!(await spendAiBudget(db, league.id))) {
      unwritten += 1;
      continue;
    }
    const story = await draftExportStory(env, db, league, key, box);
    const settled = await settleExportStory(env, db, league, key, box, story);
    if (settled) started += 1;
    // Held: a draft only its commissioner sees. Otherwise it is being written, or a member's recap
    // became the game's story instead.
    if (!settled || league.autoPublish) seen = true;
  }
  if (unwritten > 0 && job.exportId !== undefined)
    await noteOnExport(
      db,
      job.exportId,
      `${unwritten} game${unwritten === 1 ? "" : "s"} got no story: the league's AI budget (${AI_STORIES_PER_DAY} stories a day) is spent; send the week again tomorrow`,
    );
  // Everything above changed the league's own stories and game links only (decision 306).
  return { started, seen, league: league.nameKey };
}

export const exportWeekJob: JobSpec<"export-week"> = {
  run: async (job, env) => {
    const { seen, league } = await weekStories(env, job);
    return { kind: "done", unchanged: !seen, league };
  },
  changesPublicContent: true,
};
