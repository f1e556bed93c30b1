import { describe, expect, it } from "vitest";
import { cellsOfTwoReads } from "./two-reads";
import type { OcrWord } from "./types";

const at = (text: string, x: number, confidence = 95): OcrWord => ({
  text,
  confidence,
  box: { x0: x, y0: 0, x1: x + 12 * text.length, y1: 20 },
});

describe("the numbers block read twice", () => {
  it("takes the digits-only read, the first read's CMP/ATT pair and a cell only the first read has", () => {
    expect(cellsOfTwoReads([at("12/31", 0), at("9", 100), at("4", 200)], [at("1231", 0), at("9", 100)])).toEqual([
      at("12/31", 0),
      at("9", 100),
      at("4", 200),
    ]);
  });

  it('marks a cell the two reads read two ways ("11" and "1") doubtful', () => {
    expect(cellsOfTwoReads([at("11", 0, 93)], [at("1", 0, 91)])).toEqual([at("1", 0, 50)]);
  });

  it('marks a cell both reads read as one digit doubtful when its box is wider than tall (a condensed "11")', () => {
    const wide: OcrWord = { text: "1", confidence: 90, box: { x0: 0, y0: 0, x1: 25, y1: 23 } };
    expect(cellsOfTwoReads([wide], [wide])).toEqual([{ ...wide, confidence: 50 }]);
    // A digit shaped like one (a monospace "1" is 0.72 times as wide as tall) stays sure.
    const one: OcrWord = { text: "1", confidence: 90, box: { x0: 0, y0: 0, x1: 18, y1: 25 } };
    expect(cellsOfTwoReads([one], [one])).toEqual([one]);
  });
});
