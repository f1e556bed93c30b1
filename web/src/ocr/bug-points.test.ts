import { describe, expect, it } from "vitest";
import { misreadPoints, missingPoints, type OcrLine, type OcrWord } from "../../../db/domain/box-score-screens";
import { linesWithFound, pointsAlone } from "./bug-points";

/** Words as [text, confidence, x0, y0, x1, y1], the way the OCR worker boxes them. */
const line = (words: [string, number, number, number, number, number][]): OcrLine =>
  words.map(([text, confidence, x0, y0, x1, y1]) => ({ text, confidence, box: { x0, y0, x1, y1 } }));

// Style 101's bug at 1280 as the full read saw it ("KRK (0-4) 26 FINAL 0 STO (0-10)"): the home
// "26" read "2@", the away "0" not seen at all.
const bug101 = line([
  ["KRK", 92, 460, 32, 530, 54],
  ["04)", 61, 549, 36, 601, 51],
  ["2@", 90, 624, 30, 668, 57],
  ["[FINAL]", 19, 688, 28, 772, 57],
  ["STO", 90, 852, 32, 913, 54],
  ["«o-10)", 41, 935, 36, 998, 51],
]);
const misread = bug101[2]!;
/** A read alone's word over the misread one's box. */
const alone = (text: string, confidence: number): OcrWord => ({ text, confidence, box: misread.box });

describe("the points a read alone found in place of a mark or a letter", () => {
  it("are its one number when it has no more digits than the full read saw glyphs", () => {
    expect(pointsAlone(misread, [alone("26", 92)])).toEqual(alone("26", 92));
    expect(pointsAlone({ ...misread, text: "@" }, [alone("6", 93)])).toEqual(alone("6", 93));
  });

  it("are none where it saw a ghost digit: three digits for two glyphs", () => {
    // The block read of 101's "2@" alone: "206", the "0" 9 px wide between digits of 18 and 19.
    expect(pointsAlone(misread, [alone("206", 66)])).toBeNull();
    expect(pointsAlone({ ...misread, text: "@" }, [alone("16", 90)])).toBeNull();
  });

  it("are none where it found no number or more than one", () => {
    expect(pointsAlone(misread, [])).toBeNull();
    expect(pointsAlone(misread, [alone("2", 80), alone("6", 80)])).toBeNull();
  });
});

describe("the lines the missing points are looked for in", () => {
  it("hold the points a read alone found, so the other side's are looked for beside them", () => {
    expect(misreadPoints([bug101]).map(({ word }) => word)).toEqual([misread]);
    const read = { ...misread, text: "26", confidence: 50 };
    // Beside the "26" read alone: the gap between FINAL and STO, where the away "0" is.
    expect(missingPoints(linesWithFound([bug101], new Map([[misread, read]])))).toEqual([
      { beside: read, box: { x0: 773, y0: 25, x1: 851, y1: 62 } },
    ]);
    // As the full read left them: no points read, none looked for.
    expect(missingPoints([bug101])).toEqual([]);
  });

  it("keep every word the reads alone left alone, in its place", () => {
    const marked = { ...bug101[0]!, confidence: 50 };
    expect(linesWithFound([bug101], new Map([[bug101[0]!, marked]]))).toEqual([[marked, ...bug101.slice(1)]]);
    expect(linesWithFound([bug101], new Map())).toEqual([bug101]);
  });
});
