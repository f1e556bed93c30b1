import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord as w } from "./any-layout.fixture";

/** Style 208's receiving screen at 1280 as read: A. Oduya's 0 touchdowns read "[]" (confidence 57). */
const receiving = (zero: string) => [
  w("RECEIVING", 53, 137, 189, 156),
  w("Player", 63, 184, 105, 199),
  w("Yac", 515, 184, 539, 196, 90),
  w("Td", 627, 184, 643, 196, 90),
  w("Rec", 887, 181, 910, 203),
  w("Yds", 1194, 184, 1218, 196),
  w("2", 62, 319, 72, 334),
  w("A.", 78, 318, 95, 334, 93),
  w("Oduya", 102, 318, 153, 338, 89),
  w("20", 519, 319, 538, 334),
  w(zero, 634, 316, 646, 341, 85),
  w("5", 901, 319, 909, 334),
  w("61", 1198, 319, 1215, 334),
];

describe("a zero's oval read as a pair of brackets", () => {
  it("is read 0, doubtful, and the row has no cell left to type", () => {
    const read = readScreen(linesFromWords(receiving("[]")), {
      home: "Cedar Hollow Ironclads",
      away: "Coldspring Vipers",
    });
    expect(read.rows[0]?.cells.receivingTouchdowns).toEqual({ value: 0, confidence: 60 });
    expect(read.unread).toEqual([]);
  });

  it("leaves a bar or a lone bracket unread", () => {
    const teams = { home: "Cedar Hollow Ironclads", away: "Coldspring Vipers" };
    for (const mark of ["||", "[", "]]"])
      expect(readScreen(linesFromWords(receiving(mark)), teams).rows[0]?.cells.receivingTouchdowns).toBeUndefined();
  });
});
