// A side menu beside the table ("Box Score", "Team Stats", "Player Stats" down the left edge): its
// items sit on their own pitch, between the table's rows. Read as one block with the table, the
// engine's lines took a menu item and the row beside it for one line, and the row's name lost its
// initial ("Team Stats, Kessler CB", "Drive Chart Moreau #8": styles 180 and 197 at 1920). Such a
// column is read as a block of its own (ocr.worker.ts); a column whose lines are the table's rows
// (a crop's names) is not a menu, and stays in the one read.

/** A side column is at most this share of the screen's width. */
const NARROW = 0.25;
/** Lines whose centres are within this share of a line's height of each other are one row. */
const SAME_ROW = 0.25;

/**
 * The x (in the prepared image's pixels) where the table's block starts when the screen has a side
 * column of text at its left edge: columns of paper from its top
 * to its bottom (`gutter` px: wider than a space between a menu item's words), left of which lies at most `NARROW` of the width, holding lines of text off the
 * rows of the rest. Null when there is none.
 */
export function sideColumn(ink: Uint8Array, width: number, height: number, gutter: number): number | null {
  const columns = inkColumns(ink, width, height);
  let x = 0;
  while (x < width && columns[x] === 0) x++;
  const start = x;
  // The first run of paper columns as wide as a gutter, within the narrow share.
  let gap = 0;
  for (; x < width * NARROW; x++) {
    gap = columns[x] === 0 ? gap + 1 : 0;
    if (gap >= gutter) break;
  }
  if (gap < gutter || x - gap <= start) return null;
  const end = x - gap + 1;
  while (x < width && columns[x] === 0) x++;
  if (x >= width) return null;
  const left = linesOf(ink, width, height, start, end);
  const right = linesOf(ink, width, height, x, width);
  // A menu: two items at least, one at least beside a line of the table yet off every line it
  // overlaps. A line beside nothing says nothing: a table's title stands alone above its names.
  if (left.length < 2 || right.length < 2) return null;
  const overlaps = (a: [number, number], b: [number, number]) => Math.min(a[1], b[1]) > Math.max(a[0], b[0]);
  const offRow = left.some(
    (a) =>
      right.some((b) => overlaps(a, b)) &&
      right.every((b) => !overlaps(a, b) || Math.abs(a[0] + a[1] - b[0] - b[1]) / 2 > SAME_ROW * (a[1] - a[0])),
  );
  return offRow ? x - (gap >> 1) : null;
}

/** Ink pixels in each column. */
function inkColumns(ink: Uint8Array, width: number, height: number): Uint32Array {
  const columns = new Uint32Array(width);
  for (let y = 0; y < height; y++) countRow(ink, y * width, width, columns);
  return columns;
}

/** Adds row `at`'s ink to the columns: a loop of its own (V8 compiled inner loops on the stack). */
function countRow(ink: Uint8Array, at: number, width: number, columns: Uint32Array): void {
  for (let x = 0; x < width; x++) if (ink[at + x]! < 128) columns[x]!++;
}

/** The runs of rows [y0, y1) holding ink between columns x0 and x1: the lines of text there. */
function linesOf(ink: Uint8Array, width: number, height: number, x0: number, x1: number): [number, number][] {
  const lines: [number, number][] = [];
  let from = -1;
  for (let y = 0; y <= height; y++) {
    const inked = y < height && hasInk(ink, y * width + x0, y * width + x1);
    if (inked && from < 0) from = y;
    if (!inked && from >= 0) {
      lines.push([from, y]);
      from = -1;
    }
  }
  return lines;
}

function hasInk(ink: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (ink[i]! < 128) return true;
  return false;
}
