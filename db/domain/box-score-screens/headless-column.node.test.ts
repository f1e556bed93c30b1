import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord as w } from "./any-layout.fixture";

const teams = { home: "Cedar Hollow Bison", away: "Juniper Flats Ironclads" };

/** Style 184's rushing screen at 1920 as read: the last column's "TD" was not read at all. */
const rushing = [
  w("RUSHING", 350, 213, 545, 240, 96),
  w("PLAYER", 365, 285, 484, 308, 96),
  w("FUMB", 1027, 285, 1116, 308, 89),
  w("CAR", 1269, 285, 1331, 308, 95),
  w("VARDS", 1489, 285, 1596, 308, 87),
  w("A", 363, 347, 398, 375, 66),
  w("QUINTERO", 412, 347, 618, 376, 81),
  w("0", 1060, 347, 1080, 375, 94),
  w("20", 1277, 347, 1321, 375, 96),
  w("81", 1523, 347, 1560, 375, 83),
  w("1", 1756, 347, 1769, 375, 37),
  w("H.", 366, 409, 402, 437, 86),
  w("IWU", 417, 409, 492, 437, 81),
  w("0", 1060, 409, 1082, 437, 63),
  w("12", 1279, 409, 1318, 437, 96),
  w("a3", 1520, 409, 1564, 437, 69),
  w(";", 1756, 409, 1770, 437, 2),
];

describe("a column whose header was lost whole", () => {
  it("takes whole numbers right of the last header, on rows, for the kept stat the line lacks, doubtful", () => {
    const read = readScreen(linesFromWords(rushing), teams);
    const quintero = read.rows.find((r) => r.name === "A. Quintero");
    expect(quintero?.cells).toMatchObject({
      carries: { value: 20 },
      rushingYards: { value: 81 },
      rushingTouchdowns: { value: 1 },
      fumbles: { value: 0 },
    });
    expect(quintero!.cells.rushingTouchdowns!.confidence).toBeLessThan(80);
    expect(read.unread.map((u) => u.text)).toEqual(["H. IWU 0 12 a3 ;"]);
  });

  it("takes no column right of the last header from a line with no number under the headers", () => {
    const footer = [...rushing.filter((word) => word.text !== "1"), w("2", 1756, 470, 1769, 498)];
    const read = readScreen(linesFromWords(footer), teams);
    expect(read.rows.map((r) => [r.name, r.cells.rushingTouchdowns])).toEqual([
      ["A. Quintero", undefined],
      ["H. Iwu", undefined],
    ]);
    expect(read.unread.map((u) => u.reason)).toEqual(["VARDS not read", "player name not read"]);
  });
});
