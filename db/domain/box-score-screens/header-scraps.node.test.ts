import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord as w } from "./any-layout.fixture";

const teams = { home: "Fenwick Owls", away: "Silver Lake Mariners" };

/** Style 202's receiving photo as read: glare broke the yards header into three scraps. */
const receiving = (yards: ReturnType<typeof w>[]) => [
  w("RECEIVING", 82, 231, 308, 261, 95),
  w("Player", 97, 306, 180, 335, 94),
  w("Catches", 1051, 304, 1159, 328, 94),
  w("Tar.", 1315, 287, 1375, 343, 58),
  ...yards,
  w("Td", 1735, 303, 1765, 327, 68),
  w("77", 97, 360, 128, 384, 93),
  w("L.LINDQVIST", 143, 359, 328, 390, 90),
  w("7", 1143, 359, 1160, 383, 96),
  w("11", 1327, 358, 1359, 384, 90),
  w("111", 1542, 358, 1593, 384, 93),
  w("0", 1748, 358, 1766, 383, 94),
];

describe("a header glare broke into scraps", () => {
  it("joins scraps the engine doubts into the one header the line lacks, its cells doubtful", () => {
    const read = readScreen(
      linesFromWords(
        receiving([
          w("Hii", 1396, 293, 1442, 334, 44),
          w("HN", 1454, 288, 1520, 343, 14),
          w("Ivo", 1537, 304, 1604, 334, 10),
        ]),
      ),
      teams,
    );
    expect(read.rows[0]?.cells.receivingYards).toEqual({ value: 111, confidence: 60 });
    expect(read.rows[0]?.cells.receptions).toEqual({ value: 7, confidence: 96 });
    expect(read.unread).toEqual([]);
  });

  it("joins no words read sure, nor scraps a header's space apart", () => {
    const sure = receiving([w("Hii", 1396, 293, 1442, 334, 90), w("Ivo", 1454, 304, 1604, 334, 90)]);
    const apart = receiving([w("Hii", 1396, 293, 1442, 334, 44), w("Ivo", 1537, 304, 1604, 334, 10)]);
    for (const words of [sure, apart]) {
      const read = readScreen(linesFromWords(words), teams);
      expect(read.rows[0]?.cells.receivingYards).toBeUndefined();
      expect(read.unread.map((u) => u.text)).toEqual(["Hii", "Ivo"]);
    }
  });
});
