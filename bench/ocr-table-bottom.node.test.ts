import { describe, expect, it } from "vitest";
import { type Rect, tableBottom } from "./ocr-table-bottom";

/** A line of 20-px-high words at `y`, one per [x0, x1]. */
const line = (y: number, ...words: [number, number][]): Rect[] =>
  words.map(([x0, x1]) => ({ x0, y0: y, x1, y1: y + 20 }));
/** A table's line: a name and three right-aligned numbers, their widths varying. */
const row = (y: number, width = 20) => line(y, [100, 180], [400 - width, 400], [500 - width, 500], [600 - width, 600]);

describe("tableBottom", () => {
  const scoreBug = line(0, [100, 160], [180, 200], [400, 450]);
  const hint = line(400, [300, 320], [325, 330], [335, 355], [360, 420], [425, 470]);

  it("cuts between the table's last row and the control hint under it", () => {
    const lines = [scoreBug, line(60, [100, 200]), row(120, 40), row(160), row(200, 30), row(240), hint];
    // The last row ends at 260 and the hint starts at 400: half the gap, at most a line height (20).
    expect(tableBottom(lines)).toBe(280);
  });

  it("steps over one line between rows that shares no columns (a side menu's item)", () => {
    const lines = [scoreBug, row(120, 40), row(160), line(200, [20, 60]), row(240), row(280), hint];
    expect(tableBottom(lines)).toBe(320);
  });

  it("reads the whole screen when nothing lies below the table (a crop)", () => {
    expect(tableBottom([scoreBug, row(120, 40), row(160), row(200)])).toBeNull();
  });

  it("reads the whole screen when no two lines share three columns", () => {
    expect(tableBottom([scoreBug, line(60, [100, 200]), hint])).toBeNull();
  });
});
