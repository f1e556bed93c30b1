import { describe, expect, it } from "vitest";
import { combineScreens, linesFromText, readScreen } from ".";
import { rushingTotals } from "./team-totals";

const teams = { home: "Marrow Point Raptors", away: "Bramble Bay Stallions" };
// Style 3's team-stats screen at 2400 as read (its side menu's words, as style 2 and 4 print them, on the rows).
const teamStats = [
  "BRAMBLE BAY (9-8) 34 [FinaL| 15 MARROW POINT (o-1)",
  "BRAMBLE BAY MARROW POINT",
  "Box Score TEAM STATS",
  "Scoring BRAMBLE BAY MARROW POINT",
  "Team Stats FIRST DOWNS 17 15",
  "Player TOTAL YARDS 270 234",
  "Drive Chart PASSING YARDS 170 222",
  "Game Log RUSHING YARDS 100 12",
  "TURNOVERS 0 0",
];

describe("the team-stats screen's rushing yards", () => {
  it("reads each team's, left to right as the header names them", () => {
    const totals = rushingTotals(linesFromText(teamStats.join("\n")), teams);
    expect(totals).toEqual({
      "Bramble Bay Stallions": { value: 100, confidence: 100 },
      "Marrow Point Raptors": { value: 12, confidence: 100 },
    });
  });

  it("reads none without a header naming both teams", () => {
    expect(rushingTotals(linesFromText(teamStats.slice(4).join("\n")), teams)).toBeUndefined();
  });

  it("doubts a team's runners' yards over its total (style 5's crop read 48 yards as 438)", () => {
    const rushing = (row: string) =>
      readScreen(linesFromText(["BRAMBLE BAY", "CAR YDS TD FUM", row, "C. Stroud 9 52 0 0"].join("\n")), teams);
    const stats = readScreen(linesFromText(teamStats.join("\n")), teams);
    const yards = (row: string) =>
      combineScreens([stats, rushing(row)]).players.map((p) => p.stats.rushingYards?.confidence);
    expect(yards("F. Mbatha 8 48 0 0")).toEqual([100, 100]);
    expect(yards("F. Mbatha 8 438 0 0")).toEqual([60, 60]);
  });
});
