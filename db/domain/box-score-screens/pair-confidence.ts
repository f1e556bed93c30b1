// A CMP/ATT cell ("10/19") is one word of four or five glyphs, and the engine gives a word one
// confidence: one glyph misread among them lowers it less than a lone digit misread lowers a word of
// one. A monospace "10/19" read "16/19" at confidence 82 and 83 (style 180 at 1280 and in its crop),
// under the check step's mark of 80, where right pairs read at 90 and more. A pair is held to a
// higher bar than a lone number: below it, it is marked doubtful, never taken silently.
import { DOUBTFUL } from "./rows";
import type { OcrLine, OcrWord } from "./types";

/** Below this, a pair's one confidence may hide a glyph misread. */
const PAIR_SURE = 85;
const PAIR = /^\d+\/\d+$/;

const unsurePair = (w: OcrWord) => PAIR.test(w.text) && w.confidence < PAIR_SURE;

/** The table's rows with every pair read below PAIR_SURE marked doubtful. */
export const doubtUnsurePairs = (lines: OcrLine[]): OcrLine[] =>
  lines.map((line) => line.map((w) => (unsurePair(w) ? { ...w, confidence: Math.min(w.confidence, DOUBTFUL) } : w)));
