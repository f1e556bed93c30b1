// The one place the season ledger reads storage (decision 291): a season of a league's export
// through the query layer, and the game a recap is about. When the export rows move to another
// store, this file is what changes; the ledger itself (ledger.ts) only takes data.
import type { Db } from "../../../db/client";
import { exportWeekOf, isGameWeek } from "../../../db/domain/game-week";
import { gameOfStory } from "../../../db/queries/export-games";
import { listSeasons, seasonRows } from "../../../db/queries/league-season";
import type { Recap } from "../../../db/schema";
import { findGame, gameLedger } from "./ledger";
import type { GameLedger, GameRef, SeasonData } from "./types";

const NO_SEASON = -1;

/** One season of a league's export as the ledger reads it. */
export async function loadSeasonData(db: Db, leagueId: number, season: number): Promise<SeasonData> {
  const [teams, schedule, standings, passing, rushing, receiving, defense, roster] = await Promise.all([
    seasonRows(db, leagueId, "team", NO_SEASON),
    seasonRows(db, leagueId, "schedule", season),
    seasonRows(db, leagueId, "standing", season),
    seasonRows(db, leagueId, "passing", season),
    seasonRows(db, leagueId, "rushing", season),
    seasonRows(db, leagueId, "receiving", season),
    seasonRows(db, leagueId, "defense", season),
    seasonRows(db, leagueId, "roster", NO_SEASON),
  ]);
  const week = (r: { stage: number; week: number; data: Record<string, unknown> }) => ({
    stage: r.stage,
    week: r.week,
    data: r.data,
  });
  return {
    season,
    teams: teams.map((r) => r.data),
    schedule: schedule.map((r) => ({ ...week(r), rowId: r.rowId })),
    standings: standings.map((r) => r.data),
    passing: passing.map(week),
    rushing: rushing.map(week),
    receiving: receiving.map(week),
    defense: defense.map(week),
    roster: roster.map((r) => r.data),
  };
}

/**
 * The ledger of the game a recap is about: the exported game it is the story of, else (a typed or
 * screenshot recap) the league's one exported game with the same teams and final score, in the
 * recap's season and week when it gives them. Null when the league has no export of that game.
 */
export async function ledgerForRecap(
  db: Db,
  recap: Pick<
    Recap,
    "id" | "type" | "leagueId" | "season" | "week" | "homeTeam" | "awayTeam" | "homeScore" | "awayScore"
  >,
): Promise<GameLedger | null> {
  if (recap.type !== "game_recap" || recap.leagueId === null) return null;
  const linked = await gameOfStory(db, recap.leagueId, recap.id);
  if (linked) {
    const data = await loadSeasonData(db, recap.leagueId, linked.season);
    return gameLedger(data, { stage: linked.stage, week: linked.week, scheduleId: linked.scheduleId });
  }
  if (!recap.homeTeam || !recap.awayTeam) return null;
  const seasons = await listSeasons(db, recap.leagueId);
  const season = recap.season != null ? recap.season - 1 : seasons[0];
  if (season === undefined || !seasons.includes(season)) return null;
  const data = await loadSeasonData(db, recap.leagueId, season);
  const w = recap.week && isGameWeek(recap.week) ? exportWeekOf(recap.week) : null;
  const ref: GameRef | undefined = findGame(data, {
    homeTeam: recap.homeTeam,
    awayTeam: recap.awayTeam,
    homeScore: recap.homeScore,
    awayScore: recap.awayScore,
    week: w ? { stage: w.stage, week: w.weekIndex } : null,
  });
  return ref ? gameLedger(data, ref) : null;
}
