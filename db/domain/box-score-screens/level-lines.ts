// A photo the reader could not straighten is read as it was taken: its rows run uphill or downhill,
// and words grouped into lines by height alone (lines.ts) split a row across lines ("53 2.5 21 6" on
// one, "0 2" on the next, the name on a third: style 157's photo, 40 px of drift over a 1,300 px
// row). The words are grouped again along the page's slope: the one at which their centres stack
// into the fewest, fullest bands. The words keep their boxes as read, so a tilted table's cells are
// still marked doubtful (tilted-rows.ts).
import { linesFromWords } from "./lines";
import type { OcrLine, OcrWord } from "./types";
import { centreX, centreY } from "./word-box";

/** Slopes tried, in px down per px across: ±0.06 is 3.4°, more than a hand-held photo's tilt left after reading. */
const STEPS = 30;
const MAX_SLOPE = 0.06;
/** The slope must stack the words this much better than level, or the lines stay as they were. */
const CLEARER = 1.25;

/**
 * How sharply words stack into bands at a slope: each word's width in the band (half the median
 * word height tall) its centre falls in, once levelled, summed as squares.
 */
function stacking(words: OcrWord[], slope: number, band: number): number {
  const bins = new Map<number, number>();
  for (const w of words) {
    const bin = Math.floor((centreY(w) - slope * centreX(w)) / band);
    bins.set(bin, (bins.get(bin) ?? 0) + (w.box!.x1 - w.box!.x0));
  }
  let sum = 0;
  for (const v of bins.values()) sum += v * v;
  return sum;
}

/**
 * The slope the lines as read show themselves: the median, over each line's neighbouring words, of
 * the rise between their centres per px across. A tilted photo's words climb within each line as
 * its rows do; a level screen's stay level, whatever slope stacks its words best.
 */
function shownSlope(lines: OcrLine[]): number | null {
  const slopes = lines.flatMap((line) => {
    const sorted = line.filter((w) => w.box).sort((a, b) => centreX(a) - centreX(b));
    return sorted.slice(1).flatMap((w, i) => {
      const dx = centreX(w) - centreX(sorted[i]!);
      return dx > 0 ? [(centreY(w) - centreY(sorted[i]!)) / dx] : [];
    });
  });
  if (slopes.length === 0) return null;
  slopes.sort((a, b) => a - b);
  return slopes[Math.floor(slopes.length / 2)]!;
}

/** The lines, grouped again along the page's slope when it is clearly not level. */
export function levelLines(lines: OcrLine[]): OcrLine[] {
  const words = lines.flat().filter((w) => w.box);
  if (words.length < 8 || words.length !== lines.flat().length) return lines;
  const heights = words.map((w) => w.box!.y1 - w.box!.y0).sort((a, b) => a - b);
  const band = Math.max(1, heights[Math.floor(heights.length / 2)]! / 2);
  let best = 0;
  let bestScore = stacking(words, 0, band);
  const level = bestScore;
  for (let i = -STEPS; i <= STEPS; i++) {
    const slope = (i * MAX_SLOPE) / STEPS;
    const score = stacking(words, slope, band);
    if (score > bestScore) [best, bestScore] = [slope, score];
  }
  const width = Math.max(...words.map((w) => w.box!.x1)) - Math.min(...words.map((w) => w.box!.x0));
  // A slope that moves a line by less than half a word's height across the page groups as level does.
  if (bestScore < CLEARER * level || Math.abs(best) * width < band) return lines;
  // A sparse level screen can stack better at a slope that carries a far column onto the next row
  // (style 184's defense screen at 1920: rows 62 px apart, columns 1,100 px apart, slope 0.056),
  // tearing every line apart. Only a slope the lines' own words follow is the page's.
  const shown = shownSlope(lines);
  if (shown !== null && Math.abs(shown - best) > Math.abs(best) / 2) return lines;
  const original = new Map<OcrWord, OcrWord>();
  const levelled = words.map((w) => {
    const dy = best * centreX(w);
    const moved = { ...w, box: { ...w.box!, y0: w.box!.y0 - dy, y1: w.box!.y1 - dy } };
    original.set(moved, w);
    return moved;
  });
  return linesFromWords(levelled).map((line) => line.map((w) => original.get(w)!));
}
