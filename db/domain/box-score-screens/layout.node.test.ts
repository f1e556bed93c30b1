import { describe, expect, it } from "vitest";
import { tableLayout } from "./layout";
import { linesFromWords } from "./lines";
import type { OcrWord } from "./types";

/** A word at x, on line `line` (40 px a line, 20 px tall), 10 px a character. */
const at = (text: string, x: number, line: number): OcrWord => ({
  text,
  confidence: 95,
  box: { x0: x, y0: line * 40, x1: x + text.length * 10, y1: line * 40 + 20 },
});

/** RECEIVING: PLAYER REC YDS, and one player's kept cells; each test adds its AVG column. */
const HEAD = [at("RECEIVING", 20, 0), at("PLAYER", 20, 1), at("REC", 400, 1), at("YDS", 500, 1)];
const ROW = [at("N.", 20, 2), at("Mbatha", 50, 2), at("8", 410, 2), at("98", 505, 2)];

describe("the numbers block of a table", () => {
  it("ends past a centred cell of a column it does not keep, never through it", () => {
    // RECEIVING: PLAYER REC YDS AVG, centred; AVG is not kept, and "12.3" under it starts 10 px
    // left of where two line heights past YDS would end the block (530 + 40).
    const words = [...HEAD, at("AVG", 600, 1), ...ROW, at("12.3", 560, 2)];
    const layout = tableLayout(linesFromWords(words), 1000)!;
    expect(layout.numbers.x1).toBeGreaterThanOrEqual(600);
  });

  it("ends two line heights past the last kept column when no cell reaches that far", () => {
    const words = [...HEAD, at("AVG", 700, 1), ...ROW, at("12.3", 700, 2)];
    expect(tableLayout(linesFromWords(words), 1000)!.numbers.x1).toBe(570);
  });
});
