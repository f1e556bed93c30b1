// Two players with one name in a game (issue 37 item 10): the checker tells them apart by team and
// position, and still refuses a claim that is true of neither.
import { describe, expect, it } from "vitest";
import type { PlayerStat } from "../../../../db/domain";
import { recapBrief } from "../test/fixtures";
import { checkClaims } from "./check";

const both = (a: Partial<PlayerStat>, b: Partial<PlayerStat>) =>
  recapBrief({
    homeTeam: "Granite Falls Comets",
    awayTeam: "Bramble Bay Wolves",
    homeScore: 24,
    awayScore: 17,
    players: [
      { id: "h", name: "Nico Lindqvist", team: "Granite Falls Comets", position: "QB", ...a },
      { id: "a", name: "Nico Lindqvist", team: "Bramble Bay Wolves", position: "QB", ...b },
    ] as PlayerStat[],
  });

const QBS = both(
  { completions: 15, attempts: 24, passingYards: 179, passingTouchdowns: 2, interceptions: 2 },
  { completions: 11, attempts: 20, passingYards: 129, passingTouchdowns: 1, interceptions: 0 },
);

const problems = (text: string, brief = QBS) => checkClaims(text, brief).problems;

describe("claims about players who share a name", () => {
  it("reads each by the team the sentence gives it", () => {
    expect(
      problems(
        "Nico Lindqvist of the Comets threw for 179 yards on 15-of-24. Wolves quarterback Nico Lindqvist produced 129 passing yards on 11-of-20. The Wolves' Nico Lindqvist threw 1 touchdown.",
      ),
    ).toEqual([]);
  });

  it("still refuses a line given to the wrong one", () => {
    expect(problems("Wolves quarterback Nico Lindqvist threw for 179 yards.")).toEqual([
      '"179 yards": the box score shows Nico Lindqvist with 129 passing yards.',
    ]);
    expect(problems("Nico Lindqvist of the Comets had 0 interceptions.")).toEqual([
      '"0 interceptions": the box score shows Nico Lindqvist with 2 interceptions thrown.',
    ]);
  });

  it("reads an unplaced mention as either, and refuses a figure neither has", () => {
    expect(problems("Nico Lindqvist threw for 129 yards.")).toEqual([]);
    expect(problems("Nico Lindqvist threw for 150 yards.")).toHaveLength(1);
  });

  it("tells apart two of one team by the position before the name, or by the stat itself", () => {
    const brief = both(
      { position: "RB", carries: 15, rushingYards: 30, rushingTouchdowns: 1 },
      { team: "Granite Falls Comets", position: "DEF", tackles: 12, sacks: 2 },
    );
    expect(
      problems(
        "Comets running back Nico Lindqvist ran for 30 yards on 15 carries. Comets defender Nico Lindqvist made 12 tackles and 2 sacks. Nico Lindqvist had 12 tackles.",
        brief,
      ),
    ).toEqual([]);
    expect(problems("Comets defender Nico Lindqvist ran for 30 yards.", brief)).toHaveLength(1);
  });
});
