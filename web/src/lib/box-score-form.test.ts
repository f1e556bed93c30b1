import { describe, expect, it } from "vitest";
import { emptyRow, fromDrafts, toDrafts } from "./box-score-form";

describe("box-score form", () => {
  it("round-trips player rows, keeping only the numbers given", () => {
    const players = [
      {
        id: "p1",
        name: "Cal Brewer",
        team: "Austin Outlaws",
        position: "QB" as const,
        passingYards: 301,
        interceptions: 0,
      },
      { id: "p2", name: "Reggie Stone", team: "Austin Outlaws", position: "DEF" as const, sacks: 1.5 },
    ];
    expect(fromDrafts(toDrafts(players))).toEqual({ players });
  });

  it("skips empty rows, trims text, and converts typed numbers", () => {
    const row = {
      ...emptyRow("RB"),
      name: " Dante Rhodes ",
      team: "Outlaws",
      stats: { rushingYards: " 112 ", carries: "" },
    };
    expect(fromDrafts([emptyRow("WR"), row])).toEqual({
      players: [{ id: "", name: "Dante Rhodes", team: "Outlaws", position: "RB", rushingYards: 112 }],
    });
  });

  it("reports a row with stats but no name, and a value that is not a number", () => {
    expect(fromDrafts([{ ...emptyRow("QB"), stats: { passingYards: "200" } }])).toEqual({
      error: "Every QB row with stats needs a player name.",
    });
    expect(fromDrafts([{ ...emptyRow("WR"), name: "Miles Okafor", stats: { receivingYards: "lots" } }])).toEqual({
      error: 'Miles Okafor: "lots" is not a number.',
    });
  });
});
