import { describe, expect, it } from "vitest";
import { offRelations } from "./cell-checks";
import type { ScreenRow, StatKey } from "./types";

const cells = (values: Partial<Record<StatKey, number>>, confidence = 96): ScreenRow["cells"] =>
  Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { value, confidence }]));
const off = (values: Partial<Record<StatKey, number>>) => offRelations(cells(values), 60).sort();

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

  it("bounds no runner's or receiver's yards or touchdowns by his plays: a lateral gives both without one", () => {
    expect(off({ carries: 0, rushingYards: 31, rushingTouchdowns: 1 })).toEqual([]);
    expect(off({ receptions: 0, targets: 0, receivingYards: 40, receivingTouchdowns: 1 })).toEqual([]);
  });

  it("checks no relation with a cell already in doubt: that cell may be what breaks it", () => {
    const row = { ...cells({ attempts: 21, passingYards: 123 }), completions: { value: 1, confidence: 50 } };
    expect(offRelations(row, 60)).toEqual([]);
  });
});
