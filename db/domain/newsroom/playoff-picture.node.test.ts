import { describe, expect, it } from "vitest";
import { NEWSROOM_SEASON, newsroomStandings, newsroomTeams, newsroomWeeks } from "../../seed/newsroom-fixtures";
import { SMALL_TEAMS } from "../../seed/newsroom-small-league";
import { playoffPicture } from "./playoff-picture";
import type { StandingRow } from "./rows";

const row = (teamId: number, wins: number, losses: number, seed: number, playoffStatus: number): StandingRow => ({
  teamId,
  seasonIndex: 0,
  totalWins: wins,
  totalLosses: losses,
  seed,
  playoffStatus,
  conferenceName: "AFC",
});

describe("playoff picture", () => {
  it("is written only past the season's midpoint and only when the export seeds teams", () => {
    const standings = [row(1, 8, 2, 1, 2), row(2, 5, 5, 0, 1)];
    expect(playoffPicture({ teams: SMALL_TEAMS, standings, season: 0, week: 8 })).toBeNull();
    expect(playoffPicture({ teams: SMALL_TEAMS, standings, season: 0, week: 9 })).not.toBeNull();
    const unseeded = standings.map((s) => ({ ...s, seed: 0 }));
    expect(playoffPicture({ teams: SMALL_TEAMS, standings: unseeded, season: 0, week: 9 })).toBeNull();
  });

  it("says clinched and eliminated only where the playoff status says so", () => {
    // The Bison are 9-1 and seeded but undecided; the Drakes are 1-9 but not eliminated.
    const standings = [row(1, 8, 2, 2, 3), row(2, 9, 1, 1, 1), row(3, 2, 8, 0, 0), row(4, 1, 9, 0, 1)];
    const c = playoffPicture({ teams: SMALL_TEAMS, standings, season: 0, week: 10 })!.conferences[0]!;
    expect(c.seeds.map((t) => [t.seed, t.team.short, t.mark])).toEqual([
      [1, "Bison", null],
      [2, "Anvils", "clinched-division"],
    ]);
    expect(c.eliminated.map((t) => t.team.short)).toEqual(["Comets"]);
    expect(c.hunt).toEqual([]);
  });

  it("names division leaders by best seed and puts close unseeded teams in the hunt", () => {
    const standings = [row(1, 7, 3, 3, 1), row(2, 6, 4, 5, 1), row(3, 6, 4, 0, 1), row(4, 3, 7, 0, 1)];
    const c = playoffPicture({ teams: SMALL_TEAMS, standings, season: 0, week: 10 })!.conferences[0]!;
    expect(c.divisionLeaders.map((t) => [t.division, t.team.short])).toEqual([["AFC East", "Anvils"]]);
    expect(c.hunt.map((t) => [t.team.short, t.gamesBehind])).toEqual([["Comets", 0]]);
  });

  it("seeds seven teams a conference in the fixture league", () => {
    const weeks = newsroomWeeks();
    const p = playoffPicture({
      teams: newsroomTeams(),
      standings: newsroomStandings(weeks),
      season: NEWSROOM_SEASON,
      week: weeks.length - 1,
    })!;
    expect(p.conferences.map((c) => [c.conference, c.seeds.map((t) => t.seed), c.divisionLeaders.length])).toEqual([
      ["AFC", [1, 2, 3, 4, 5, 6, 7], 4],
      ["NFC", [1, 2, 3, 4, 5, 6, 7], 4],
    ]);
    expect(p.conferences.every((c) => c.seeds[0]!.mark === "clinched-berth" && c.eliminated.length === 1)).toBe(true);
  });
});
