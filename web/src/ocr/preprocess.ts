// Making a game's UI readable for Tesseract, on an OffscreenCanvas inside the OCR worker: grey,
// light text on a dark background turned into dark on light, the empty margins cropped away, and
// captures with small text scaled up so their letters are about as tall as Tesseract reads best.
import { textHeightPastBars } from "./bar-letters";
import { type Bar, clearBarEdges, eraseRules, faintRules, invertBars, removeRules, turnBar } from "./bars";
import { levelSpan, widenBar } from "./photo-bars";
import type { Grey } from "./straighten";
import { binarise, greysOnPaper, otsu, thresholdAt } from "./threshold";
import { upscale } from "./upscale";

/**
 * The screen height the reader was tuned at (a 720p capture ×1.5): used when a capture's letters
 * cannot be measured, and as the unit of the bars' and rules' sizes.
 */
const TARGET_HEIGHT = 1080;
/** The median letter blob of a 1080-line game screen (text-height.ts; 21–23 px on the fixtures). */
const TARGET_TEXT = 21;
const MAX_SCALE = 2;

/**
 * How much a capture is scaled up: by its letters, so that a crop of a table or a phone's gallery
 * shot is read at the size a full 1080-line screen is (a crop's height once scaled it ×2, the
 * engine then read its letters twice too tall and lost half its cells). By the capture's height
 * only when no letters could be measured. Never down: larger text is read as it is.
 */
export function scaleFor(text: number | null, height: number): number {
  const wanted = text ? TARGET_TEXT / text : TARGET_HEIGHT / height;
  return Math.min(MAX_SCALE, Math.max(1, wanted));
}
/**
 * A pixel this far from the background counts as ink when cropping. Low enough for a highlighted
 * row in a light accent on a light screen (gold is 87 grey levels from white, its text white): when
 * it is a crop's last row nothing else lies below it, and a higher bound cut the row away. Row bands,
 * the background's gradient and JPEG noise stay under it (within 60 on the fixtures).
 */
const INK = 64;

export interface Prepared {
  /**
   * The prepared screen for the engine, one byte a pixel, 255 paper: a screenshot's letters in
   * their own greys on white paper (`greysOnPaper`), a photo's flattened greys.
   */
  ink: Uint8Array;
  /**
   * A screenshot's prepared greys before the threshold (bars turned, rules erased), for the
   * digits-only reads: null when `ink` is already grey (a photo).
   */
  shades: Uint8Array | null;
  inkWidth: number;
  inkHeight: number;
  /** Maps a point of `ink` back to the original image: x / scale + left. */
  scale: number;
  left: number;
  top: number;
  /** The original image in grey (0–255), row by row, for measuring how bright each word is. */
  grey: Uint8Array;
  width: number;
}

/** Where a capture's pixels are read from: a WebCodecs VideoFrame, or a canvas drawn and read back. */
export type PixelSource = "videoFrame" | "canvas";

/** A decoded capture's pixels, four bytes a pixel, row by row; red at byte `red` (0 RGBA, 2 BGRA). */
export interface Pixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  red: 0 | 2;
  /** The path that read them (e2e/ocr-pixels.spec.ts checks both give the same prepared image). */
  source: PixelSource;
}

/**
 * A decoded capture's pixels. Copied out of a WebCodecs VideoFrame where the browser has one, in
 * the frame's own byte order: a canvas costs a draw and a read-back, and measured in Chromium the
 * two together took 108 ms where the copy took 65 ms, with the same bytes (bench/README.md).
 * Browsers without VideoFrame, or with a frame format other than 8-bit RGBA/BGRA, use the canvas;
 * `via: "canvas"` takes that path in any browser (to test it where VideoFrame exists).
 */
export async function pixelsOf(bitmap: ImageBitmap, via: PixelSource = "videoFrame"): Promise<Pixels> {
  const { width, height } = bitmap;
  if (via === "videoFrame" && typeof VideoFrame === "function") {
    let frame: VideoFrame | null = null;
    try {
      frame = new VideoFrame(bitmap, { timestamp: 0 });
      const red =
        frame.format === "RGBA" || frame.format === "RGBX"
          ? 0
          : frame.format === "BGRA" || frame.format === "BGRX"
            ? 2
            : -1;
      if ((red === 0 || red === 2) && frame.codedWidth === width && frame.codedHeight === height) {
        const data = new Uint8Array(width * height * 4);
        await frame.copyTo(data, { layout: [{ offset: 0, stride: width * 4 }] });
        return { data, width, height, red, source: "videoFrame" };
      }
    } catch {
      // Fall through to the canvas.
    } finally {
      frame?.close();
    }
  }
  const source = new OffscreenCanvas(width, height);
  const ctx = source.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("No 2D canvas in this browser");
  ctx.drawImage(bitmap, 0, 0);
  return { data: ctx.getImageData(0, 0, width, height).data, width, height, red: 0, source: "canvas" };
}

