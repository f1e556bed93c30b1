// Where a screen's table ends, from word boxes without text (the engine's layout pass), for
// bench/ocr-layout-ab.ts: a full read stopped there would skip what lies below a box score's table,
// the control hints ("LB / RB Switch Team") and a side menu's last items, which the parser never uses
// and the engine spends as much on as on any other words (decisions 342, 347). Not in the app: the
// A/B found the cut saves less than the layout pass costs, and changes the words read above it.

/** A box in the prepared image's pixels. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Words of two lines in the same column: their left edges, centres or right edges this close, in line heights. */
const ALIGN = 0.6;
/** Words that must line up for two lines to be rows of one table (a player's row has a name and numbers). */
const ALIGNED_WORDS = 3;
/** The fewest lines a table is: its header and one row (a passing screen may show one player). */
const TABLE_LINES = 2;
/** How far below a row the next may start, in line heights: padded rows, a highlighted one. */
const ROW_GAP = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** How many of `b`'s words stand in a column of `a`'s (by left edge, centre or right edge). */
function aligned(a: Rect[], b: Rect[], tolerance: number): number {
  const near = (u: number, v: number) => Math.abs(u - v) <= tolerance;
  return b.filter((w) =>
    a.some((v) => near(w.x0, v.x0) || near(w.x1, v.x1) || near((w.x0 + w.x1) / 2, (v.x0 + v.x1) / 2)),
  ).length;
}

/**
 * The bottom edge (in the prepared image's pixels) below which no line of the table lies: the run
 * of lines each sharing columns with the one before (a line that does not, a rule or a menu item
 * between rows, may be stepped over once) with the most words in columns, then half the gap to the
 * next line, at most a line height. Null when no run of a table's lines is found, or nothing lies
 * below it: the whole screen is then read.
 */
export function tableBottom(lines: Rect[][]): number | null {
  const rows = lines.filter((l) => l.length > 0).sort((a, b) => a[0]!.y0 - b[0]!.y0);
  if (rows.length < TABLE_LINES) return null;
  const top = (l: Rect[]) => Math.min(...l.map((w) => w.y0));
  const bottom = (l: Rect[]) => Math.max(...l.map((w) => w.y1));
  const height = median(rows.map((l) => median(l.map((w) => w.y1 - w.y0))));
  const tolerance = height * ALIGN;
  let best: { words: number; last: number } | null = null;
  for (let start = 0; start < rows.length; start++) {
    let last = start;
    let length = 1;
    let words = 0;
    for (;;) {
      // The next line in the table's columns: the one after the last, or the one after that.
      const next = [last + 1, last + 2].find(
        (j) =>
          j < rows.length &&
          top(rows[j]!) - bottom(rows[last]!) <= height * ROW_GAP &&
          aligned(rows[last]!, rows[j]!, tolerance) >= ALIGNED_WORDS,
      );
      if (next === undefined) break;
      words += aligned(rows[last]!, rows[next]!, tolerance);
      last = next;
      length++;
    }
    // The table has the most words in columns; a score bug over tabs, or a menu, has few.
    if (length >= TABLE_LINES && (!best || words > best.words)) best = { words, last };
  }
  if (!best) return null;
  const below = rows
    .slice(best.last + 1)
    .map(top)
    .filter((y) => y > bottom(rows[best!.last]!));
  if (below.length === 0) return null;
  const end = bottom(rows[best.last]!);
  return Math.min(end + height, Math.round((end + Math.min(...below)) / 2));
}
