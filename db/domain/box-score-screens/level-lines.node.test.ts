import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord } from "./any-layout.fixture";
import { levelLines } from "./level-lines";

const teams = { home: "Granite Falls Herons", away: "Halcyon Foxes" };
const w = ocrWord;

/** Style 157's rushing screen on a photo as read, unstraightened: its rows climb 40 px over 1,300. */
const photo = [
  w("FOXES", 426, 219, 548, 248),
  w("40", 656, 213, 712, 246, 93),
  w("6", 861, 210, 884, 243, 86),
  w("HERONS", 920, 212, 1060, 239, 94),
  w("FOXES", 666, 283, 750, 317, 83),
  w("RUSHING", 72, 360, 246, 389),
  w("YDS", 1022, 393, 1064, 410, 83),
  w("Y/C", 1144, 389, 1180, 407, 49),
  w("ATT", 1261, 386, 1299, 402),
  w("LNG", 1379, 382, 1417, 397),
  w("FUMB", 770, 401, 833, 419, 90),
  w("TD", 907, 397, 935, 414, 75),
  w("PLAYER", 90, 422, 187, 443, 95),
  w("53", 1035, 491, 1065, 511),
  w("2.5", 1145, 486, 1180, 507, 93),
  w("21", 1274, 481, 1298, 501),
  w("6", 1404, 476, 1416, 495),
  w("0", 821, 500, 835, 521, 94),
  w("2", 923, 496, 937, 516),
  w("Wes", 99, 530, 155, 553),
  w("Yamada", 168, 525, 276, 550),
  w("RB", 287, 522, 322, 544),
  w("#94", 333, 520, 385, 542, 95),
];

/**
 * Style 184's defense screen at 1920 as read: level, but sparse (two rows 62 px apart, columns
 * 1,100 px apart), so a slope of 0.056 stacks its words better by carrying each far column onto the
 * next line, and the header line was torn apart: the screen was declined.
 */
const sparse = [
  w("JFI", 838, 51, 895, 81, 65),
  w("31", 932, 47, 983, 85, 93),
  w("|FNaL|", 1020, 43, 1136, 87, 28),
  w("24", 1164, 47, 1227, 85, 92),
  w("CHB", 1259, 51, 1348, 81, 92),
  w("JAI", 998, 133, 1037, 156, 52),
  w("CHB", 1127, 133, 1191, 156, 81),
  w("Box", 90, 206, 133, 227, 95),
  w("Score", 146, 206, 219, 227, 95),
  w("DEFENSE", 350, 213, 546, 240, 96),
  w("Scoring", 89, 267, 186, 296, 77),
  w("PLAYER", 365, 285, 484, 308, 95),
  w("INT", 1085, 285, 1137, 308, 96),
  w("TKL", 1299, 285, 1357, 308, 72),
  w("FF", 1510, 285, 1544, 308, 96),
  w("SCK", 1698, 285, 1759, 308, 66),
  w("Team", 88, 331, 161, 352, 94),
  w("Stats", 171, 331, 236, 352, 76),
  w("S.", 364, 347, 395, 375, 55),
  w("STROUD", 408, 347, 568, 375, 55),
  w("0", 1099, 347, 1120, 375, 82),
  w("2", 1318, 347, 1337, 375, 50),
  w("0", 1515, 347, 1536, 375, 81),
  w("0", 1717, 347, 1738, 375, 82),
  w("Player", 90, 392, 171, 422, 96),
  w("Stats", 179, 394, 245, 415, 96),
  w("J.", 363, 409, 390, 437, 94),
  w("ALBRIGHT", 401, 409, 598, 437, 96),
  w("0", 1099, 409, 1120, 437, 59),
  w("9", 1317, 409, 1338, 437, 96),
  w("0", 1515, 409, 1537, 437, 0),
  w("3", 1717, 409, 1737, 437, 97),
  w("Drive", 90, 456, 157, 478, 95),
  w("Chart", 166, 455, 239, 478, 96),
  w("LB", 1630, 491, 1702, 511, 63),
  w("/", 1661, 487, 1669, 517, 63),
  w("RB", 1678, 491, 1699, 511, 95),
  w("Switch", 1709, 491, 1777, 509, 95),
  w("Team", 1784, 492, 1842, 509, 96),
  w("Game", 89, 520, 166, 541, 96),
  w("Log", 177, 520, 221, 548, 96),
];

describe("words of a tilted photo grouped along its slope", () => {
  it("reads a row whose name and numbers sit at different heights, every cell doubtful", () => {
    const read = readScreen(linesFromWords(photo), teams);
    expect(read.unread).toEqual([]);
    expect(read.rows).toHaveLength(1);
    const row = read.rows[0]!;
    expect(row.name).toBe("Wes Yamada");
    expect(Object.fromEntries(Object.entries(row.cells).map(([k, c]) => [k, c.value]))).toEqual({
      carries: 21,
      rushingYards: 53,
      rushingTouchdowns: 2,
      fumbles: 0,
    });
    expect(Math.max(...Object.values(row.cells).map((c) => c.confidence))).toBeLessThanOrEqual(60);
  });

  it("keeps a sparse level screen's lines, whose words do not climb, whatever slope stacks them best", () => {
    const lines = linesFromWords(sparse);
    expect(levelLines(lines)).toBe(lines);
    const read = readScreen(lines, { home: "Cedar Hollow Bison", away: "Juniper Flats Ironclads" });
    expect(read.kind).toBe("defense");
    expect(read.rows.map((r) => [r.name, r.cells.tackles?.value, r.cells.sacks?.value])).toEqual([
      ["S. Stroud", 2, 0],
      ["J. Albright", 9, 3],
    ]);
  });

  it("leaves a level screen's lines as they were", () => {
    const flat = linesFromWords(
      ["A", "B", "C"].flatMap((row, i) =>
        [0, 1, 2, 3].map((c) => w(`${row}${c}`, 100 + 300 * c, 100 + 40 * i, 160 + 300 * c, 120 + 40 * i)),
      ),
    );
    expect(levelLines(flat)).toBe(flat);
  });
});