/** A capture's pixels in grey (0–255), one byte a pixel. */
export function greyOf({ data: pixels, width, height, red }: Pixels): Grey {
  const blue = 2 - red;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) {
    const o = i * 4;
    grey[i] = (pixels[o + red]! * 299 + pixels[o + 1]! * 587 + pixels[o + blue]! * 114) / 1000;
  }
  return { grey, width, height };
}

export const prepare = (pixels: Pixels): Prepared => prepareGrey(greyOf(pixels));

/**
 * `keepGrey` (a straightened photo, already evenly lit): the engine is given the grey image, with
 * only the highlighted bars turned, instead of the threshold's black and white. A photo's letters
 * are blurred: the threshold thickens and joins them ("NPruit", "28" as "8"), where the engine's
 * own reading of the grey keeps them apart (bench/README.md).
 */
export function prepareGrey({ grey, width, height }: Grey, { keepGrey = false } = {}): Prepared {
  // The loops over every pixel are in functions of their own (meanOf, inkBox, paperOf): this one
  // runs once a screen, and with loops of its own V8 optimised it with every step below inlined, the
  // session's largest compile, on the thread pool beside the preparing (decision 372).
  const dark = meanOf(grey) < 128;
  const { left, top, cropW, cropH } = inkBox(grey, width, height, dark ? 0 : 255);
  // Dark text on light, one byte a pixel.
  const paper = paperOf(grey, width, { left, top, cropW, cropH }, dark);
  const binary = paper.slice();
  binarise(binary);
  // A straightened photo is already a 1080-line screen, and its blurred letters run together
  // after the threshold, so they are not measured (the photo e2e read a TD as 3 when they were).
  const text = keepGrey ? null : textHeightPastBars(binary, paper, cropW, cropH);
  const scale = scaleFor(text, height);
  const scaled = scale === 1 ? { data: paper, width: cropW, height: cropH } : upscale(paper, cropW, cropH, scale);
  const shades = scaled.data.slice();
  if (scale === 1) scaled.data = binary;
  else binarise(scaled.data);
  // Bars and rules are sized in screen heights: the screen a capture's text is from, not the capture.
  const screen = text ? (text * scale * TARGET_HEIGHT) / TARGET_TEXT : height * scale;
  // Row rules are erased before bars are looked for: rules a row's pitch apart are rows of long runs
  // with short gaps, which invertBars took for one highlighted bar over the whole table, and the
  // digits-only reads then got its greys turned to light text on dark. A straightened photo's blur
  // has no such lines.
  const faint = keepGrey ? [] : faintRules(shades, scaled.width, scaled.height, screen);
  eraseRules(scaled.data, scaled.width, scaled.height, faint);
  const found = invertBars(scaled.data, scaled.width, scaled.height, screen);
  // A photo's bar is cut short by the threshold where a glare lightens it: its greys say how far it goes.
  const bars = keepGrey ? found.map((bar) => widenBar(shades, scaled.width, scaled.height, bar)) : found;
  const rules = [...removeRules(scaled.data, scaled.width, scaled.height, screen), ...faint];
  for (const bar of bars) turnBar(shades, scaled.width, bar, keepGrey ? levelSpan(bar) : undefined);
  // A rule or blended row against a screenshot's bar, left in pieces (bars.ts); a photo's blur has none.
  const edge = Math.max(3, Math.round(screen * 0.003));
  if (!keepGrey) for (const bar of bars) clearBarEdges(scaled.data, shades, scaled.width, scaled.height, bar, edge);
  // A rule in grey is a pixel thicker than after the threshold (its blurred edges).
  for (const [y, x0, x1] of rules)
    for (let r = Math.max(0, y - 1); r <= Math.min(scaled.height - 1, y + 1); r++)
      shades.fill(255, r * scaled.width + x0, r * scaled.width + x1);
  // Small letters scaled up (a 720p capture) reach the engine in their own greys: the threshold
  // would decide every blurred edge pixel first (decision 336). At their own size (1080 lines) the
  // threshold's black and white read more cells, and the greys one wrong cell unmarked.
  const ink = keepGrey ? shades : scale > 1 ? greysOnPaper(shades) : scaled.data;
  // Inside a bar the letters are the screen's background colour on the accent: the page's
  // threshold, set by the background, frays them (and a JPEG's ringing becomes specks). The bar's
  // turned greys cut at their own midpoint draw them whole (decision 289).
  if (!keepGrey) for (const bar of bars) thresholdBar(ink, shades, scaled.width, bar);
  return {
    ink,
    shades: keepGrey ? null : shades,
    inkWidth: scaled.width,
    inkHeight: scaled.height,
    scale,
    left,
    top,
    grey,
    width,
  };
}

