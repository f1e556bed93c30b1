import { describe, expect, it } from "vitest";
import { combineScreens, linesFromText, readScreen } from ".";
import type { BoxScoreRead } from "./types";

/** Below it the check step marks a cell "check this" (web/src/ocr/prefill.ts). */
const LOW_CONFIDENCE = 80;
const teams = { home: "Buffalo Bills", away: "Kansas City Chiefs" };
const text = (lines: string[]) => readScreen(linesFromText(lines.join("\n")), teams);
/** Each player's cells read below LOW_CONFIDENCE, as "name stat". */
const doubted = (box: BoxScoreRead) =>
  box.players.flatMap((p) =>
    Object.entries(p.stats).flatMap(([k, c]) => (c!.confidence < LOW_CONFIDENCE ? [`${p.name} ${k}`] : [])),
  );

// Style 159's passing screen (game 259) read "1/21" for 11/21 completions; its receivers caught 5, 3
// and 3. Here the same team, its numbers read right but for one receiver's catches or yards.
const passing = (row = "R. Dorsey 11/21 123 1 0") => text(["CHIEFS", "CMP/ATT YDS TD INT", row]);
const receiving = (...rows: string[]) => text(["CHIEFS", "REC TGT YDS TD", ...rows]);
const receivers = ["A. Okafor 5 8 39 0", "D. Kessler 3 7 56 1", "C. Delacroix 3 6 28 0"];

describe("relations between the screens of one team", () => {
  it("leaves a game whose screens keep them, and receivers shown that caught less than was completed", () => {
    expect(doubted(combineScreens([passing(), receiving(...receivers)]))).toEqual([]);
    expect(doubted(combineScreens([passing(), receiving(...receivers.slice(0, 2))]))).toEqual([]);
  });

  it("doubts the catches and the completions when the receivers caught more than the passers completed", () => {
    // "11" read "1" (and the yards made up): within its row 1 of 21 for 98 yards breaks nothing.
    const box = combineScreens([
      passing("R. Dorsey 1/21 98 1 0"),
      receiving(...receivers.slice(0, 2), "C. Delacroix 0 6 0 0"),
    ]);
    expect(doubted(box).sort()).toEqual(["A. Okafor receptions", "D. Kessler receptions", "R. Dorsey completions"]);
  });

  it("doubts receiving yards over the passing yards (style 158 at 1920 read 94 yards as 924 on 9 catches)", () => {
    const box = combineScreens([
      passing("R. Dorsey 20/30 218 1 0"),
      receiving("A. Okafor 9 10 924 0", "D. Kessler 11 12 124 1"),
    ]);
    expect(doubted(box).sort()).toEqual([
      "A. Okafor receivingYards",
      "D. Kessler receivingYards",
      "R. Dorsey passingYards",
    ]);
  });

  it("doubts receiving touchdowns over passing ones, and targets over attempts", () => {
    const box = combineScreens([
      passing("R. Dorsey 11/15 123 1 0"),
      receiving("A. Okafor 5 8 39 4", ...receivers.slice(1)),
    ]);
    expect(doubted(box).sort()).toEqual([
      "A. Okafor receivingTouchdowns",
      "A. Okafor targets",
      "C. Delacroix targets",
      "D. Kessler receivingTouchdowns",
      "D. Kessler targets",
      "R. Dorsey attempts",
      "R. Dorsey passingTouchdowns",
    ]);
  });

  it("doubts a defender's interceptions over the other team's passers' ones, not another team's rows", () => {
    const defense = text(["BILLS", "TKL SACK INT FF", "J. Bernard 7 0 4 0", "T. Rapp 5 1 0 0"]);
    const box = combineScreens([passing("R. Dorsey 11/21 123 1 1"), defense, receiving(...receivers)]);
    expect(doubted(box).sort()).toEqual(["J. Bernard defensiveInterceptions", "R. Dorsey interceptions"]);
  });
});

describe("a team's touchdowns against its points", () => {
  // Style 178 at 2400 read a back's 0 rushing touchdowns as "8", style 52 at 1920 as "4".
  const rushing = (row: string) =>
    text(["CHIEFS 10 FINAL 24 BILLS", "CHIEFS", "CAR YDS TD FUM", row, "P. Mahomes 4 -3 0 0"]);
  const sure = (box: BoxScoreRead) => (box.awayScore?.confidence ?? 0) >= LOW_CONFIDENCE;

  it("leaves touchdowns worth at most the points", () => {
    const box = combineScreens([rushing("I. Pacheco 14 61 1 0"), passing("R. Dorsey 11/21 123 0 0")], teams);
    expect([doubted(box), sure(box)]).toEqual([[], true]);
  });

  it("doubts the touchdowns read and the points when 6 a touchdown exceed the points", () => {
    const box = combineScreens([rushing("I. Pacheco 14 61 4 0"), passing("R. Dorsey 11/21 123 0 0")], teams);
    expect([doubted(box), sure(box)]).toEqual([["I. Pacheco rushingTouchdowns"], false]);
  });

  it("needs the typed teams to tie a team to its points", () => {
    const box = combineScreens([rushing("I. Pacheco 14 61 4 0")]);
    expect([doubted(box), sure(box)]).toEqual([[], true]);
  });
});
