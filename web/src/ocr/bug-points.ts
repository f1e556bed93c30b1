// The score bug's points as the worker reads them again alone (ocr.worker.ts `withPoints`): which of
// those reads it takes, and the lines the points the full read did not see are looked for in.
import { type OcrLine, type OcrWord, pointsOf } from "../../../db/domain/box-score-screens";

/**
 * What the read alone of a word the full read took for a mark or a letter found there, when it is
 * one number of no more digits than the full read saw glyphs in the word: a block read of a small
 * bug's "26" saw a ghost "0" between its digits ("2@" read alone "206", the "0" half as wide as the
 * digits either side, style 101 at 1280), and two glyphs are never three digits.
 */
export function pointsAlone(word: OcrWord, read: OcrWord[]): OcrWord | null {
  const points = pointsOf(read);
  return points && points.text.length <= [...word.text].length ? points : null;
}

/**
 * The lines above the table with each word the reads alone replaced or marked (`found`) as they left
 * it: the points the full read did not see are looked for beside points a read alone found as well as
 * beside those the full read found (style 101 at 1280: the home "26" read "2@", the away "0" not seen).
 */
export const linesWithFound = (top: OcrLine[], found: ReadonlyMap<OcrWord, OcrWord>): OcrLine[] =>
  top.map((line) => line.map((word) => found.get(word) ?? word));
