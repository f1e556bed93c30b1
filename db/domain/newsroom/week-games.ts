// One week's games as the newsroom reads them: which are played, and each team's result.
import { STAGES } from "../league-export";
import { isPlayed } from "./records";
import type { GameRow } from "./rows";

export interface TeamResult {
  game: GameRow;
  teamId: number;
  opponentId: number;
  pointsFor: number;
  pointsAgainst: number;
  outcome: "W" | "L" | "T";
  home: boolean;
}

export const weekGames = (games: readonly GameRow[], season: number, week: number) =>
  games.filter((g) => g.seasonIndex === season && g.stageIndex === STAGES.reg && g.weekIndex === week);

/** A week's results are in when it has games and every one of them is played. */
export const weekComplete = (games: readonly GameRow[]) => games.length > 0 && games.every(isPlayed);

export function resultOf(game: GameRow, teamId: number): TeamResult | null {
  if (!isPlayed(game) || (game.homeTeamId !== teamId && game.awayTeamId !== teamId)) return null;
  const home = game.homeTeamId === teamId;
  const [pointsFor, pointsAgainst] = home ? [game.homeScore, game.awayScore] : [game.awayScore, game.homeScore];
  return {
    game,
    teamId,
    opponentId: home ? game.awayTeamId : game.homeTeamId,
    pointsFor,
    pointsAgainst,
    outcome: pointsFor > pointsAgainst ? "W" : pointsFor < pointsAgainst ? "L" : "T",
    home,
  };
}
