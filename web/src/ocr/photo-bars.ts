// A highlighted row in a straightened photo, found whole. Bars are found on the thresholded screen
// (bars.ts), but a photo's bar is not one grey: a glare or the room's light lightens part of it past
// the threshold, and the TV's stripes cut it, so its long run of ink stops partway across. Only that
// part was turned, and the rest of the row stayed light letters on a mid grey, which the engine read
// as nothing: the header or the only row of a passing screen lost, and the screen declined. On the
// greys the bar still stands out from the paper just above and below it, column by column, as far as
// it really goes.
import type { Bar } from "./bars";

/** A column is the bar's while its bar rows are this much darker than the paper just above and below. */
const DARKER = 24;
/** Of a column's greys inside the bar, this share is darker than the bar's own level (letters are lighter). */
const BAR_SHARE = 0.25;

/** `bar` widened left and right over the columns of `grey` where the same bar goes on. */
export function widenBar(grey: Uint8Array, width: number, height: number, bar: Bar): Bar {
  const tall = bar.y1 - bar.y0 + 1;
  // Past the bar's blurred edge, short of the next row's letters.
  const gap = Math.max(3, Math.round(tall * 0.2));
  const paperRows = [bar.y0 - gap, bar.y0 - 2 * gap, bar.y1 + gap, bar.y1 + 2 * gap].filter(
    (y) => y >= 0 && y < height,
  );
  if (paperRows.length === 0) return bar;
  const column = new Uint8Array(tall);
  const darker = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    for (let y = bar.y0; y <= bar.y1; y++) column[y - bar.y0] = grey[y * width + x]!;
    column.sort();
    let paper = 0;
    for (const y of paperRows) paper = Math.max(paper, grey[y * width + x]!);
    darker[x] = paper - column[Math.floor(tall * BAR_SHARE)]!;
  }
  // Averaged over a letter's width: the stripes and a letter's stem do not end the bar.
  const reach = Math.max(2, Math.round(tall * 0.3));
  const smooth = (x: number) => {
    let s = 0;
    let n = 0;
    for (let k = Math.max(0, x - reach); k <= Math.min(width - 1, x + reach); k++) {
      s += darker[k]!;
      n++;
    }
    return s / n;
  };
  let x0 = bar.x0;
  while (x0 > 0 && smooth(x0 - 1) >= DARKER) x0--;
  let x1 = bar.x1;
  while (x1 < width && smooth(x1) >= DARKER) x1++;
  // The average runs a little past the bar's end: back to its last dark column (inverted, paper is ink).
  while (x0 < bar.x0 && darker[x0]! < DARKER) x0++;
  while (x1 > bar.x1 && darker[x1 - 1]! < DARKER) x1--;
  return { ...bar, x0, x1 };
}

/**
 * The columns either side over which a photo's bar's level is measured when it is turned (bars.ts
 * `turnBar`): a few letters wide, so the bar's own grey is always among them, and short against a
 * glare's spread.
 */
export const levelSpan = (bar: Bar) => 2 * (bar.y1 - bar.y0 + 1);
