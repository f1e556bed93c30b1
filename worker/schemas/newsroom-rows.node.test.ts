import { describe, expect, it } from "vitest";
import { leagueTeams } from "../../db/seed/export-fixtures";
import { baselineRosters, newsroomGames, newsroomStandings, newsroomWeeks } from "../../db/seed/newsroom-fixtures";
import { readGames, readPlayers, readStandings, readStats, readTeams } from "./newsroom-rows";

describe("newsroom rows from stored export rows", () => {
  it("reads the fixture league's rows whole", () => {
    const weeks = newsroomWeeks();
    const teams = leagueTeams().leagueTeamInfoList as unknown[];
    expect(readTeams(teams)).toHaveLength(32);
    expect(readGames(newsroomGames(weeks))).toEqual(newsroomGames(weeks));
    expect(readStandings(newsroomStandings(weeks)).map((s) => [s.seed, s.playoffStatus])).toEqual(
      newsroomStandings(weeks).map((s) => [s.seed, s.playoffStatus]),
    );
    const players = baselineRosters().rosters.flatMap((r) => r.players);
    const read = readPlayers(players);
    expect(read).toHaveLength(players.length);
    // Every field read is the row's own, and what the newsroom does not read (jersey, dev trait) is left out.
    expect(players).toMatchObject(read);
    expect(read[0]).not.toHaveProperty("jerseyNum");
  });

  it("drops an extra field of the wrong type, keeps the row, and skips a row without its identity", () => {
    const [p] = readPlayers([
      { rosterId: 5, firstName: "Eli", lastName: "Vance", injuryLength: "three", isOnIR: "yes", age: 27 },
      { firstName: "No", lastName: "Id" },
    ]);
    expect(p).toEqual({ rosterId: 5, firstName: "Eli", lastName: "Vance", age: 27 });
    expect(
      readStats([
        { scheduleId: 1, teamId: 2, fullName: "X", seasonIndex: 0, stageIndex: 1, weekIndex: 0, passYds: "lots" },
      ]),
    ).toEqual([{ scheduleId: 1, teamId: 2, fullName: "X", seasonIndex: 0, stageIndex: 1, weekIndex: 0 }]);
    expect(
      readStandings([{ teamId: 1, seasonIndex: 0, totalWins: 1, totalLosses: 0, playoffStatus: "clinched" }]),
    ).toEqual([{ teamId: 1, seasonIndex: 0, totalWins: 1, totalLosses: 0 }]);
  });
});
