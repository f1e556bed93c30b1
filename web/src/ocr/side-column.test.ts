import { describe, expect, it } from "vitest";
import { sideColumn } from "./side-column";

/** A prepared screen 1000 × 400, paper, with text blocks (x0, x1, y0, y1) of ink. */
function screen(blocks: [number, number, number, number][]) {
  const width = 1000;
  const ink = new Uint8Array(width * 400).fill(255);
  for (const [x0, x1, y0, y1] of blocks)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x += 4) ink.fill(0, y * width + x, y * width + x + 2);
  return ink;
}

/** The table's rows: names at 260–480, numbers at 700–960, 21 px letters on a 48 px pitch. */
const rows = Array.from({ length: 5 }, (_, i): [number, number, number, number][] => [
  [260, 480, 100 + i * 48, 121 + i * 48],
  [700, 960, 100 + i * 48, 121 + i * 48],
]).flat();

describe("a side menu beside the table", () => {
  it("is found at its gutter when its items sit between the table's rows", () => {
    // Menu items on a 46 px pitch from y 80: off the rows by 10–20 px.
    const menu = Array.from({ length: 5 }, (_, i): [number, number, number, number] => [
      20,
      200,
      80 + i * 46,
      101 + i * 46,
    ]);
    const split = sideColumn(screen([...menu, ...rows]), 1000, 400, 32);
    expect(split).toBeGreaterThan(200);
    expect(split).toBeLessThanOrEqual(260);
  });

  it("is not a column whose lines are the table's rows (a crop's names)", () => {
    const names: [number, number, number, number][] = rows.map(([, , y0, y1]) => [20, 200, y0, y1]);
    expect(sideColumn(screen([...names, ...rows]), 1000, 400, 32)).toBeNull();
  });

  it("is not a crop's names under the table's title, which stands beside no row", () => {
    const names: [number, number, number, number][] = rows.map(([, , y0, y1]) => [20, 200, y0, y1]);
    expect(sideColumn(screen([[20, 180, 40, 70], ...names, ...rows]), 1000, 400, 32)).toBeNull();
  });

  it("is not a column the score bug runs across", () => {
    const menu = Array.from({ length: 5 }, (_, i): [number, number, number, number] => [
      20,
      200,
      80 + i * 46,
      101 + i * 46,
    ]);
    expect(sideColumn(screen([[100, 900, 20, 50], ...menu, ...rows]), 1000, 400, 32)).toBeNull();
  });
});
