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

  it("leaves a level screen's lines as they were", () => {
    const flat = linesFromWords(
      ["A", "B", "C"].flatMap((row, i) =>
        [0, 1, 2, 3].map((c) => w(`${row}${c}`, 100 + 300 * c, 100 + 40 * i, 160 + 300 * c, 120 + 40 * i)),
      ),
    );
    expect(levelLines(flat)).toBe(flat);
  });
});
