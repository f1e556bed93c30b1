// Weekly awards (decision 310): offensive and defensive player of the week by the scores of
// player-lines.ts, and the game of the week.
// - Player of the week: the highest score among every line of the week's games; a tie goes to the
//   player whose team won, then to more yards, then to the name (so the choice never depends on order).
//   No award when no line scores above zero.
// - Game of the week: the game the export flags `isGameOfTheWeek`, when it was played; otherwise the
//   closest played game, a tie in margin going to the one with the higher combined win percentage of
//   the two teams before the week (the bigger stakes), then more total points, then the lower scheduleId.
import { STAGES } from "../league-export";
import { defenceScore, offenceScore, type PlayerLine, playerLines, totalYards } from "./player-lines";
import { gamesThrough, recordsOf, winPct } from "./records";
import type { GameRow, TeamRow, WeekStats } from "./rows";
import { type Team, teamsById } from "./teams";
import { weekComplete, weekGames } from "./week-games";

export interface PlayerAward {
  line: PlayerLine;
  team: Team;
  /** The award score, to one decimal. */
  score: number;
  game: GameRow;
  /** The team he played against, when the export names it. */
  opponent: Team | null;
}

export interface GameAward {
  game: GameRow;
  home: Team;
  away: Team;
  /** "flagged": the export's game of the week; "closest": by the rule above. */
  why: "flagged" | "closest";
  margin: number;
}

export interface WeeklyAwards {
  season: number;
  week: number;
  offence: PlayerAward | null;
  defence: PlayerAward | null;
  game: GameAward | null;
}

const won = (line: PlayerLine, game: GameRow) =>
  (game.homeTeamId === line.teamId && game.homeScore > game.awayScore) ||
  (game.awayTeamId === line.teamId && game.awayScore > game.homeScore);

function best(
  lines: readonly PlayerLine[],
  score: (l: PlayerLine) => number,
  games: Map<number, GameRow>,
  teams: Map<number, Team>,
): PlayerAward | null {
  // One pass for the best line (a full sort would compare every pair of the week's lines).
  const better = (a: PlayerLine, b: PlayerLine) =>
    score(a) - score(b) ||
    Number(won(a, games.get(a.scheduleId)!)) - Number(won(b, games.get(b.scheduleId)!)) ||
    totalYards(a) - totalYards(b) ||
    (a.name < b.name ? 1 : a.name > b.name ? -1 : 0);
  let top: PlayerLine | undefined;
  for (const l of lines)
    if (score(l) > 0 && games.has(l.scheduleId) && teams.has(l.teamId) && (!top || better(l, top) > 0)) top = l;
  if (!top) return null;
  const game = games.get(top.scheduleId)!;
  const opponentId = game.homeTeamId === top.teamId ? game.awayTeamId : game.homeTeamId;
  return {
    line: top,
    team: teams.get(top.teamId)!,
    score: Math.round(score(top) * 10) / 10,
    game,
    opponent: teams.get(opponentId) ?? null,
  };
}

export function gameOfTheWeek(
  thisWeek: readonly GameRow[],
  before: readonly GameRow[],
  teams: Map<number, Team>,
): GameAward | null {
  const known = thisWeek.filter((g) => teams.has(g.homeTeamId) && teams.has(g.awayTeamId));
  const award = (game: GameRow, why: GameAward["why"]): GameAward => ({
    game,
    home: teams.get(game.homeTeamId)!,
    away: teams.get(game.awayTeamId)!,
    why,
    margin: Math.abs(game.homeScore - game.awayScore),
  });
  const flagged = known.find((g) => g.isGameOfTheWeek === true);
  if (flagged) return award(flagged, "flagged");
  const records = recordsOf(before, teams.keys());
  const stakes = (g: GameRow) => winPct(records.get(g.homeTeamId)!) + winPct(records.get(g.awayTeamId)!);
  const margin = (g: GameRow) => Math.abs(g.homeScore - g.awayScore);
  const closest = [...known].sort(
    (a, b) =>
      margin(a) - margin(b) ||
      stakes(b) - stakes(a) ||
      b.homeScore + b.awayScore - (a.homeScore + a.awayScore) ||
      a.scheduleId - b.scheduleId,
  )[0];
  return closest ? award(closest, "closest") : null;
}

/** The awards of a finished regular-season week, or null while any of its games is unplayed. */
export function weeklyAwards(input: {
  teams: readonly TeamRow[];
  games: readonly GameRow[];
  stats: WeekStats;
  season: number;
  week: number;
}): WeeklyAwards | null {
  const { season, week } = input;
  const thisWeek = weekGames(input.games, season, week);
  if (week >= 18 || !weekComplete(thisWeek)) return null;
  const teams = teamsById(input.teams);
  const games = new Map(thisWeek.map((g) => [g.scheduleId, g]));
  const lines = playerLines(input.stats, { season, stage: STAGES.reg, week });
  return {
    season,
    week,
    offence: best(lines, offenceScore, games, teams),
    defence: best(lines, defenceScore, games, teams),
    game: gameOfTheWeek(thisWeek, gamesThrough(input.games, season, week - 1), teams),
  };
}
