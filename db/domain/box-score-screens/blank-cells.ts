// The cells of a player table that both reads of its numbers block left blank, read as no number
// (a lone "0" read as ")" or lost with the page's layout, most often on one font at one size) or
// only within a number run together with the next column's, and the cells read as one digit in a
// box too wide for one (a narrow face's "11" read "1") or read below the doubt mark (a "0" read
// "4"): the OCR worker reads each one again on its own, as one line of digits, and the number it
// finds is marked doubtful for the author (it was read once, alone).
import type { Box, TableLayout } from "./layout";
import { spansColumns } from "./rows";
import type { OcrLine, OcrWord } from "./types";
import { tooWideDigits } from "./wide-digits";
import { centreX, centreY } from "./word-box";

const CELL = /^-?\d+(\.\d+)?$|^\d+\/\d+$/;

/**
 * The kept columns' cells (in the capture's pixels) of the rows under the header that hold at least
 * one number, each with the numbers in it. A cell's box runs from the header before it (numbers
 * are right-aligned under their header and may start left of it) to half a line past its own
 * header's right edge, never into the next header; its height is the row's, with a margin.
 */
function keptCells(lines: OcrLine[], layout: TableLayout): { box: Box; numbers: OcrWord[] }[] {
  const { numbers, columns, headerBox } = layout;
  const headers = columns.map((c) => c.box);
  const line = headerBox.y1 - headerBox.y0;
  const inBlock = (w: OcrWord) =>
    w.box !== undefined &&
    centreX(w) >= numbers.x0 &&
    centreX(w) <= numbers.x1 &&
    centreY(w) >= numbers.y0 &&
    centreY(w) <= numbers.y1;
  const out: { box: Box; numbers: OcrWord[] }[] = [];
  for (const words of lines) {
    // A number run together over two columns ("13/24149") is no cell's (rows.ts drops it): the
    // cells under it are blank, each read again alone.
    const cells = words.filter((w) => inBlock(w) && !spansColumns(w.box!, headers));
    if (!cells.some((w) => CELL.test(w.text))) continue;
    const y0 = Math.min(...words.flatMap((w) => (w.box ? [w.box.y0] : [])));
    const y1 = Math.max(...words.flatMap((w) => (w.box ? [w.box.y1] : [])));
    const margin = Math.round((y1 - y0) * 0.25);
    for (const [i, { box, kept }] of columns.entries()) {
      if (!kept) continue;
      const before = columns[i - 1]?.box;
      const after = columns[i + 1]?.box;
      const x0 = Math.max(before ? before.x1 + 1 : numbers.x0, box.x0 - 2 * line);
      const x1 = Math.min(after ? after.x0 - 1 : numbers.x1, box.x1 + Math.round(line / 2));
      if (x1 <= x0) continue;
      const held = cells.filter((w) => CELL.test(w.text) && centreX(w) >= x0 && centreX(w) <= x1);
      out.push({ box: { x0, y0: Math.max(0, y0 - margin), x1, y1: y1 + margin }, numbers: held });
    }
  }
  return out;
}

/** The kept cells that hold no number. */
export const blankCells = (lines: OcrLine[], layout: TableLayout): Box[] =>
  keptCells(lines, layout).flatMap((c) => (c.numbers.length === 0 ? [c.box] : []));

/** Under two-reads.ts's doubt mark: the digits-only read itself was not sure of the cell. */
const UNSURE = 50;

/**
 * The kept cells whose one number the worker reads again alone, each once: a lone digit in a box
 * too wide for one, far wider than the screen's other lone digits (wide-digits.ts) or wider than
 * tall (two-reads.ts): `wide`; or a number read below the doubt mark (a lone "0" the digits-only
 * read took for "4" or "1" at confidence 0–24, most of the misses at 1280×720: styles 62, 71, 74).
 */
export function cellsToReadAgain(lines: OcrLine[], layout: TableLayout): { box: Box; word: OcrWord; wide: boolean }[] {
  const tooWide = new Set(tooWideDigits(lines.flat()));
  const widerThanTall = (w: OcrWord) => /^\d$/.test(w.text) && w.box!.x1 - w.box!.x0 > w.box!.y1 - w.box!.y0;
  return keptCells(lines, layout).flatMap(({ box, numbers: [word, ...more] }) => {
    if (!word || more.length > 0) return [];
    const wide = tooWide.has(word) || widerThanTall(word);
    return wide || word.confidence < UNSURE ? [{ box, word, wide }] : [];
  });
}

/**
 * Whether the one number read alone in such a cell replaces its word: another reading of a wide
 * digit always does (a narrow face's "11" read "1" by both reads, at high confidence); for an unsure
 * cell only a surer read does, so a read alone no better than the first never swaps a right digit.
 * The replacement is doubtful either way (the worker marks it: read once, alone).
 */
export const readAloneWins = (cell: { word: OcrWord; wide: boolean }, found: OcrWord) =>
  found.text !== cell.word.text && (cell.wide || found.confidence > cell.word.confidence);
