import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord as w } from "./any-layout.fixture";
import { offRelations } from "./cell-checks";
import type { OcrWord, ScreenRow, StatKey } from "./types";

const cells = (values: Partial<Record<StatKey, number>>, confidence = 96): ScreenRow["cells"] =>
  Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { value, confidence }]));
const off = (values: Partial<Record<StatKey, number>>) => offRelations(cells(values)).sort();

describe("relations between the cells of a row", () => {
  it("leaves a row that keeps every relation", () => {
    expect(off({ completions: 18, attempts: 27, passingYards: 255, passingTouchdowns: 4, interceptions: 5 })).toEqual(
      [],
    );
    expect(off({ receptions: 6, targets: 6, receivingYards: 82, receivingTouchdowns: 1 })).toEqual([]);
    expect(off({ completions: 0, attempts: 1, passingYards: 0, interceptions: 1 })).toEqual([]);
  });

  it("doubts completions over attempts, and not the interceptions beside them", () => {
    expect(off({ completions: 18, attempts: 7, interceptions: 0 })).toEqual(["attempts", "completions"]);
  });

  it("doubts completions and interceptions over attempts: an interception is an attempt", () => {
    expect(off({ completions: 18, attempts: 19, interceptions: 2 })).toEqual([
      "attempts",
      "completions",
      "interceptions",
    ]);
  });

  it("doubts receptions over targets", () => {
    expect(off({ receptions: 7, targets: 1, receivingYards: 60 })).toEqual(["receptions", "targets"]);
  });

  it("doubts passing touchdowns over completions", () => {
    expect(off({ completions: 1, attempts: 20, passingTouchdowns: 3 })).toEqual(["completions", "passingTouchdowns"]);
  });

  it("doubts passing yards over 99 a completion", () => {
    expect(off({ completions: 2, passingYards: 198 })).toEqual([]);
    expect(off({ completions: 2, passingYards: 199 })).toEqual(["completions", "passingYards"]);
  });

  it("bounds no runner's or receiver's touchdowns or yards within one play more than his own: a lateral gives both", () => {
    expect(off({ carries: 0, rushingYards: 99, rushingTouchdowns: 1 })).toEqual([]);
    expect(off({ receptions: 0, targets: 0, receivingYards: 40, receivingTouchdowns: 1 })).toEqual([]);
    expect(off({ receptions: 7, targets: 9, receivingYards: 792 })).toEqual([]);
  });

  it("doubts a runner's or receiver's yards over 99 a play and a lateral (style 92 at 1920: 99 read 929 on 7 catches)", () => {
    expect(off({ receptions: 7, targets: 9, receivingYards: 929 })).toEqual(["receivingYards", "receptions"]);
    expect(off({ carries: 1, rushingYards: 210 })).toEqual(["carries", "rushingYards"]);
  });

  it("doubts a runner's or receiver's touchdowns over one a play and a lateral (\"11\" read for 1 touchdown on 1 catch)", () => {
    expect(off({ receptions: 1, targets: 2, receivingYards: 13, receivingTouchdowns: 2 })).toEqual([]);
    expect(off({ receptions: 1, targets: 2, receivingYards: 13, receivingTouchdowns: 11 })).toEqual([
      "receivingTouchdowns",
      "receptions",
    ]);
    expect(off({ carries: 2, rushingYards: 9, rushingTouchdowns: 4 })).toEqual(["carries", "rushingTouchdowns"]);
  });

  it("checks a relation with a cell already in doubt too: another may be what breaks it", () => {
    const row = { ...cells({ attempts: 17, completions: 1 }, 80), passingYards: { value: 171, confidence: 50 } };
    expect(offRelations(row).sort()).toEqual(["completions", "passingYards"]);
  });
});

/**
 * Style 174's passing screen at 2400 as read: 11/17 read "1/17" at 80 (unmarked) beside 171 yards
 * read at 50, a LONG of 36 and a QBR of 73.4 the box score does not keep.
 */
