// A week's exported games and the box score each one has once it is played and its players' stats
// are in (decision 223). The story job writes from it; a rewrite, and a member's recap that stops
// being a game's story (decisions 230, 231), take the game's box score as the export holds it now.
import { gameWeekOfExport, seasonOfExport } from "../../../db/domain/game-week";
import { GAME_NOT_PLAYED } from "../../../db/domain/league-export";
import type { GameFacts, GameKey } from "../../../db/queries/export-games";
import type { weekRows } from "../../../db/queries/export-rows";
import type { BoxScoreUpdate } from "../../../db/queries/recap-status";
import { leagueStore } from "../../league-store-object";
import { type ExportData, exportBoxScore } from "./box-score";

/** The stat groups a story needs before it is written (kicking and punting are not in the box score). */
const NEEDED = ["passing", "rushing", "receiving", "defense"] as const;

export type WeekRef = { season: number; stage: number; week: number };
export type ScheduleRow = ReturnType<typeof weekRows>[number];

/** A week's games and everything their box scores are built from (the league's store, decision 305). */
export async function loadWeek(env: Env, leagueId: number, week: WeekRef) {
  const store = leagueStore(env, leagueId);
  const [schedules, teamRows, ...groups] = await Promise.all([
    store.weekRows("schedule", week),
    store.weekRows("team", { season: -1, stage: -1, week: -1 }),
    ...NEEDED.map((kind) => store.weekRows(kind, week)),
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

/** The box score the export holds now for one game. */
export async function currentBoxScore(env: Env, key: GameKey) {
  const { schedules, boxOf } = await loadWeek(env, key.leagueId, key);
  const game = schedules.find((g) => g.rowId === key.scheduleId);
  return game ? boxOf(game) : undefined;
}

/** What a member's recap is matched on: the game's league, teams and score, and its season and week as a recap counts them. */
export const factsOfGame = (key: GameKey, box: BoxScoreUpdate): GameFacts => ({
  leagueId: key.leagueId,
  homeTeam: box.homeTeam,
  awayTeam: box.awayTeam,
  homeScore: box.homeScore,
  awayScore: box.awayScore,
  season: seasonOfExport(key.season),
  week: gameWeekOfExport(key.stage, key.week),
  players: box.players,
});
