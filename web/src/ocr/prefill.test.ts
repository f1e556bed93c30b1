import { describe, expect, it } from "vitest";
import { linesFromText } from "../../../db/domain/box-score-screens";
import { fromDrafts, rowColumns } from "../lib/box-score-form";
import { rowProblems } from "../lib/box-score-problems";
import { readingOf, rowsFromReading, scoreMark } from "./prefill";

const teams = { home: "Buffalo Bills", away: "Kansas City Chiefs" };
const screen = (group: "game" | "passing", text: string[]) => ({ group, lines: linesFromText(text.join("\n")) });

describe("the check step's rows from a saved reading", () => {
  const reading = readingOf(
    [
      screen("game", ["CHIEFS 17 FINAL 24 BILLS", "FIRST DOWNS 18 22"]),
      screen("passing", ["BILLS", "PLAYER CMP/ATT YDS TD INT", "J. Allen 22/31 287 3 1", "M. Trubisky 2/4 1O 0 0"]),
    ],
    teams,
  );

  it("fills every read cell, marks it, and leaves a cell that did not read to the author", () => {
    const rows = rowsFromReading(reading);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: "J. Allen",
      team: "Buffalo Bills",
      position: "QB",
      stats: { completions: "22", attempts: "31", passingYards: "287", passingTouchdowns: "3", interceptions: "1" },
      read: { name: "read", completions: "read", passingYards: "read" },
    });
    // "1O" is not a number: the yards stay blank (and unmarked), the rest of the line is read.
    expect(rows[1]?.stats.passingYards ?? "").toBe("");
    expect(rows[1]?.read?.passingYards).toBeUndefined();
    expect(rows[1]).toMatchObject({ name: "M. Trubisky", stats: { completions: "2", attempts: "4" } });
    expect(reading.unread).toEqual([{ screen: "passing", text: "M. Trubisky 2/4 1O 0 0", reason: "YDS not read" }]);
    expect(fromDrafts(rows.slice(0, 1))).toEqual({
      players: [
        {
          id: "",
          name: "J. Allen",
          team: "Buffalo Bills",
          position: "QB",
          completions: 22,
          attempts: 31,
          passingYards: 287,
          passingTouchdowns: 3,
          interceptions: 1,
        },
      ],
    });
  });

  it("marks a cell read with low confidence as doubtful", () => {
    expect(scoreMark({ value: 24, confidence: 95 })).toBe("read");
    expect(scoreMark({ value: 24, confidence: 41 })).toBe("doubtful");
    expect(scoreMark(null)).toBeUndefined();
    expect(reading.homeScore?.value).toBe(24);
  });

  it("gives every stat that will be saved a visible cell on its player's card (no hidden values)", () => {
    const recap = readingOf(
      [
        screen("game", ["CHIEFS 17 FINAL 24 BILLS", "FIRST DOWNS 18 22"]),
        screen("passing", ["BILLS", "PLAYER CMP/ATT YDS TD INT", "J. Allen 22/31 287 3 1"]),
        {
          group: "rushing",
          lines: linesFromText("BILLS\nPLAYER CAR YDS TD FUM\nJ. Allen 6 41 1 0\nJ. Cook 14 61 0 1"),
        },
        { group: "receiving", lines: linesFromText("BILLS\nPLAYER REC TGT YDS TD\nJ. Cook 3 4 20 1") },
      ],
      teams,
    );
    const rows = rowsFromReading(recap);
    const saved = fromDrafts(rows);
    if ("error" in saved) throw new Error(saved.error);
    const allen = saved.players.find((p) => p.name === "J. Allen")!;
    const cook = saved.players.find((p) => p.name === "J. Cook")!;
    expect([allen.rushingTouchdowns, allen.fumbles, cook.targets, cook.receivingTouchdowns]).toEqual([1, 0, 4, 1]);
    for (const [i, player] of saved.players.entries()) {
      const numbers = Object.keys(player).filter((k) => !["id", "name", "team", "position"].includes(k));
      expect(rowColumns(rows[i]!)).toEqual(expect.arrayContaining(numbers));
    }
  });
  it("leaves the team of a row whose screen's tab was not read to the author, even beside a same-named player", () => {
    // A photo's rushing screen whose tabs read equally bright: its team is not known. "J. Allen" is
    // also the Bills' passer and "P. Mahomes" the Chiefs', but either team may field the name, so
    // neither row takes a team from a namesake, and the check step asks for both (decision 375).
    const recap = readingOf(
      [
        screen("passing", ["BILLS", "PLAYER CMP/ATT YDS TD INT", "J. Allen 22/31 287 3 1"]),
        {
          group: "rushing",
          lines: linesFromText("CHIEFS BILLS\nPLAYER CAR YDS TD FUM\nJ. Allen 6 41 1 0\nP. Mahomes 4 -3 0 0"),
        },
        screen("passing", ["CHIEFS", "PLAYER CMP/ATT YDS TD INT", "P. Mahomes 18/27 199 2 0"]),
      ],
      teams,
    );
    const rows = rowsFromReading(recap);
    expect(rows.map((r) => [r.name, r.team, r.position, Object.keys(r.stats).length])).toEqual([
      ["J. Allen", "Buffalo Bills", "QB", 5],
      ["P. Mahomes", "Kansas City Chiefs", "QB", 5],
      ["J. Allen", "", "RB", 4],
      ["P. Mahomes", "", "RB", 4],
    ]);
    const problems = rowProblems(rows, { homeTeam: teams.home, awayTeam: teams.away });
    expect([...problems.keys()]).toEqual([rows[2]!.key, rows[3]!.key]);
    for (const row of rows.slice(2)) {
      expect(problems.get(row.key)?.fields.has("team")).toBe(true);
      expect(problems.get(row.key)?.messages).toContain(
        `${row.name}: choose this player's team (Buffalo Bills or Kansas City Chiefs).`,
      );
    }
  });
});
