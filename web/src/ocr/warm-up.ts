// A made-up box-score screen the OCR worker reads while the engine loads, before any screenshot:
// the first real reads otherwise paid for V8 compiling the worker's JavaScript and tiering up the
// engine's WebAssembly on the renderer's thread pool, which under a 4× CPU quota shares the
// worker's quarter of a core (decision 373). Reading a screen of the same make (light text on a
// dark screen, a score line, a header, rows of names and numbers, a highlighted row, row rules)
// makes the same code hot, so it is compiled while the author is still in the gallery.

/** The screen's size: a 1080-line capture, read at its own size (no upscale), as most are. */
const WIDTH = 1920;
const HEIGHT = 1080;
/** Letters about the 1080-line screen's height (preprocess.ts TARGET_TEXT is 21 px blobs). */
const FONT = "bold 34px sans-serif";

const HEADER = ["ATT", "YDS", "AVG", "TD", "LNG"];
const ROWS: [string, number[]][] = [
  ["J.WALKER", [18, 96, 5.3, 1, 24]],
  ["M.OKAFOR", [11, 47, 4.3, 0, 12]],
  ["D.REYES", [6, 31, 5.2, 0, 9]],
  ["T.LINDQVIST", [4, 18, 4.5, 1, 7]],
  ["K.BRANNIGAN", [3, 11, 3.7, 0, 6]],
  ["A.PARDEE", [2, 6, 3.0, 0, 4]],
  ["S.VALDEZ", [1, -2, -2.0, 0, -2]],
  ["TOTAL", [45, 207, 4.6, 2, 24]],
];
const ROW = 64;
const COLUMNS = [760, 920, 1080, 1240, 1400];
/** The highlighted (second) row's bar, in the screen's pixels: the reads turn it (bars.ts). */
export const HIGHLIGHT = { x0: 180, y0: 340 + ROW + 4 - ROW / 2, x1: 1580, y1: 340 + ROW - 4 + ROW / 2 };

/** The made-up screen, encoded as a PNG as a capture would be (the read decodes it the same way). */
export function warmUpScreen(): Promise<Blob> {
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("No 2D canvas in this browser");
  ctx.fillStyle = "#10161f";
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.font = FONT;
  ctx.textBaseline = "middle";
  ctx.fillStyle = "#f2f4f7";
  ctx.fillText("EAGLES   24      FINAL      17   WOLVES", 560, 90);
  ctx.fillText("RUSHING", 200, 190);
  ctx.fillStyle = "#9aa4b2";
  for (const [i, h] of HEADER.entries()) ctx.fillText(h, COLUMNS[i]!, 270);
  for (const [row, [name, numbers]] of ROWS.entries()) {
    const y = 340 + row * ROW;
    // The second row highlighted (a light bar, the text in the screen's dark), the rest on row rules.
    if (row === 1) {
      ctx.fillStyle = "#e8c547";
      ctx.fillRect(HIGHLIGHT.x0, HIGHLIGHT.y0, HIGHLIGHT.x1 - HIGHLIGHT.x0, HIGHLIGHT.y1 - HIGHLIGHT.y0);
      ctx.fillStyle = "#10161f";
    } else {
      ctx.fillStyle = "#3a4350";
      ctx.fillRect(180, y + ROW / 2 - 1, 1400, 2);
      ctx.fillStyle = "#f2f4f7";
    }
    ctx.fillText(name, 200, y);
    for (const [i, n] of numbers.entries())
      ctx.fillText(Number.isInteger(n) ? String(n) : n.toFixed(1), COLUMNS[i]!, y);
  }
  return canvas.convertToBlob({ type: "image/png" });
}

/** What the warm-up runs, and what it looks at before each step (warmUpReads). */
export interface WarmUpSteps {
  /** The made-up screen prepared for the engine, no engine read: our JavaScript alone. */
  prepareOnce: () => Promise<unknown>;
  /** The made-up screen read whole, through the engine. */
  readOnce: () => Promise<unknown>;
  screenshotWaiting: () => boolean;
  engineReady: () => boolean;
}

/**
 * Prepares the made-up screen once, then reads it up to `times` times, none once a screenshot is
 * waiting: a screenshot picked early waits at most for the warm-up read under way, never for the
 * rest (decision 373). The preparing runs even when a screenshot is waiting, unless the engine has
 * loaded: until then the screenshot waits for the engine anyway, and the preparing uses no engine
 * (decision 377).
 */
export async function warmUpReads(times: number, steps: WarmUpSteps) {
  if (!(steps.screenshotWaiting() && steps.engineReady())) await steps.prepareOnce();
  for (let i = 0; i < times && !steps.screenshotWaiting(); i++) await steps.readOnce();
}
