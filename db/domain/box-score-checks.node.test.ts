import { describe, expect, it } from "vitest";
import { generateGame } from "../seed/games";
import { checkBoxScore } from "./box-score-checks";
import type { PlayerStat } from "./players";

const box = (players: PlayerStat[], homeScore = 27, awayScore = 20) => ({
  homeTeam: "Austin Outlaws",
  awayTeam: "Portland Lumberjacks",
  homeScore,
  awayScore,
  players,
});
const qb = (extra: Partial<PlayerStat>): PlayerStat => ({
  id: "p1",
  name: "Cal Brewer",
  team: "Austin Outlaws",
  position: "QB",
  ...extra,
});

describe("checkBoxScore", () => {
  it("passes every generated game (1,000 seeds) with no refusal and no warning", () => {
    for (let seed = 0; seed < 1000; seed++) {
      const g = generateGame(seed);
      expect(checkBoxScore(g, { homeScore: g.homeScore, awayScore: g.awayScore })).toEqual({
        refusals: [],
        warnings: [],
      });
    }
  });

  it("refuses impossible rows, one message per problem, naming the row's player", () => {
    const { refusals } = checkBoxScore(
      box([
        qb({ completions: 31, attempts: 30, passingYards: -5 }),
        { id: "p2", name: "Miles Okafor", team: "austin outlaws ", position: "WR", receptions: 9, targets: 8 },
        { id: "p3", name: "Reggie Stone", team: "Port", position: "DEF", tackles: -2 },
        { id: "p4", name: "Dante Rhodes", team: "", position: "RB", carries: 3 },
        qb({ id: "p5", team: "Portland Lumberjacks" }),
      ]),
    );
    expect(refusals).toEqual([
      {
        row: 0,
        player: "Cal Brewer",
        message:
          "Cal Brewer: 31 completions is more than 30 attempts. A quarterback cannot complete more passes than he throws.",
        fields: ["completions", "attempts"],
      },
      {
        row: 1,
        player: "Miles Okafor",
        message: "Miles Okafor: 9 receptions is more than 8 targets.",
        fields: ["receptions", "targets"],
      },
      {
        row: 2,
        player: "Reggie Stone",
        message: "Reggie Stone: tackles cannot be negative (-2).",
        fields: ["tackles"],
      },
      {
        row: 2,
        player: "Reggie Stone",
        message: 'Reggie Stone: "Port" is not one of this game\'s teams (Austin Outlaws or Portland Lumberjacks).',
        fields: ["team"],
      },
      {
        row: 3,
        player: "Dante Rhodes",
        message: "Dante Rhodes: choose this player's team (Austin Outlaws or Portland Lumberjacks).",
        fields: ["team"],
      },
      {
        row: 4,
        player: "Cal Brewer",
        message: "Cal Brewer: listed twice (rows 1 and 5). Keep one row per player.",
        fields: ["name"],
      },
    ]);
  });

  it("receptions without targets, or completions without attempts, are not compared", () => {
    expect(checkBoxScore(box([qb({ completions: 31 })])).refusals).toEqual([]);
  });

  it("warns when touchdowns cannot fit the final score", () => {
    const { refusals, warnings } = checkBoxScore(box([qb({ passingTouchdowns: 5, rushingTouchdowns: 1 })]));
    expect(refusals).toEqual([]);
    expect(warnings).toEqual([
      {
        kind: "touchdowns",
        team: "Austin Outlaws",
        message:
          "The Austin Outlaws rows show 6 touchdowns (at least 36 points), but the final score gives the Austin Outlaws 27.",
      },
    ]);
    // Passing and receiving touchdowns are the same plays: counted once.
    const same = [
      qb({ passingTouchdowns: 4 }),
      { id: "p2", name: "Miles Okafor", team: "Austin Outlaws", position: "WR", receivingTouchdowns: 4 } as PlayerStat,
    ];
    expect(checkBoxScore(box(same)).warnings).toEqual([]);
  });

  it("warns when the screenshots' score disagrees with the typed one, with both values", () => {
    expect(checkBoxScore(box([]), { homeScore: 24, awayScore: 20 }).warnings).toEqual([
      {
        kind: "score",
        message: "The screenshots show Austin Outlaws 24, Portland Lumberjacks 20; you typed 27-20.",
        typed: { homeScore: 27, awayScore: 20 },
        extracted: { homeScore: 24, awayScore: 20 },
      },
    ]);
    expect(checkBoxScore(box([]), { homeScore: 27, awayScore: 20 }).warnings).toEqual([]);
  });
});
