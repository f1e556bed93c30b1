import { describe, expect, it } from "vitest";
import type { OcrWord } from "./types";
import { doubtWideDigits } from "./wide-digits";

const digit = (text: string, x0: number, width: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  box: { x0, y0: 337, x1: x0 + width, y1: 361 },
});

describe("lone digits boxed too wide", () => {
  it('marks a "1" boxed as wide as tall doubtful, where too few lone digits set a median (a photo\'s "11")', () => {
    // A photo's passing row: the CMP "11" read "1" in a 24 × 24 box; a "3" and a "0" 15–16 px wide.
    const row = [digit("1", 1177, 24, 80), digit("3", 1585, 15), digit("0", 1860, 16)];
    expect(doubtWideDigits([row])).toEqual([[{ ...row[0]!, confidence: 60 }, row[1], row[2]]]);
  });

  it('leaves a "1" as narrow as a monospace one (0.72 of its height) as read', () => {
    const row = [digit("1", 100, 17), digit("3", 200, 15)];
    expect(doubtWideDigits([row])).toEqual([row]);
  });
});
