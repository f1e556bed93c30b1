// The game UI's marks that are not text, found on the thresholded screen: a highlighted row (a bar
// in the accent colour, its text in the other colour) and thin rules under tabs and headers. Used by
// preprocess.ts on screenshots (black and white) and on straightened photos (greys).

/**
 * Turns a highlighted row (the game's cursor: a bar in the accent colour, its text in the other
 * colour) back into dark text on paper. After the threshold such a bar is solid ink with white
 * letters: its padding rows hold one run of ink across much of the table. Rows of such runs, with
 * gaps no taller than a line of text between them (the rows through the letters), are one bar, and
 * its rows that are mostly ink are inverted over the runs' extent.
 */
export function invertBars(data: Uint8Array, width: number, height: number, screenHeight: number): Bar[] {
  const turned: Bar[] = [];
  const minRun = Math.round(width * 0.4);
  const maxGap = Math.round(screenHeight * 0.05);
  const longestRun = (y: number): [number, number] | null => {
    let best: [number, number] | null = null;
    let x = 0;
    while (x < width) {
      if (data[y * width + x] !== 0) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && data[y * width + x] === 0) x++;
      if (x - start >= minRun && (!best || x - start > best[1] - best[0])) best = [start, x];
    }
    return best;
  };
  let bar: Bar | null = null;
  // Only the rows mostly ink across the bar are turned: a paper gap between a rule and the bar stays.
  const invert = (b: Bar) => {
    turned.push(b);
    for (let y = b.y0; y <= b.y1; y++) {
      const from = y * width + b.x0;
      const to = y * width + b.x1;
      if (inkIn(data, from, to) * 2 >= b.x1 - b.x0) flip(data, from, to);
    }
  };
  for (let y = 0; y < height; y++) {
    const run = longestRun(y);
    if (!run) {
      if (bar && y - bar.y1 > maxGap) {
        // A bar only a few rows thick is a rule, left to removeRules.
        if (bar.y1 - bar.y0 > maxGap / 2) invert(bar);
        bar = null;
      }
      continue;
    }
    if (bar) bar = { y0: bar.y0, y1: y, x0: Math.min(bar.x0, run[0]), x1: Math.max(bar.x1, run[1]) };
    else bar = { y0: y, y1: y, x0: run[0], x1: run[1] };
  }
  if (bar && bar.y1 - bar.y0 > maxGap / 2) invert(bar);
  return turned;
}

/**
 * Erases thin ink hugging a turned bar's top or bottom edge, in `data` (the threshold's black and
 * white) and `shades`: a row rule drawn against the bar, or the bar's blended edge row, that the
 * threshold kept in pieces too short for removeRules. Dashes a pixel over a highlighted row's letters
 * were read with them: "S50YOKAFORREE" for "50 Y. OKAFOR RB" (style 176 at 1920, rows lost at 2400
 * too). Only ink within `reach` rows of the edge with paper beyond it goes: a letter of the next row
 * that ends near the bar goes on past `reach`, and stays.
 */
export function clearBarEdges(
  data: Uint8Array,
  shades: Uint8Array,
  width: number,
  height: number,
  bar: Bar,
  reach: number,
) {
  for (const [from, step] of [
    [bar.y0 - 1, -1],
    [bar.y1 + 1, 1],
  ] as const) {
    const near = from + step * (reach - 1);
    const far = from + step * (2 * reach - 1);
    if (Math.min(from, near, far) < 0 || Math.max(from, near, far) >= height) continue;
    for (let x = bar.x0; x < bar.x1; x++)
      if (inkAlong(data, width, x, from, near, step) && !inkAlong(data, width, x, near + step, far, step))
        for (let y = from; y !== near + step; y += step) {
          data[y * width + x] = 255;
          shades[y * width + x] = 255;
        }
  }
}

/** Whether column x holds ink in rows from..to (inclusive, in `step`'s direction). */
function inkAlong(data: Uint8Array, width: number, x: number, from: number, to: number, step: 1 | -1): boolean {
  for (let y = from; y !== to + step; y += step) if (data[y * width + x] === 0) return true;
  return false;
}

// A row's loops are functions of their own: as inner loops of the rows' loop, V8 compiled them
// on the stack and threw that code away at every row's end (bench/README.md, twelfth pass).
/** The ink (0) pixels of data[from, to). */
function inkIn(data: Uint8Array, from: number, to: number): number {
  let ink = 0;
  for (let i = from; i < to; i++) if (data[i] === 0) ink++;
  return ink;
}

/** Black to white and white to black in data[from, to). */
function flip(data: Uint8Array, from: number, to: number): void {
  for (let i = from; i < to; i++) data[i] = data[i] === 0 ? 255 : 0;
}

export interface Bar {
  y0: number;
  y1: number;
  x0: number;
  x1: number;
}

/**
 * A highlighted bar in a grey image turned to dark text on paper: inverted, its own background
 * stretched to white. A screenshot's bar is one colour, so one level stretches it all; a photo's
 * is lit unevenly along its length, and `span` (columns) measures the level over each column's
 * neighbours only, else a glare's lighter part of the bar stayed grey (preprocess.ts).
 */
