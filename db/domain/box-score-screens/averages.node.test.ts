import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord } from "./any-layout.fixture";
import { offAverage } from "./averages";
import type { OcrWord } from "./types";

const teams = { home: "Redfern Herons", away: "Halcyon Bison" };
const w = ocrWord;

/**
 * Style 159's rushing screen at 1920 as read: "77" yards read "71" at 94 beside 24 carries and 3.2
 * yards a carry ("Y/C" read "Yic"), a side menu left of the table.
 */
function rushing(yards: string, average = "3.2", averageConfidence = 96): OcrWord[] {
  return [
    w("HAL", 845, 50, 920, 79, 94),
    w("21", 956, 45, 1006, 83, 94),
    w("19", 1180, 45, 1229, 84, 94),
    w("RED", 1266, 50, 1342, 79, 94),
    w("RED", 1138, 128, 1193, 151),
    w("RUSHING", 349, 206, 520, 233, 95),
    w("Scoring", 88, 254, 170, 303),
    w("PLAYER", 364, 275, 461, 297),
    w("TD", 1024, 260, 1056, 310, 60),
    w("ATT", 1172, 260, 1218, 310, 94),
    w("Yic", 1341, 274, 1380, 298, 52),
    w("FUMB", 1518, 275, 1588, 297, 91),
    w("YDS", 1728, 275, 1779, 297, 94),
    w("Team", 88, 324, 147, 345, 95),
    w("Stats", 156, 324, 211, 345),
    w("M.", 365, 330, 395, 356, 91),
    w("QUINTERO", 407, 330, 568, 361),
    w("RB", 581, 330, 621, 356),
    w("1", 1034, 330, 1048, 356, 93),
    w("24", 1179, 330, 1211, 356),
    w(average, 1339, 330, 1380, 356, averageConfidence),
    w("0", 1546, 330, 1559, 356, 95),
    w(yards, 1737, 330, 1769, 356, 94),
  ];
}

describe("an average column beside the cells it is worked out from", () => {
  it("marks the yards and carries doubtful when they do not give the yards per carry shown", () => {
    const row = readScreen(linesFromWords(rushing("71")), teams).rows[0]!;
    expect(row.cells.rushingYards).toEqual({ value: 71, confidence: 60 });
    expect(row.cells.carries).toEqual({ value: 24, confidence: 60 });
    expect(row.cells.rushingTouchdowns?.confidence).toBe(93);
  });

  it("leaves cells that give the average as read (77 / 24 = 3.2)", () => {
    const row = readScreen(linesFromWords(rushing("77")), teams).rows[0]!;
    expect(row.cells.rushingYards).toEqual({ value: 77, confidence: 94 });
    expect(row.cells.carries).toEqual({ value: 24, confidence: 96 });
  });

  it("takes an average whose decimal point was lost as either number (31 for 3.1)", () => {
    const row = readScreen(linesFromWords(rushing("77", "32")), teams).rows[0]!;
    expect(row.cells.rushingYards?.confidence).toBe(94);
  });

  it('takes no average read in doubt itself as a check ("2" at 0, style 161\'s photo)', () => {
    const row = readScreen(linesFromWords(rushing("77", "2", 0)), teams).rows[0]!;
    expect(row.cells.rushingYards?.confidence).toBe(94);
  });

  it("checks a completion percentage, and a passing AVG per attempt or per completion", () => {
    const cells = {
      completions: { value: 18, confidence: 96 },
      attempts: { value: 25, confidence: 96 },
      passingYards: { value: 241, confidence: 96 },
    };
    expect(offAverage([{ header: "PCT", text: "72.0" }], cells)).toEqual([]);
    expect(offAverage([{ header: "PCT", text: "78.0" }], cells).sort()).toEqual(["attempts", "completions"]);
    expect(offAverage([{ header: "AVG", text: "9.6" }], cells)).toEqual([]);
    expect(offAverage([{ header: "AVG", text: "13.4" }], cells)).toEqual([]);
    expect(offAverage([{ header: "AVG", text: "11.0" }], cells).sort()).toEqual([
      "attempts",
      "completions",
      "passingYards",
    ]);
  });

  it("does not check an average over no carries, nor one that is no number", () => {
    const cells = { carries: { value: 0, confidence: 96 }, rushingYards: { value: 0, confidence: 96 } };
    expect(offAverage([{ header: "AVG", text: "-" }], cells)).toEqual([]);
    expect(offAverage([{ header: "AVG", text: "4.0" }], cells)).toEqual([]);
    expect(offAverage([{ header: "Y/C", text: "-" }], { ...cells, carries: { value: 3, confidence: 96 } })).toEqual([]);
  });
});
