// The `export-week` job (issue 22, decision 223): every finished game of an exported week whose
// players' stats are in gets one story, written from the exported box score by the league's persona
// (or the rotation) through the normal recap path: draft → confirm → generate (claim checker) →
// ready → Discord. A league that holds stories leaves the draft for its commissioner to confirm.
import { createDb, type Db } from "../../db/client";
import { gameWeekOfExport, seasonOfExport } from "../../db/domain/game-week";
import { GAME_NOT_PLAYED, weekLabel } from "../../db/domain/league-export";
import {
  claimExportGame,
  findMemberRecap,
  flagCorrected,
  type GameKey,
  getExportGame,
  linkMemberStory,
  linkStory,
  replaceHash,
  replaceHeldBoxScore,
} from "../../db/queries/export-games";
import { weekRows } from "../../db/queries/export-rows";
import { getLeague, type LeagueRow } from "../../db/queries/leagues";
import { getRecap } from "../../db/queries/recaps";
import { deleteRecap } from "../../db/queries/recaps-write";
import { listWriters } from "../../db/queries/writers";
import { boxHash, type ExportData, exportBoxScore } from "../services/league-export/box-score";
import { assignedPersona } from "../services/persona";
import * as lifecycle from "../services/recap-lifecycle";
import type { JobOf, JobSpec } from "./types";

/** The stat groups a story needs before it is written (kicking and punting are not in the box score). */
const NEEDED = ["passing", "rushing", "receiving", "defense"] as const;

async function personaFor(db: Db, league: LeagueRow, rotationIndex: number) {
  const writers = await listWriters(db);
  if (league.personaId) return assignedPersona(writers, league.personaId)?.id ?? null;
  return writers.length ? writers[rotationIndex % writers.length]!.id : null;
}

type WeekRef = { season: number; stage: number; week: number };
type ScheduleRow = Awaited<ReturnType<typeof weekRows>>[number];

/** A week's games and everything their box scores are built from. */
async function loadWeek(db: Db, leagueId: number, week: WeekRef) {
  const [schedules, teamRows, ...groups] = await Promise.all([
    weekRows(db, leagueId, "schedule", week),
    weekRows(db, leagueId, "team", { season: -1, stage: -1, week: -1 }),
    ...NEEDED.map((kind) => weekRows(db, leagueId, kind, week)),
  ]);
  const teams = new Map(teamRows.map((t) => [t.rowId, t.data as ExportData]));
  /** The game's exported box score; undefined until it is played and every needed group is in. */
  const boxOf = (game: ScheduleRow) => {
    if (game.data.status === GAME_NOT_PLAYED) return undefined;
    const stats = groups.map((rows) =>
      rows.filter((r) => r.scheduleId === game.rowId).map((r) => r.data as ExportData),
    );
    if (stats.some((rows) => rows.length === 0)) return undefined;
    const [passing, rushing, receiving, defense] = stats as [ExportData[], ExportData[], ExportData[], ExportData[]];
    return exportBoxScore({ schedule: game.data, teams, passing, rushing, receiving, defense });
  };
  return { schedules, boxOf };
}

/** The box score the export holds now for one game (a rewrite is written from it). */
export async function currentBoxScore(db: Db, key: GameKey) {
  const { schedules, boxOf } = await loadWeek(db, key.leagueId, key);
  const game = schedules.find((g) => g.rowId === key.scheduleId);
  return game ? boxOf(game) : undefined;
}

export async function writeWeekStories(env: Env, job: JobOf<"export-week">): Promise<number> {
  const db = createDb(env.DB);
  const league = await getLeague(db, job.leagueId);
  if (!league) return 0;
  const week = { season: job.season, stage: job.stage, week: job.week };
  const { schedules, boxOf } = await loadWeek(db, league.id, week);
  let started = 0;
  for (const game of schedules) {
    const box = boxOf(game);
    if (!box) continue;
    const hash = await boxHash(box);
    const key: GameKey = { leagueId: league.id, ...week, scheduleId: game.rowId };

    const known = (await claimExportGame(db, key, hash)) ? undefined : await getExportGame(db, key);
    if (known?.recapId != null) {
      if (known.boxHash === hash) continue;
      // A member's own recap keeps the member's text: the export's correction is noted, not pushed on it.
      if (known.memberStory) {
        await replaceHash(db, key, hash);
        continue;
      }
      const story = await getRecap(db, known.recapId);
      // A story still held for approval simply takes the corrected box score; a written one is
      // flagged for the commissioner to rewrite (its text was checked against the old one).
      if (!(story && (await replaceHeldBoxScore(db, story.id, box, key, hash)))) await flagCorrected(db, key, hash);
      continue;
    }

    // A member already wrote this game up: that recap is the game's story, not a second one.
    const mine = await findMemberRecap(db, league.id, box);
    if (mine && (await linkMemberStory(db, key, mine.id))) continue;

    const label = weekLabel(job.stage, job.week);
    const { row } = await lifecycle.create(env, db, {
      type: "game_recap",
      title: `${box.awayTeam} at ${box.homeTeam}: ${label}`,
      content: "",
      ...box,
      leagueId: league.id,
      leagueName: league.name,
      writerId: await personaFor(db, league, game.rowId + job.week),
      // The export carries no calendar date: the day the week was exported stands for it.
      gameDate: new Date().toISOString().slice(0, 10),
      season: seasonOfExport(job.season),
      week: gameWeekOfExport(job.stage, job.week),
      aiRequested: true,
      userId: league.commissionerId,
      userName: `${league.name} export`,
    });
    if (!(await linkStory(db, key, row.id))) {
      // Another delivery of the same week linked its story first: this one is removed.
      await deleteRecap(db, row.id);
      continue;
    }
    if (league.autoPublish) await lifecycle.confirm(env, db, row, box);
    started += 1;
  }
  return started;
}

export const exportWeekJob: JobSpec<"export-week"> = {
  run: async (job, env) => {
    await writeWeekStories(env, job);
    return { kind: "done" };
  },
  changesPublicContent: true,
};
