// A lone digit OCR boxed as wide as two ("1" read for "11"): both reads of the numbers block can
// agree on it with a high confidence, so only its width tells. On one screen the lone digits are
// drawn in one font at one size; one far wider than the others is marked doubtful for the author.
import { DOUBTFUL } from "./rows";
import type { OcrLine, OcrWord } from "./types";

/** Wider than this many times the screen's median lone digit (a "0" is ~1.7 × a "1" in the fixtures' fonts). */
const TOO_WIDE = 1.8;

const LONE = /^[[(|{]*\d[\])|}]*$/;
const width = (w: OcrWord) => (w.box ? w.box.x1 - w.box.x0 : Number.NaN);

/** The lone digits far wider than the words' median lone digit (none when fewer than three). */
export function tooWideDigits(words: OcrWord[]): OcrWord[] {
  const widths = words
    .filter((w) => w.box && /^\d$/.test(w.text))
    .map(width)
    .sort((a, b) => a - b);
  if (widths.length < 3) return [];
  const median = widths[Math.floor(widths.length / 2)]!;
  return words.filter((w) => w.box && LONE.test(w.text) && width(w) > TOO_WIDE * median);
}

export function doubtWideDigits(lines: OcrLine[]): OcrLine[] {
  const wide = new Set(tooWideDigits(lines.flat()));
  return lines.map((line) =>
    line.map((w) => (wide.has(w) ? { ...w, confidence: Math.min(w.confidence, DOUBTFUL) } : w)),
  );
}
