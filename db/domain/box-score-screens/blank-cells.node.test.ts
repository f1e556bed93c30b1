import { describe, expect, it } from "vitest";
import { blankCells, cellsToReadAgain, readAloneWins } from "./blank-cells";
import { tableLayout } from "./layout";
import { linesFromWords } from "./lines";
import type { OcrWord } from "./types";

/** A word at x, on line `line` (40 px a line, 20 px tall), right-aligned cells 10 px a character. */
const at = (text: string, x: number, line: number): OcrWord => ({
  text,
  confidence: 95,
  box: { x0: x, y0: line * 40, x1: x + text.length * 10, y1: line * 40 + 20 },
});

/** A rushing table: PLAYER CAR YDS TD FUM AVG, headers right edges at 430, 530, 630, 730, 830. */
const header = [
  at("RUSHING", 20, 0),
  at("PLAYER", 20, 1),
  at("CAR", 400, 1),
  at("YDS", 500, 1),
  at("TD", 610, 1),
  at("FUM", 700, 1),
  at("AVG", 800, 1),
];

describe("cells both reads left blank or read too wide", () => {
  it("are the kept columns of a row with numbers that hold no number: lost, or read as a mark", () => {
    const words = [
      ...header,
      at("E.", 20, 2),
      at("Stroud", 50, 2),
      at("5", 420, 2),
      at("6", 520, 2),
      at("1.2", 800, 2),
      at("K.", 20, 3),
      at("Hollis", 50, 3),
      at("14", 410, 3),
      at("42", 510, 3),
      at(")", 620, 3),
      at("0", 720, 3),
      at("3.0", 800, 3),
    ];
    const lines = linesFromWords(words);
    const layout = tableLayout(lines, 1000)!;
    const blanks = blankCells(lines, layout);
    // Stroud's TD and FUM, Hollis's TD (a ")"); AVG is not kept, so never read again. A box runs from
    // two line heights left of its header (not into the one before) to half a line past it.
    expect(blanks.map((b) => [b.x0, b.x1, b.y0 < 100 && b.y1 > 80 ? "Stroud" : "Hollis"])).toEqual([
      [570, 640, "Stroud"],
      [660, 740, "Stroud"],
      [570, 640, "Hollis"],
    ]);
  });

  it("are none when every kept cell holds a number", () => {
    const words = [
      ...header,
      at("E.", 20, 2),
      at("Stroud", 50, 2),
      at("5", 420, 2),
      at("6", 520, 2),
      at("0", 620, 2),
      at("0", 720, 2),
      at("1.2", 800, 2),
    ];
    const lines = linesFromWords(words);
    expect(blankCells(lines, tableLayout(lines, 1000)!)).toEqual([]);
  });

  it("take a number run together over two columns for no cell's: both cells are read again", () => {
    const words = [
      ...header,
      at("E.", 20, 2),
      at("Stroud", 50, 2),
      at("5", 420, 2),
      at("6", 520, 2),
      // "0" under TD and "0" under FUM read as one word "00", over both headers' centres.
      { ...at("00", 600, 2), box: { x0: 600, y0: 80, x1: 730, y1: 100 } },
      at("1.2", 800, 2),
    ];
    const lines = linesFromWords(words);
    expect(blankCells(lines, tableLayout(lines, 1000)!).map((b) => [b.x0, b.x1])).toEqual([
      [570, 640],
      [660, 740],
    ]);
  });

  it("and the cells of one lone digit in a box too wide for one (a narrow face's 11 read 1) are read again", () => {
    const words = [
      ...header,
      at("E.", 20, 2),
      at("Stroud", 50, 2),
      at("5", 420, 2),
      // "1" boxed 19 px wide (about two digits) under YDS; the other lone digits are 10 px.
      { ...at("1", 512, 2), box: { x0: 512, y0: 80, x1: 531, y1: 100 } },
      at("0", 620, 2),
      at("0", 720, 2),
      at("K.", 20, 3),
      at("Hollis", 50, 3),
      at("14", 410, 3),
      at("42", 510, 3),
      // Wider than tall, under TD: no digit is.
      { ...at("4", 612, 3), box: { x0: 612, y0: 120, x1: 634, y1: 140 } },
      at("0", 720, 3),
    ];
    const lines = linesFromWords(words);
    const cells = cellsToReadAgain(lines, tableLayout(lines, 1000)!);
    expect(cells.map((c) => [c.word.text, c.box.x0, c.box.x1, c.wide])).toEqual([
      ["1", 460, 540, true],
      ["4", 570, 640, true],
    ]);
  });

  it("and so are the cells of a number the digits-only read was unsure of (a lone 0 read 4 at 1280)", () => {
    const words = [
      ...header,
      at("E.", 20, 2),
      at("Stroud", 50, 2),
      at("5", 420, 2),
      at("6", 520, 2),
      // Style 74 at 1280: a TD "0" read "4" at confidence 3; a sure "0" and a doubt mark (50) stay.
      { ...at("4", 620, 2), confidence: 3 },
      { ...at("0", 720, 2), confidence: 50 },
    ];
    const lines = linesFromWords(words);
    const cells = cellsToReadAgain(lines, tableLayout(lines, 1000)!);
    expect(cells.map((c) => [c.word.text, c.box.x0, c.box.x1, c.wide])).toEqual([["4", 570, 640, false]]);
  });

  it("take the number read alone over a wide digit whenever it differs, over an unsure one only when surer", () => {
    const cell = (text: string, confidence: number, wide: boolean) => ({ word: { text, confidence }, wide });
    expect(readAloneWins(cell("1", 95, true), { text: "11", confidence: 40 })).toBe(true);
    expect(readAloneWins(cell("1", 95, true), { text: "1", confidence: 90 })).toBe(false);
    expect(readAloneWins(cell("4", 3, false), { text: "0", confidence: 70 })).toBe(true);
    expect(readAloneWins(cell("4", 30, false), { text: "0", confidence: 20 })).toBe(false);
    expect(readAloneWins(cell("0", 30, false), { text: "0", confidence: 90 })).toBe(false);
  });

  it("are looked for down to the last row, past a side menu's item on a line of its own", () => {
    // The menu's "Team Stats" wraps: "Stats" sits on a line of its own between two rows.
    const shifted = header.map((w) => ({ ...w, box: { ...w.box!, x0: w.box!.x0 + 200, x1: w.box!.x1 + 200 } }));
    const words = [
      ...shifted,
      at("Team", 10, 2),
      at("E.", 220, 2),
      at("Stroud", 250, 2),
      at("5", 620, 2),
      at("6", 720, 2),
      at("0", 820, 2),
      at("0", 920, 2),
      at("Stats", 10, 2.5),
      at("K.", 220, 3),
      at("Hollis", 250, 3),
      at("14", 610, 3),
      at("42", 710, 3),
      at(")", 820, 3),
      at("0", 920, 3),
    ];
    const lines = linesFromWords(words);
    const layout = tableLayout(lines, 1200)!;
    expect(layout.numbers.y1).toBeGreaterThan(3 * 40 + 20);
    expect(blankCells(lines, layout).map((b) => [b.x0, b.y0 < 110 ? "Stroud" : "Hollis"])).toEqual([[770, "Hollis"]]);
  });
});
