import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord } from "./any-layout.fixture";

const teams = { home: "Halcyon Falcons", away: "Brightwater Coyotes" };
const w = ocrWord;

/** Style 163's passing screen on a photo as read: the score bug level, the table climbing 18 px over 1,200. */
const photo = [
  w("BRIGHTWATER", 375, 260, 618, 284),
  w("6-5)", 642, 264, 687, 280, 53),
  w("23", 711, 256, 758, 284, 90),
  w("|rnaL|", 779, 256, 861, 285, 0),
  w("12", 880, 256, 920, 283),
  w("HALCYON", 942, 259, 1090, 281, 95),
  w("(0-0)", 1112, 263, 1155, 277, 48),
  w("BRIGHTWATER", 614, 313, 780, 347),
  w("FALCON", 840, 316, 947, 331, 5),
  w("SEE", 150, 378, 225, 397, 38),
  w("TING", 234, 377, 286, 397, 35),
  w("TD", 645, 421, 668, 433, 91),
  w("INT", 769, 418, 796, 431),
  w("LNG", 904, 417, 937, 429, 95),
  w("YARDS", 1075, 414, 1128, 426),
  w("CMP/ATT", 1291, 410, 1360, 423, 81),
  w("PLAYER", 153, 428, 223, 441, 94),
  w("2", 659, 461, 670, 477),
  w("1", 790, 459, 798, 474),
  w("33", 916, 456, 939, 472),
  w("156", 1099, 453, 1131, 468),
  w("1/22", 1318, 448, 1365, 465, 50),
  w("I.Whitaker", 154, 470, 263, 488, 18),
  w("QB", 270, 469, 300, 486),
  w("LB!", 1234, 505, 1260, 518, 53),
  w("RB", 1267, 505, 1284, 516, 89),
  w("Switch", 1291, 504, 1337, 516, 60),
  w("Team", 1343, 503, 1379, 514),
];

const texts = (words: typeof photo) => linesFromWords(words).map((l) => l.map((x) => x.text).join(" "));

describe("lines of a table tilted under a level score bug", () => {
  it("joins a name, and the name column's header, to the line they lie on the extension of", () => {
    expect(texts(photo)).toEqual([
      "BRIGHTWATER 6-5) 23 |rnaL| 12 HALCYON (0-0)",
      "BRIGHTWATER FALCON",
      "SEE TING",
      "PLAYER TD INT LNG YARDS CMP/ATT",
      "I.Whitaker QB 2 1 33 156 1/22",
      "LB! RB Switch Team",
    ]);
  });

  it("reads the row under its header, every cell doubtful as a tilted row's", () => {
    const read = readScreen(linesFromWords(photo), teams);
    expect(read.unread).toEqual([]);
    expect(read.rows.map((r) => r.name)).toEqual(["I.Whitaker"]);
    const cells = read.rows[0]!.cells;
    expect(cells.passingYards?.value).toBe(156);
    expect(cells.passingTouchdowns?.value).toBe(2);
    expect(Math.max(...Object.values(cells).map((c) => c.confidence))).toBeLessThan(80);
  });

  it("leaves apart a short line off a level line's extension, and one under it", () => {
    const level = [
      w("PLAYER", 100, 100, 170, 120),
      w("TD", 400, 100, 420, 120),
      w("INT", 500, 100, 530, 120),
      w("YDS", 600, 100, 630, 120),
      // A row's name 16 px lower than the header, beside it: no part of the header line.
      w("Stats", 20, 116, 80, 136),
      w("4", 405, 140, 415, 160),
      w("0", 505, 140, 515, 160),
      w("12", 600, 140, 620, 160),
    ];
    expect(texts(level)).toEqual(["PLAYER TD INT YDS", "Stats", "4 0 12"]);
  });
});
