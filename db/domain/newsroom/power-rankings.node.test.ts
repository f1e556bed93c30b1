import { describe, expect, it } from "vitest";
import {
  NEWSROOM_SEASON,
  newsroomGames,
  newsroomStats,
  newsroomTeams,
  newsroomWeeks,
} from "../../seed/newsroom-fixtures";
import { game, SMALL_GAMES, SMALL_TEAMS, stat } from "../../seed/newsroom-small-league";
import { powerRankings, previousColumnOf } from "./power-rankings";
import type { WeekStats } from "./rows";

const noStats: WeekStats = { passing: [], rushing: [], receiving: [], defense: [] };
const column = (week: number, previous: Parameters<typeof powerRankings>[0]["previous"], games = SMALL_GAMES) =>
  powerRankings({ teams: SMALL_TEAMS, games, stats: noStats, season: 0, week, previous });
const summary = (c: ReturnType<typeof column>) => c!.entries.map((e) => [e.rank, e.team.short, e.score, e.movement]);

describe("power rankings formula", () => {
  it("scores week 1 by record, form, teams beaten and margin, with no movement and no last week", () => {
    // Comets 1-0 by 20: 50 + 20 + 0 (beat a winless team) + 15 × (20/21 + 1)/2 = 84.6
    // Anvils 1-0 by 7: 50 + 20 + 0 + 15 × (7/21 + 1)/2 = 80; Bison 0-1 by 7: 15 × (−7/21 + 1)/2 = 5
    // Drakes 0-1 by 20: 15 × (−20/21 + 1)/2 = 0.4
    const c = column(0, null);
    expect(c!.hasLastWeek).toBe(false);
    expect(summary(c)).toEqual([
      [1, "Comets", 84.6, null],
      [2, "Anvils", 80, null],
      [3, "Bison", 5, null],
      [4, "Drakes", 0.4, null],
    ]);
  });

  it("scores week 2 and moves each team against last week's column", () => {
    // Anvils 2-0, beat Bison (.500) and Comets (.500), +7 a game: 50 + 20 + 7.5 + 15 × (7/21 + 1)/2 = 87.5
    // Comets 1-1, beat Drakes (.000), +6.5 a game: 25 + 10 + 0 + 15 × (6.5/21 + 1)/2 = 44.8
    // Bison 1-1, beat Drakes, −1.5 a game: 25 + 10 + 0 + 15 × (−1.5/21 + 1)/2 = 42.0
    // Drakes 0-2, −12 a game: 15 × (−12/21 + 1)/2 = 3.2
    const c = column(1, previousColumnOf(column(0, null)!));
    expect(c!.hasLastWeek).toBe(true);
    expect(summary(c)).toEqual([
      [1, "Anvils", 87.5, 1],
      [2, "Comets", 44.8, -1],
      [3, "Bison", 42, 0],
      [4, "Drakes", 3.2, 0],
    ]);
    expect(c!.entries[0]!.record).toMatchObject({ wins: 2, losses: 0, pointsFor: 38, pointsAgainst: 24 });
    expect(c!.entries[0]!.result).toMatchObject({ opponentId: 3, pointsFor: 17, pointsAgainst: 10, outcome: "W" });
  });

  it("has no last week when the column before it is missing or from another week", () => {
    const weekZero = previousColumnOf(column(0, null)!);
    expect(column(1, null)!.hasLastWeek).toBe(false);
    expect(column(1, null)!.entries.every((e) => e.movement === null)).toBe(true);
    expect(
      column(2, weekZero, [...SMALL_GAMES, game(2, 300, 1, 4, 10, 3), game(2, 301, 2, 3, 7, 6)])!.hasLastWeek,
    ).toBe(false);
  });

  it("matches last week's teams by name and abbreviation, so renumbered ids keep their movement", () => {
    const before = previousColumnOf(column(0, null)!);
    const renumbered = SMALL_TEAMS.map((t) => ({ ...t, teamId: t.teamId + 50 }));
    const games = SMALL_GAMES.map((g) => ({ ...g, homeTeamId: g.homeTeamId + 50, awayTeamId: g.awayTeamId + 50 }));
    const c = powerRankings({ teams: renumbered, games, stats: noStats, season: 0, week: 1, previous: before });
    expect(c!.entries.map((e) => e.movement)).toEqual([1, -1, 0, 0]);
  });

  it("waits until every game of the week is played", () => {
    const games = [...SMALL_GAMES.slice(0, 3), { ...SMALL_GAMES[3]!, status: 1, homeScore: 0, awayScore: 0 }];
    expect(column(1, null, games)).toBeNull();
    expect(column(5, null)).toBeNull();
  });

  it("names each team's standout line of the week, and none on a bye", () => {
    const stats: WeekStats = {
      ...noStats,
      passing: [stat(1, 200, 1, "Marcus Reed", { passComp: 20, passAtt: 30, passYds: 250, passTDs: 2 })],
      defense: [stat(1, 200, 1, "Owen Pryor", { defTotalTackles: 6, defSacks: 1 })],
    };
    const c = powerRankings({ teams: SMALL_TEAMS, games: SMALL_GAMES, stats, season: 0, week: 1, previous: null });
    expect(c!.entries.find((e) => e.team.short === "Anvils")!.standout?.name).toBe("Marcus Reed");
    const bye = powerRankings({
      teams: [...SMALL_TEAMS, { teamId: 9, displayName: "Flyers", abbrName: "FLI" }],
      games: SMALL_GAMES,
      stats,
      season: 0,
      week: 1,
      previous: null,
    });
    expect(bye!.entries.find((e) => e.team.short === "Flyers")).toMatchObject({ result: null, standout: null });
  });

  it("ranks all 32 teams of the fixture league once each", () => {
    const weeks = newsroomWeeks();
    const c = powerRankings({
      teams: newsroomTeams(),
      games: newsroomGames(weeks),
      stats: newsroomStats(weeks),
      season: NEWSROOM_SEASON,
      week: 4,
      previous: null,
    });
    expect(c!.entries.map((e) => e.rank)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(new Set(c!.entries.map((e) => e.team.key)).size).toBe(32);
    for (let i = 1; i < 32; i++) expect(c!.entries[i - 1]!.score).toBeGreaterThanOrEqual(c!.entries[i]!.score);
  });
});
