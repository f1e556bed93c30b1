import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord as w } from "./any-layout.fixture";

const teams = { home: "Halcyon Sentinels", away: "Juniper Flats Owls" };

/** Style 56's defense screen at 1920 as read: each row's FR "0" read as a "/" at confidence 0. */
const defense = [
  w("DEFENSE", 80, 206, 281, 235, 94),
  w("PLAYER", 95, 263, 191, 305),
  w("POS", 657, 275, 707, 295),
  w("FR", 807, 275, 838, 295),
  w("SOLO/AST", 1029, 275, 1157, 297, 90),
  w("FF", 1253, 275, 1281, 295),
  w("INT", 1391, 275, 1433, 295, 95),
  w("SACKS", 1582, 275, 1666, 295),
  w("TKL", 1778, 275, 1827, 295, 91),
  w("C.", 94, 390, 121, 412, 91),
  w("ALBRIGHT", 132, 390, 294, 412),
  w("/", 820, 390, 838, 412, 0),
  w("6/6", 1110, 390, 1156, 415),
  w("0", 1265, 390, 1282, 412, 89),
  w("1", 1415, 390, 1430, 412),
  w("2", 1648, 390, 1666, 412),
  w("12", 1789, 390, 1825, 412, 95),
];

describe("words joined at a slash", () => {
  it("joins no name to a slash read far right of it, under a column", () => {
    // "ALBRIGHT" "/" became "ALBRIGHT/", boxed across the position column: "player name not read".
    const read = readScreen(linesFromWords(defense), teams);
    expect(read.rows.map((r) => [r.name, r.cells.tackles?.value, r.cells.sacks?.value])).toEqual([
      ["C. Albright", 12, 2],
    ]);
  });

  it("still joins a slash to the words it touches", () => {
    const read = readScreen(
      linesFromWords([
        ...defense.slice(0, 9),
        w("N.", 93, 450, 124, 472, 88),
        w("IWU", 137, 450, 200, 472, 83),
        w("2/", 1108, 450, 1133, 475),
        w("1", 1138, 450, 1154, 475),
        w("0", 1265, 450, 1282, 472, 90),
        w("0", 1415, 450, 1432, 472),
        w("0", 1649, 450, 1666, 472, 87),
        w("3", 1808, 450, 1825, 472),
      ]),
      teams,
    );
    expect(read.rows.map((r) => [r.name, r.cells.tackles?.value])).toEqual([["N. Iwu", 3]]);
    expect(read.unread).toEqual([]);
  });
});