function meanOf(grey: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < grey.length; i++) sum += grey[i]!;
  return sum / grey.length;
}

interface Crop {
  left: number;
  top: number;
  cropW: number;
  cropH: number;
}

/** The rows and columns holding pixels far from the background, with a margin: where the text is. */
function inkBox(grey: Uint8Array, width: number, height: number, background: number): Crop {
  let x0 = width;
  let y0 = height;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      if (Math.abs(grey[y * width + x]! - background) < INK) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  const margin = Math.round(height * 0.02);
  const left = x1 > x0 ? Math.max(0, x0 - margin) : 0;
  const top = y1 > y0 ? Math.max(0, y0 - margin) : 0;
  const cropW = x1 > x0 ? Math.min(width, x1 + margin) - left : width;
  const cropH = y1 > y0 ? Math.min(height, y1 + margin) - top : height;
  return { left, top, cropW, cropH };
}

/** The crop of `grey`, turned dark on light when the screen is dark. */
function paperOf(grey: Uint8Array, width: number, { left, top, cropW, cropH }: Crop, dark: boolean): Uint8Array {
  const paper = new Uint8Array(cropW * cropH);
  for (let y = 0; y < cropH; y++)
    paper.set(grey.subarray((y + top) * width + left, (y + top) * width + left + cropW), y * cropW);
  // One loop over the whole crop, not one a row: as a row loop's inner loop V8 compiled it on the
  // stack and threw that code away at every row's end (decision 373).
  if (dark) for (let i = 0; i < paper.length; i++) paper[i] = 255 - paper[i]!;
  return paper;
}

/**
 * A region of the prepared screen (in its own pixels) as a binary PGM file. Tesseract reads PGM
 * without decompressing anything; a canvas would be encoded to PNG and decoded again for every read.
 * Bytes, not a Blob: tesseract.js takes them as they are, where a Blob's bytes went to the browser
 * process's blob store and were read back with a FileReader for every read (bench/README.md).
 */
export function pgmOf(p: Prepared, x: number, y: number, w: number, h: number, { own = false } = {}): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${w} ${h}\n255\n`);
  const source = own && p.shades ? p.shades : p.ink;
  const file = new Uint8Array(header.length + w * h);
  file.set(header);
  const body = file.subarray(header.length);
  for (let row = 0; row < h; row++)
    body.set(source.subarray((y + row) * p.inkWidth + x, (y + row) * p.inkWidth + x + w), row * w);
  if (source !== p.ink) thresholdAt(body, otsu(body));
  return file;
}

/** A bar's region of the threshold's image drawn again from its turned greys, at Otsu's threshold of those. */
function thresholdBar(ink: Uint8Array, shades: Uint8Array, width: number, bar: Bar) {
  const region = new Uint8Array((bar.y1 - bar.y0 + 1) * (bar.x1 - bar.x0));
  for (let y = bar.y0; y <= bar.y1; y++)
    region.set(shades.subarray(y * width + bar.x0, y * width + bar.x1), (y - bar.y0) * (bar.x1 - bar.x0));
  const threshold = otsu(region);
  for (let y = bar.y0; y <= bar.y1; y++) cutRow(ink, shades, y * width + bar.x0, y * width + bar.x1, threshold);
}

/**
 * ink[from, to) drawn from shades at `threshold`: a loop of its own, as the rows' inner loop V8
 * compiled it on the stack and threw that code away at every row's end (bench/README.md, twelfth pass).
 */
function cutRow(ink: Uint8Array, shades: Uint8Array, from: number, to: number, threshold: number): void {
  for (let i = from; i < to; i++) ink[i] = shades[i]! < threshold ? 0 : 255;
}

/**
 * How far a word's ink stands out from its background in the original image (0–255): the 95th
 * percentile of its greys less the 5th. Counted in a histogram, not sorted: every word of every read
 * is measured, and sorting each word's pixels cost more than the rest of a screen's preparing.
 */
export function contrastOf(p: Prepared, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const histogram = new Uint32Array(256);
  const x0 = Math.max(0, box.x0);
  const x1 = Math.min(p.width, box.x1);
  let n = 0;
  for (let y = Math.max(0, box.y0); y < box.y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      // Below the image (a box rounded past its edge) counts as black, as it always has.
      histogram[p.grey[y * p.width + x] ?? 0]!++;
      n++;
    }
  if (n === 0) return 0;
  /** The grey at rank k of the sorted values. */
  const rank = (k: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v]!;
      if (seen > k) return v;
    }
    return 255;
  };
  return rank(Math.floor(n * 0.95)) - rank(Math.floor(n * 0.05));
}
