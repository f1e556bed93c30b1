import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import type { OcrWord } from "./types";

const teams = { home: "Buffalo Bills", away: "Kansas City Chiefs" };

/**
 * A passing screen as a photo read unstraightened: every word of the table sits `slope` px lower per
 * px to the right (the score bug and tabs level), names at the left, numbers far right.
 */
function photo(slope: number): OcrWord[] {
  const word = (x: number, y: number, text: string): OcrWord => {
    const dy = y >= 120 ? slope * x : 0;
    // Boxed as wide as its letters (12 px each), as the engine boxes them: a box far wider or narrower
    // than its digits is itself doubtful (wide-digits.ts).
    const half = 6 * text.length;
    return { text, confidence: 95, box: { x0: x - half, y0: y + dy, x1: x + half, y1: y + dy + 20 } };
  };
  const at = (y: number, cells: [number, string][]) => cells.map(([x, text]) => word(x, y, text));
  return [
    ...at(0, [
      [100, "CHIEFS"],
      [200, "17"],
      [300, "FINAL"],
      [400, "24"],
      [500, "BILLS"],
    ]),
    ...at(40, [[500, "BILLS"]]),
    ...at(80, [[300, "PASSING"]]),
    ...at(120, [
      [60, "PLAYER"],
      [1100, "CMP/ATT"],
      [1160, "YDS"],
      [1220, "TD"],
      [1280, "INT"],
    ]),
    ...at(160, [
      [60, "J."],
      [105, "Allen"],
      [1100, "22/31"],
      [1160, "281"],
      [1220, "2"],
      [1280, "1"],
    ]),
    ...at(200, [
      [60, "M."],
      [105, "Trubisky"],
      [1100, "3/5"],
      [1160, "24"],
      [1220, "0"],
      [1280, "0"],
    ]),
  ];
}

describe("a table whose rows run uphill or downhill (a photo not straightened)", () => {
  it("marks every cell and name doubtful once a row drifts half a word's height", () => {
    // 0.035 px a px: the numbers 1100 px right of a name sit a row (40 px) lower, on the next name's line.
    const read = readScreen(linesFromWords(photo(0.035)), teams);
    expect(read.rows.length).toBeGreaterThan(0);
    for (const row of read.rows) {
      expect(row.nameConfidence).toBeLessThan(80);
      for (const cell of Object.values(row.cells)) expect(cell.confidence).toBeLessThan(80);
    }
  });

  it("leaves a level table's cells as read", () => {
    const read = readScreen(linesFromWords(photo(0.002)), teams);
    expect(read.rows.map((r) => [r.name, r.cells.passingYards?.value, r.cells.passingYards?.confidence])).toEqual([
      ["J. Allen", 281, 95],
      ["M. Trubisky", 24, 95],
    ]);
  });
});
