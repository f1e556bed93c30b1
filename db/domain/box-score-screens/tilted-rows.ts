// A photo the reader could not straighten (no screen found in it) is read as it was taken, and its
// rows run uphill or downhill. Lines are grouped by height (lines.ts): once a row drifts by half a
// letter's height between its name and its last number, a player's name may be joined to another
// player's numbers, and nothing in the words says so. Every word of such a table is marked
// doubtful: the author checks it, nothing is taken silently.
import { DOUBTFUL } from "./rows";
import type { OcrLine } from "./types";
import { centreX, centreY } from "./word-box";

/** A row may drift this share of a word's height from end to end before its words are in doubt. */
const MAX_DRIFT = 0.5;

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * How far down a line's numbers go per pixel across (least squares over their centres), or null.
 * Numbers only: a name joined to another row's numbers sits level with them, so the whole line
 * looks level; the numbers of one row, side by side, show the tilt.
 */
function slopeOf(line: OcrLine): number | null {
  const words = line.filter((w) => w.box && /\d/.test(w.text));
  if (words.length < 3) return null;
  const mx = words.reduce((s, w) => s + centreX(w), 0) / words.length;
  const my = words.reduce((s, w) => s + centreY(w), 0) / words.length;
  let sxy = 0;
  let sxx = 0;
  for (const w of words) {
    sxy += (centreX(w) - mx) * (centreY(w) - my);
    sxx += (centreX(w) - mx) ** 2;
  }
  return sxx > 0 ? sxy / sxx : null;
}

/** The table's rows, every word of a row that drifts more than MAX_DRIFT marked doubtful. */
export function doubtTiltedRows(header: OcrLine, rows: OcrLine[]): OcrLine[] {
  const table = [header, ...rows];
  // The table's tilt: the median line's, so one line's stray word does not set it.
  const slope = median(table.map(slopeOf).filter((s) => s !== null));
  const height = median(table.flat().flatMap((w) => (w.box ? [w.box.y1 - w.box.y0] : [])));
  if (slope === undefined || height === undefined) return rows;
  return rows.map((line) => {
    const boxed = line.filter((w) => w.box);
    if (boxed.length < 2) return line;
    const span = Math.max(...boxed.map((w) => w.box!.x1)) - Math.min(...boxed.map((w) => w.box!.x0));
    if (Math.abs(slope) * span <= MAX_DRIFT * height) return line;
    return line.map((w) => ({ ...w, confidence: Math.min(w.confidence, DOUBTFUL) }));
  });
}