const passing = (yards = "171", yardsConfidence = 50, pairConfidence = 80): OcrWord[] => [
  w("COLDSPRING", 971, 60, 1181, 100, 92),
  w("HALCYON", 1271, 60, 1428, 100),
  w("PASSING", 312, 160, 504, 200),
  w("PLAYER", 327, 260, 417, 290),
  w("POS", 787, 260, 834, 290, 87),
  w("QBR", 985, 260, 1033, 290, 92),
  w("CMP/ATT", 1225, 260, 1336, 290, 88),
  w("YARDS", 1495, 260, 1575, 290),
  w("TD", 1681, 260, 1713, 290, 93),
  w("LONG", 1857, 260, 1921, 290),
  w("INT", 2036, 260, 2074, 290),
  w("A.Petrakis", 326, 340, 468, 370, 66),
  w("8", 795, 340, 834, 370, 0),
  w("73.4", 972, 340, 1033, 370),
  w("1/17", 1268, 340, 1335, 370, pairConfidence),
  w(yards, 1533, 340, 1573, 370, yardsConfidence),
  w("0", 1696, 340, 1712, 370, 90),
  w("36", 1887, 340, 1921, 370),
  w("1", 2062, 340, 2071, 370),
];

const teams = { home: "Halcyon Sentinels", away: "Coldspring Coyotes" };

describe("a row read from a screen", () => {
  it("marks completions doubtful when the yards beside them exceed 99 a completion (style 174 at 2400)", () => {
    // The pair as read at 80 is doubtful by its own bar too (pair-confidence.ts): read at 90 here, only
    // the relation can mark it, and it marks the completions, not the attempts beside them.
    const row = readScreen(linesFromWords(passing("171", 50, 90)), teams).rows[0]!;
    expect(row.cells.completions).toEqual({ value: 1, confidence: 60 });
    expect(row.cells.attempts?.confidence).toBe(90);
    expect(row.cells.interceptions?.confidence).toBe(96);
  });

  it("bounds the yards by the passing LONG shown times the completions, when it was read sure", () => {
    // 71 yards are within 99 a completion but not within the 36 of the longest one.
    const row = readScreen(linesFromWords(passing("71", 94)), teams).rows[0]!;
    expect(row.cells.completions).toEqual({ value: 1, confidence: 60 });
    expect(row.cells.passingYards).toEqual({ value: 71, confidence: 60 });
    const within = readScreen(linesFromWords(passing("36", 94)), teams).rows[0]!;
    expect(within.cells.passingYards).toEqual({ value: 36, confidence: 94 });
  });

  it("takes no LONG of a row that runs too as the passing one: a runner's counts a lateral's yards", () => {
    const shown = [{ header: "LNG", text: "12" }];
    expect(offRelations(cells({ completions: 2, passingYards: 40, carries: 3, rushingYards: 30 }), shown)).toEqual([]);
    expect(offRelations(cells({ completions: 2, passingYards: 40 }), shown).sort()).toEqual([
      "completions",
      "passingYards",
    ]);
  });
});

describe("a defender's tackles beside his solo and assisted ones", () => {
  // Style 205's defense prints SOLO/AST beside TKL ("6/6" beside 12); "2" read for 12 keeps every other relation.
  it("doubts tackles that are not the solo and assisted ones shown, read sure, added", () => {
    const row = cells({ tackles: 2, sacks: 0, defensiveInterceptions: 1 });
    expect(offRelations(row, [{ header: "Solo/Ast", text: "6/6" }])).toEqual(["tackles"]);
    expect(
      offRelations(row, [
        { header: "SOLO", text: "1" },
        { header: "AST", text: "1" },
      ]),
    ).toEqual([]);
    expect(offRelations(cells({ tackles: 12 }), [{ header: "Solo/Ast", text: "6/6" }])).toEqual([]);
  });

  it("takes nothing from a pair read in doubt or not read as two counts", () => {
    const row = cells({ tackles: 2 });
    expect(offRelations(row, [{ header: "Solo/Ast", text: undefined }])).toEqual([]);
    expect(offRelations(row, [{ header: "Solo/Ast", text: "66" }])).toEqual([]);
    expect(offRelations(row, [{ header: "SOLO", text: "6" }])).toEqual([]);
  });
});
