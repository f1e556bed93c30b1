import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord as w } from "./any-layout.fixture";

const teams = { home: "Juniper Flats Sentinels", away: "Kestrel Ridge Herons" };

/** Style 215's passing screen at 1280 as read: its "TD" read "hi" at 25. */
const passing = (td?: ReturnType<typeof w>) => [
  w("PASSING", 53, 137, 163, 160, 96),
  w("PLAYER", 63, 184, 125, 199, 96),
  w("YARDS", 404, 184, 457, 199, 95),
  w("INT", 545, 184, 572, 199, 96),
  w("CMP/ATT", 723, 184, 798, 200, 90),
  w("LNG", 893, 184, 925, 199, 96),
  ...(td ? [td] : []),
  w("RATING", 1156, 184, 1217, 199, 95),
  w("A.Stroud", 62, 222, 145, 240, 89),
  w("267", 423, 223, 457, 240, 97),
  w("0", 561, 223, 571, 240, 96),
  w("21/31", 744, 223, 795, 242, 87),
  w("30", 902, 223, 924, 240, 96),
  w("2", 1015, 223, 1025, 240, 96),
  w("115.9", 1165, 223, 1217, 240, 96),
];

describe("a header the engine doubts, for the one kept column the line lacks", () => {
  it("takes it whatever letter it starts with, its cells doubtful", () => {
    for (const td of [w("hi", 1001, 181, 1025, 205, 25), w("0", 1001, 181, 1025, 205, 30)]) {
      const read = readScreen(linesFromWords(passing(td)), teams);
      expect(read.rows[0]?.cells.passingTouchdowns).toEqual({ value: 2, confidence: 60 });
      expect(read.rows[0]?.cells.passingYards).toEqual({ value: 267, confidence: 97 });
      expect(read.unread).toEqual([]);
    }
  });

  it("takes no word read sure of another letter, nor a mark", () => {
    for (const td of [w("hi", 1001, 181, 1025, 205, 90), w("~", 1001, 181, 1025, 205, 20)]) {
      const read = readScreen(linesFromWords(passing(td)), teams);
      expect(read.rows[0]?.cells.passingTouchdowns).toBeUndefined();
    }
  });

  it("takes no such word when a column lost whole has its cells between two headers: that is the lacking column", () => {
    // The TD header not read at all (its "2" between LNG and RATING) and a column we do not keep read
    // "xq" at 20, or read with no letter at all ("11]", sure: ones and brackets name no column either).
    for (const other of [w("xq", 1300, 184, 1330, 199, 20), w("11]", 1300, 184, 1330, 199, 90)]) {
      const lost = [...passing(), other, w("88", 1300, 223, 1325, 240, 96)];
      const read = readScreen(linesFromWords(lost), teams);
      expect(read.rows[0]?.cells.passingTouchdowns).toEqual({ value: 2, confidence: 60 });
    }
  });
});