export function turnBar(grey: Uint8Array, width: number, bar: Bar, span = Number.POSITIVE_INFINITY): void {
  const histogram = new Uint32Array(256);
  const add = (x: number, by: number) => {
    for (let y = bar.y0; y <= bar.y1; y++) histogram[255 - grey[y * width + x]!]! += by;
  };
  const tall = bar.y1 - bar.y0 + 1;
  // The level of the columns from..to (their inverted greys' 95th percentile), kept as the window moves.
  let from = bar.x0;
  let to = Math.min(bar.x1, bar.x0 + span + 1);
  for (let x = from; x < to; x++) add(x, 1);
  const levelOf = () => {
    const n = tall * (to - from);
    let seen = 0;
    let paper = 255;
    while (paper > 1 && seen + histogram[paper]! < n * 0.05) seen += histogram[paper--]!;
    return paper;
  };
  const levels = new Float32Array(bar.x1 - bar.x0);
  // Measured again only when the window moved: a screenshot's (span ∞) never does, so once a bar.
  let level = levelOf();
  for (let x = bar.x0; x < bar.x1; x++) {
    let moved = false;
    while (to < Math.min(bar.x1, x + span + 1)) {
      add(to++, 1);
      moved = true;
    }
    while (from < x - span) {
      add(from++, -1);
      moved = true;
    }
    if (moved) level = levelOf();
    levels[x - bar.x0] = level;
  }
  // The bar's blurred rim would turn into a dark frame around the row: it is paper, as the
  // bar's padding is (no letter touches it).
  const rim = Math.max(2, Math.round((bar.y1 - bar.y0) * 0.1));
  for (let y = bar.y0; y <= bar.y1; y++)
    turnRow(grey, y * width, y - bar.y0 < rim || bar.y1 - y < rim, bar, levels, rim);
}

/**
 * Row y of a bar turned (`at` = y · width; `edge`: the row is in the rim): a loop of its own, as
 * the rows' inner loop V8 compiled it on the stack and threw that code away at every row's end.
 */
function turnRow(grey: Uint8Array, at: number, edge: boolean, bar: Bar, levels: Float32Array, rim: number): void {
  for (let x = bar.x0; x < bar.x1; x++) {
    const i = at + x;
    grey[i] =
      edge || x - bar.x0 < rim || bar.x1 - 1 - x < rim
        ? 255
        : Math.min(255, ((255 - grey[i]!) * 255) / levels[x - bar.x0]!);
  }
}

/**
 * Erases thin horizontal rules (a selected tab's underline, the line under a table header): joined
 * to the letters above them they turn a word into noise. A run of ink much longer than a letter is
 * wide and only a few pixels thick is a rule, not text.
 */
export function removeRules(
  data: Uint8Array,
  width: number,
  height: number,
  screenHeight: number,
): [number, number, number][] {
  const minRun = Math.round(screenHeight * 0.06);
  const maxThickness = Math.max(2, Math.round(screenHeight * 0.008));
  const ink = (x: number, y: number) => data[y * width + x] === 0;
  const thickness = (x: number, y: number) => {
    let t = 1;
    for (let k = y - 1; k >= 0 && ink(x, k); k--) t++;
    for (let k = y + 1; k < height && ink(x, k); k++) t++;
    return t;
  };
  const erase: [number, number, number][] = [];
  const on = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) on[x] = data[row + x] === 0 ? 1 : 0;
    for (const [start, end] of longRuns(on, minRun))
      if (thickness((start + end) >> 1, y) <= maxThickness) erase.push([y, start, end]);
  }
  for (const [y, x0, x1] of erase) data.fill(255, y * width + x0, y * width + x1);
  return erase;
}

/** How much darker than the paper a few pixels above and below a faint rule's pixels are. */
const FAINT_RULE = 16;

/** Erases, in place, the rules faintRules found: each row and the row either side (a rule's blur). */
export function eraseRules(data: Uint8Array, width: number, height: number, rules: [number, number, number][]) {
  for (const [y, x0, x1] of rules)
    for (let r = Math.max(0, y - 1); r <= Math.min(height - 1, y + 1); r++)
      data.fill(255, r * width + x0, r * width + x1);
}

/**
 * Thin rules too faint for the threshold to draw whole (a row rule in a dim colour at a third of its
 * opacity): the threshold keeps pieces of them where the background's gradient is darker, and the
 * engine joins the pieces under a row to its digits, one word across two columns ("10" boxed from
 * CARRIES to YDS, the next cell lost). Found on the greys instead: a run, much longer than a letter
 * is wide, of pixels darker than both the pixels a few rows above and a few rows below them. A step
 * (a band's edge, a highlighted row's) is darker on one side only, and a row of text breaks the run
 * at every letter. Returns the rules' rows as [y, x0, x1], for the caller to erase.
 */
export function faintRules(
  grey: Uint8Array,
  width: number,
  height: number,
  screenHeight: number,
): [number, number, number][] {
  const minRun = Math.round(screenHeight * 0.06);
  // Past a rule's own thickness (1–3 px) and its blurred edge.
  const reach = Math.max(3, Math.round(screenHeight * 0.003));
  const found: [number, number, number][] = [];
  const on = new Uint8Array(width);
  const away = reach * width;
  for (let y = reach; y < height - reach; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      on[x] = Math.min(grey[i - away]!, grey[i + away]!) - grey[i]! >= FAINT_RULE ? 1 : 0;
    }
    for (const [start, end] of longRuns(on, minRun)) found.push([y, start, end]);
  }
  return found;
}

/**
 * The runs [start, end) of a row's pixels that are on (non-zero), left to right, at least `minRun`
 * long. The row is a mask filled by the caller, not a test called a pixel: both scans cover every
 * pixel of the screen, and a callback a pixel, with an array for every letter's stroke, was a third
 * of a screenshot's preparing (bench/README.md, issue 39 sixth pass).
 */
function longRuns(on: Uint8Array, minRun: number): [number, number][] {
  const runs: [number, number][] = [];
  const width = on.length;
  let x = 0;
  while (x < width) {
    if (on[x] === 0) {
      x++;
      continue;
    }
    const start = x;
    while (x < width && on[x] !== 0) x++;
    if (x - start >= minRun) runs.push([start, x]);
  }
  return runs;
}
