// Newsroom fixtures, small: a four-team league small enough to work the formulas out by hand in the tests' comments.
import type { GameRow, StatRow, TeamRow, WeekStats } from "../domain/newsroom";

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

/** Week 2's lines, scored in the awards test. */
export const WEEK_TWO_STATS: WeekStats = {
  // Reed: 310/25 + 4×3 − 2×1 = 22.4; Carter: 140/10 + 6×1 = 20 + 0 catches; Vance: 9×0.5 + 120/10 + 6 = 22.5
  passing: [stat(1, 200, 1, "Marcus Reed", { passComp: 24, passAtt: 33, passYds: 310, passTDs: 3, passInts: 1 })],
  rushing: [stat(1, 201, 2, "Tavon Carter", { rushAtt: 22, rushYds: 140, rushTDs: 1, rushFum: 0 })],
  receiving: [stat(1, 200, 1, "Eli Vance", { recCatches: 9, recYds: 120, recTDs: 1 })],
  // Okafor: 7 + 4×2 + 5×1 = 20; Bishop: 12 tackles = 12
  defense: [
    stat(1, 201, 4, "Jalen Okafor", { defTotalTackles: 7, defSacks: 2, defInts: 1 }),
    stat(1, 200, 3, "Cole Bishop", { defTotalTackles: 12 }),
  ],
};
