import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord as w } from "./any-layout.fixture";

const teams = { home: "Stonebridge Herons", away: "Cedar Kodiaks" };

/** Style 180's passing screen cropped, as read: "10/19" read "16/19" at confidence 82. */
const crop = (pair: number) => [
  w("PASSING", 50, 92, 237, 123),
  w("PLAYER", 66, 165, 179, 188),
  w("YARDS", 718, 165, 812, 188),
  w("CMP/ATT", 966, 165, 1098, 192, 90),
  w("LNG", 1198, 165, 1251, 188),
  w("INT", 1351, 165, 1405, 188),
  w("TD", 1490, 165, 1525, 188, 74),
  w("B.", 66, 221, 100, 250, 91),
  w("Iwu", 136, 221, 199, 250, 92),
  w("QB", 320, 220, 362, 255),
  w("146", 750, 220, 812, 251),
  w("16/19", 988, 220, 1097, 254, pair),
  w("34", 1209, 221, 1251, 251),
  w("0", 1386, 221, 1404, 250, 89),
  w("0", 1506, 220, 1524, 251, 91),
];

const cellsOf = (pair: number) => readScreen(linesFromWords(crop(pair)), teams).rows[0]!.cells;

describe("a CMP/ATT pair read at a confidence a lone number would pass with", () => {
  it("is doubtful below 85: its one confidence covers five glyphs", () => {
    const cells = cellsOf(82);
    expect([cells.completions?.value, cells.attempts?.value]).toEqual([16, 19]);
    expect(Math.max(cells.completions!.confidence, cells.attempts!.confidence)).toBeLessThan(80);
    expect(cells.passingYards).toEqual({ value: 146, confidence: 96 });
  });

  it("stays sure read at 85 and more", () => {
    expect(cellsOf(90).completions).toEqual({ value: 16, confidence: 90 });
  });
});
