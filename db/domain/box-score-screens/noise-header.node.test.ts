import { describe, expect, it } from "vitest";
import { readScreen } from ".";
import { ocrWord } from "./any-layout.fixture";

const teams = { home: "Coldspring Ironclads", away: "Cedar Hollow Wolves" };

/** Style 110's passing screen at 1280 (away): the TD header read "Rl)" at confidence 22. */
const passing = (td: string, confidence: number) =>
  readScreen(
    [
      [ocrWord("WOLVES", 523, 78, 595, 112), ocrWord("IRONCLADS", 655, 86, 755, 102)],
      [ocrWord("PASSING", 53, 137, 163, 156)],
      [
        ocrWord("PLAYER", 63, 182, 118, 204),
        ocrWord("INT", 523, 184, 547, 197),
        ocrWord("RTG", 668, 184, 696, 197, 92),
        ocrWord(td, 783, 182, 802, 204, confidence),
        ocrWord("YARDS", 935, 184, 984, 197, 95),
        ocrWord("CMP/ATT", 1149, 184, 1218, 198, 91),
      ],
      [
        ocrWord("P.", 63, 221, 74, 237, 91),
        ocrWord("MBATHA", 81, 221, 153, 237, 90),
        ocrWord("#43", 160, 221, 191, 237),
        ocrWord("0", 538, 221, 547, 237, 94),
        ocrWord("87.4", 661, 221, 696, 237, 90),
        ocrWord("1", 795, 221, 801, 237),
        ocrWord("131", 955, 221, 982, 237),
        ocrWord("13/23", 1171, 221, 1217, 238),
      ],
    ],
    teams,
  );

describe("a header read as noise", () => {
  it("is the one kept column the line lacks, whatever its first letter, its cells doubtful", () => {
    const read = passing("Rl)", 22);
    expect(read.rows[0]?.cells.passingTouchdowns).toEqual({ value: 1, confidence: 60 });
    expect(read.rows[0]?.cells.passingYards).toEqual({ value: 131, confidence: 96 });
    expect(read.unread).toEqual([]);
  });

  it("is no column when read with confidence: its first letter names another", () => {
    const read = passing("Rl)", 90);
    expect(read.rows[0]?.cells.passingTouchdowns).toBeUndefined();
    expect(read.unread.map((u) => u.text)).toEqual(["Rl)"]);
  });
});
