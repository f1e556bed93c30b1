import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord as w } from "./any-layout.fixture";
import { tableLayout } from "./layout";

const teams = { home: "Marrow Point Comets", away: "Cedar Hollow Kodiaks" };

/** Style 178's rushing screen at 1280 as read: TDS read "TS", Y/C "Y/¢", YDS "0H" at confidence 0. */
const words = (title: string) => [
  w("Box", 60, 136, 94, 150),
  w("Score", 108, 136, 166, 150, 95),
  w(title, 233, 135, 358, 155),
  w("Scoring", 60, 176, 142, 195),
  w("PLAYER", 243, 182, 304, 195),
  w("TS", 681, 182, 711, 195, 70),
  w("FUM", 805, 182, 835, 195, 90),
  w("Y/¢", 941, 182, 971, 197, 51),
  w("0H", 1064, 182, 1094, 195, 0),
  w("ATT", 1187, 182, 1217, 195),
  w("R.ABERNATHY", 243, 214, 378, 231, 88),
  w("0", 700, 214, 710, 231, 91),
  w("0", 823, 214, 834, 231, 85),
  w("26", 936, 214, 971, 231, 0),
  w("26", 1072, 214, 1094, 231, 97),
  w("10", 1196, 214, 1217, 231),
];

describe("a header line with two headers read, under the screen's title", () => {
  it("is the header when it has the name column's header: the screen is read, not declined", () => {
    const lines = linesFromWords(words("RUSHING"));
    expect(tableLayout(lines, 1280)?.kind).toBe("rushing");
    const read = readScreen(lines, teams);
    expect(read.kind).toBe("rushing");
    expect(read.rows.map((r) => [r.name, r.cells.carries?.value, r.cells.fumbles?.value])).toEqual([
      ["R.Abernathy", 10, 0],
    ]);
    // The yards column was not read: the author is told to type it.
    expect(read.unread.map((u) => u.text)).toEqual(["Y/¢", "0H"]);
  });

  it("is no header without a title naming the screen", () => {
    expect(tableLayout(linesFromWords(words("STATS")), 1280)).toBeNull();
  });
});
