import { describe, expect, it } from "vitest";
import {
  NEWSROOM_SEASON,
  newsroomGames,
  newsroomStats,
  newsroomTeams,
  newsroomWeeks,
} from "../../seed/newsroom-fixtures";
import { game, SMALL_GAMES, SMALL_TEAMS, stat, WEEK_TWO_STATS } from "../../seed/newsroom-small-league";
import { weeklyAwards } from "./awards";
import type { GameRow, WeekStats } from "./rows";

const awards = (games: GameRow[] = SMALL_GAMES, stats = WEEK_TWO_STATS) =>
  weeklyAwards({ teams: SMALL_TEAMS, games, stats, season: 0, week: 1 });

describe("weekly awards", () => {
  it("gives offensive and defensive player of the week to the highest score, with the line that earned it", () => {
    const a = awards()!;
    expect(a.offence).toMatchObject({ score: 22.5, team: { short: "Anvils" } });
    expect(a.offence!.line).toMatchObject({ name: "Eli Vance", stats: { recCatches: 9, recYds: 120, recTDs: 1 } });
    expect(a.defence).toMatchObject({ score: 20, team: { short: "Drakes" } });
    expect(a.defence!.line.name).toBe("Jalen Okafor");
  });

  it("breaks a tie in score for the player whose team won", () => {
    const tied: WeekStats = {
      ...WEEK_TWO_STATS,
      receiving: [],
      // Both 20 points: the Bison won, the Drakes lost.
      defense: [
        stat(1, 201, 4, "Jalen Okafor", { defTotalTackles: 12, defSacks: 2 }),
        stat(1, 201, 2, "Silas Moreau", { defTotalTackles: 8, defSacks: 3 }),
      ],
    };
    expect(awards(SMALL_GAMES, tied)!.defence!.line.name).toBe("Silas Moreau");
  });

  it("ignores another season's rows that reuse the week's schedule ids", () => {
    const reused = { ...stat(1, 200, 3, "Old Timer", { passYds: 900, passTDs: 9 }), seasonIndex: 5 };
    const a = awards(SMALL_GAMES, { ...WEEK_TWO_STATS, passing: [...WEEK_TWO_STATS.passing, reused] })!;
    expect(a.offence!.line.name).toBe("Eli Vance");
  });

  it("makes the export's flagged game the game of the week", () => {
    const games = [
      SMALL_GAMES[0]!,
      SMALL_GAMES[1]!,
      game(1, 200, 1, 3, 35, 3, { isGameOfTheWeek: true }),
      SMALL_GAMES[3]!,
    ];
    expect(awards(games)!.game).toMatchObject({ why: "flagged", margin: 32, game: { scheduleId: 200 } });
  });

  it("otherwise picks the closest game, the bigger stakes breaking a tie in margin", () => {
    // Week 2 margins: Anvils–Comets 7, Bison–Drakes 4.
    expect(awards()!.game).toMatchObject({ why: "closest", margin: 4, home: { short: "Bison" } });
    // Both by 3: Anvils (1-0) v Comets (1-0) has more at stake than Bison (0-1) v Drakes (0-1).
    const even = [SMALL_GAMES[0]!, SMALL_GAMES[1]!, game(1, 200, 1, 3, 13, 10), game(1, 201, 2, 4, 23, 20)];
    expect(awards(even)!.game).toMatchObject({ why: "closest", home: { short: "Anvils" }, away: { short: "Comets" } });
  });

  it("waits for the whole week, and gives no player award without a line", () => {
    const unplayed = [...SMALL_GAMES.slice(0, 3), { ...SMALL_GAMES[3]!, status: 1 }];
    expect(awards(unplayed)).toBeNull();
    const empty = awards(SMALL_GAMES, { passing: [], rushing: [], receiving: [], defense: [] })!;
    expect(empty.offence).toBeNull();
    expect(empty.defence).toBeNull();
  });

  it("finds a winner in every fixture week", () => {
    const weeks = newsroomWeeks();
    const input = {
      teams: newsroomTeams(),
      games: newsroomGames(weeks),
      stats: newsroomStats(weeks),
      season: NEWSROOM_SEASON,
    };
    for (let week = 0; week < weeks.length; week++) {
      const a = weeklyAwards({ ...input, week })!;
      expect(a.offence && a.defence && a.game).toBeTruthy();
      expect(a.game!.why).toBe("flagged");
    }
  });
});
