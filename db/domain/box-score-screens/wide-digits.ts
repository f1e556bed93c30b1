// A lone digit OCR boxed as wide as two ("1" read for "11"): both reads of the numbers block can
// agree on it with a high confidence, so only its width tells. On one screen the lone digits are
// drawn in one font at one size; one far wider than the others is marked doubtful for the author.
import { DOUBTFUL } from "./rows";
import type { OcrLine } from "./types";

/** Wider than this many times the screen's median lone digit (a "0" is ~1.7 × a "1" in the fixtures' fonts). */
const TOO_WIDE = 1.8;
/**
 * A "1" is the narrowest digit (a monospace "1" is 0.72 times as wide as tall; 5 of ~1,550 "1"s in the
 * saved tuning lines were 0.8–1.0). A photo's blurred "11" was read "1" by both reads in a box as wide
 * as tall (style 39), with too few lone digits on its screen for the median to tell.
 */
const ONE_WIDEST = 0.8;

const LONE = /^[[(|{]*\d[\])|}]*$/;
const width = (w: OcrLine[number]) => (w.box ? w.box.x1 - w.box.x0 : Number.NaN);

export function doubtWideDigits(lines: OcrLine[]): OcrLine[] {
  const doubt = (w: OcrLine[number]) => ({ ...w, confidence: Math.min(w.confidence, DOUBTFUL) });
  const widths = lines
    .flat()
    .filter((w) => w.box && /^\d$/.test(w.text))
    .map(width)
    .sort((a, b) => a - b);
  const middle = widths[Math.floor(widths.length / 2)] ?? Number.NaN;
  // A "1" wider than the screen's middle lone digit (any digit is wider than a "1") and than ONE_WIDEST of its height.
  const one = (w: OcrLine[number]) =>
    w.box !== undefined && w.text === "1" && !(width(w) <= middle) && width(w) > ONE_WIDEST * (w.box.y1 - w.box.y0);
  const median = widths.length < 3 ? Number.POSITIVE_INFINITY : middle;
  return lines.map((line) =>
    line.map((w) => (w.box && LONE.test(w.text) && (width(w) > TOO_WIDE * median || one(w)) ? doubt(w) : w)),
  );
}
