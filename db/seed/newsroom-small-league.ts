// Newsroom fixtures, small: a four-team league small enough to work the formulas out by hand in the tests' comments.
import type { GameRow, StatRow, TeamRow } from "../domain/newsroom";

export const SMALL_TEAMS: TeamRow[] = [
  { teamId: 1, cityName: "Albany", nickName: "Anvils", displayName: "Anvils", abbrName: "ALB", divName: "AFC East" },
  { teamId: 2, cityName: "Boise", nickName: "Bison", displayName: "Bison", abbrName: "BOI", divName: "AFC East" },
  { teamId: 3, cityName: "Chico", nickName: "Comets", displayName: "Comets", abbrName: "CHI", divName: "AFC West" },
  { teamId: 4, cityName: "Duluth", nickName: "Drakes", displayName: "Drakes", abbrName: "DUL", divName: "AFC West" },
];

export const game = (
  week: number,
  scheduleId: number,
  home: number,
  away: number,
  homeScore: number,
  awayScore: number,
  extra: Partial<GameRow> = {},
): GameRow => ({
  scheduleId,
  seasonIndex: 0,
  stageIndex: 1,
  weekIndex: week,
  homeTeamId: home,
  awayTeamId: away,
  homeScore,
  awayScore,
  status: homeScore > awayScore ? 3 : homeScore < awayScore ? 2 : 4,
  ...extra,
});

/** Week 1: Anvils 21-14 Bison, Comets 30-10 Drakes. Week 2: Anvils 17-10 Comets, Bison 24-20 Drakes. */
export const SMALL_GAMES: GameRow[] = [
  game(0, 100, 1, 2, 21, 14),
  game(0, 101, 3, 4, 30, 10),
  game(1, 200, 1, 3, 17, 10),
  game(1, 201, 2, 4, 24, 20),
];

export const stat = (
  week: number,
  scheduleId: number,
  teamId: number,
  fullName: string,
  line: Partial<StatRow>,
): StatRow => ({
  scheduleId,
  seasonIndex: 0,
  stageIndex: 1,
  weekIndex: week,
  teamId,
  fullName,
  ...line,
});
