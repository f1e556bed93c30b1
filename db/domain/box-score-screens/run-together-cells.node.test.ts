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
