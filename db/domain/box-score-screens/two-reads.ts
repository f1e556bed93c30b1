// The numbers block of a table is read twice (layout.ts): once with the whole screen, once with
// digits only. The digits-only read wins, except where it lost a CMP/ATT slash ("123161") that the
// first read kept ("12/31"), or missed a cell the first read has; where the two read one cell two
// ways ("11" and "1"), neither is sure and the cell is marked doubtful, never taken silently; so is a
// cell both read as one digit in a box too wide for one.
import type { OcrWord } from "./types";

const PAIR = /^\d+\/\d+$/;
const CELL = /^\d+(\.\d+)?$|^\d+\/\d+$/;
/** A confidence below the check step's doubt mark (web/src/ocr/prefill.ts). */
const DOUBTFUL = 50;

const overlaps = (a: OcrWord, b: OcrWord) =>
  a.box!.x0 < b.box!.x1 && b.box!.x0 < a.box!.x1 && a.box!.y0 < b.box!.y1 && b.box!.y0 < a.box!.y1;

/** The cells of the numbers block from the first read's words and the digits-only read's (both boxed). */
export function cellsOfTwoReads(first: OcrWord[], digits: OcrWord[]): OcrWord[] {
  const cells = digits.map((n) => {
    const pair = PAIR.test(n.text) ? undefined : first.find((f) => PAIR.test(f.text) && overlaps(f, n));
    if (pair) return pair;
    const other = first.find((f) => /\d/.test(f.text) && overlaps(f, n));
    return other && other.text !== n.text ? { ...n, confidence: Math.min(n.confidence, DOUBTFUL) } : n;
  });
  const missed = first.filter((f) => CELL.test(f.text) && !digits.some((n) => overlaps(f, n)));
  return [...cells, ...missed].map((w) => (tooWide(w) ? { ...w, confidence: Math.min(w.confidence, DOUBTFUL) } : w));
}

/**
 * A digit is taller than it is wide in every font: a cell read as one digit in a box wider than tall
 * holds more than that digit. Both reads took a condensed font's "11" for "1" with confidence 90
 * (tuning style 19: boxes 1.04–1.44 times as wide as tall, where every digit read right was at most
 * 0.84), so such a cell is doubtful, never taken silently.
 */
const tooWide = (w: OcrWord) => /^\d$/.test(w.text) && !!w.box && w.box.x1 - w.box.x0 > w.box.y1 - w.box.y0;
