import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord as w } from "./any-layout.fixture";

const teams = { home: "Stonebridge Coyotes", away: "Ashford Raptors" };

/** Style 204's receiving screen at 1920 as read: LONG and YD run together ("3560"), the YD cell read again alone. */
const receiving = [
  w("RECEIVING", 80, 170, 315, 200),
  w("PLAYER", 96, 230, 212, 255),
  w("TD", 750, 230, 792, 255, 94),
  w("CATCHES", 963, 230, 1104, 255),
  w("AVG", 1234, 230, 1298, 255, 95),
  w("TAR", 1404, 230, 1464, 255),
  w("LONG", 1595, 230, 1682, 255),
  w("YD", 1783, 230, 1825, 255),
  w("72", 97, 290, 138, 315, 69),
  w("J.", 146, 290, 172, 315, 69),
  w("VALDEZ", 189, 290, 339, 315),
  w("0", 772, 290, 795, 315, 88),
  w("4", 1083, 290, 1106, 315),
  w("15.0", 1228, 290, 1301, 315, 94),
  w("7", 1448, 290, 1471, 315),
  w("3560", 1639, 290, 1829, 315, 90),
  w("60", 1782, 290, 1829, 315, 90),
];

describe("two cells run together over a cell read alone", () => {
  it("drops the run-together number and takes the one inside it, doubtful", () => {
    const read = readScreen(linesFromWords(receiving), teams);
    expect(read.unread).toEqual([]);
    const valdez = read.rows.find((r) => r.name === "J. Valdez");
    expect(valdez?.cells).toMatchObject({
      receptions: { value: 4 },
      targets: { value: 7 },
      receivingYards: { value: 60 },
      receivingTouchdowns: { value: 0 },
    });
    expect(valdez!.cells.receivingYards!.confidence).toBeLessThan(80);
    expect(valdez!.cells.targets!.confidence).toBeGreaterThanOrEqual(80);
  });
});

/** Style 205's defense screen at 1280 as read: SCK and TKL run together ("012"), the SCK cell read again alone. */
const defense = [
  w("DEFENSE", 234, 135, 366, 155),
  w("Player", 244, 183, 306, 202),
  w("FF", 740, 184, 762, 198),
  w("Int", 1033, 184, 1060, 198, 95),
  w("Sck", 1108, 183, 1142, 198, 91),
  w("TKL", 1187, 183, 1217, 198),
  w("E.KOWALSKI", 281, 258, 428, 276, 86),
  w("0", 750, 258, 762, 276, 91),
  w("1", 1047, 258, 1059, 276, 93),
  w("012", 1128, 258, 1216, 276, 50),
  w("0", 1129, 258, 1142, 276, 50),
];

describe("the rest of a run-together number beside the cell read alone", () => {
  it("is the next column's cell, doubtful, when that column got no number of its own", () => {
    const read = readScreen(linesFromWords(defense), { home: "Oak Harbor Wolves", away: "Marrow Point Falcons" });
    const kowalski = read.rows.find((r) => r.name === "E.Kowalski");
    expect(kowalski?.cells).toMatchObject({ sacks: { value: 0 }, tackles: { value: 12 } });
    expect(kowalski!.cells.tackles!.confidence).toBeLessThan(80);
    expect(read.unread).toEqual([]);
  });

  it("is dropped where that column has a number of its own: the row is still read", () => {
    const read = readScreen(linesFromWords([...defense, w("12", 1190, 258, 1216, 276, 90)]), teams);
    expect(read.rows[0]?.cells.tackles?.value).toBe(12);
    expect(read.unread).toEqual([]);
  });
});
