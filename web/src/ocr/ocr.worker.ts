/// <reference lib="webworker" />
// The OCR Web Worker: prepares each screenshot on an OffscreenCanvas and reads it with Tesseract
// (tesseract.js runs the WebAssembly engine in a worker of its own, started from here). It answers
// the recognised words, grouped into lines, in the original image's pixels; the page parses them
// with the typed team names (db/domain/box-score-screens).
import { createWorker, OEM, PSM, type Worker as Tesseract } from "tesseract.js";
import {
  type Box,
  blankCells,
  cellsOfTwoReads,
  cellsToReadAgain,
  headerReadAlone,
  joinSlashes,
  knownHeaders,
  linesFromWords,
  misreadPoints,
  missingPoints,
  type OcrWord,
  pointsOf,
  pointsReadTwice,
  readAloneWins,
  readPoints,
  tableLayout,
  unnamedHeaders,
} from "../../../db/domain/box-score-screens";
import { OCR_ASSETS } from "./assets";
import { linesWithFound, pointsAlone } from "./bug-points";
import type { FromWorker, Phases, ToWorker } from "./messages";
import { contrastOf, greyOf, type Prepared, pgmOf, pixelsOf, prepareGrey } from "./preprocess";
import { fullReadProgress } from "./progress";
import { sideColumn } from "./side-column";
import { straighten } from "./straighten";
import { pixelsHoldText } from "./text-check";
import { HIGHLIGHT, warmUpReads, warmUpScreen } from "./warm-up";
import { zoomPgm } from "./zoom";

declare const self: DedicatedWorkerGlobalScope;

const url = (path: string) => new URL(`/${path}`, self.location.origin).href;
const post = (message: FromWorker) => self.postMessage(message);

let current = 0;
/** The bar's value last posted for the current screen; null while a focused read runs (not shown). */
let shown: number | null = null;

function start(): Promise<Tesseract> {
  return createWorker("eng", OEM.LSTM_ONLY, {
    workerPath: url(OCR_ASSETS.worker),
    corePath: url(OCR_ASSETS.core),
    langPath: url(OCR_ASSETS.lang),
    // A same-origin script, not a blob: URL, so the CSP needs no blob: workers.
    workerBlobURL: false,
    gzip: true,
    logger: (m) => {
      if (m.status !== "recognizing text" || shown === null) return;
      const progress = fullReadProgress(m.progress);
      if (progress <= shown) return;
      shown = progress;
      post({ type: "progress", id: current, progress });
    },
  }).then(async (worker) => {
    // Sparse text: a game screen is a score bug, tabs and a table, not a page of paragraphs.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: "300" });
    return worker;
  });
}

/**
 * The engine starts as the worker does: the worker is made when the author reaches for a stats
 * picker (use-screen-reading.ts `prepare`), so the engine loads while the gallery is open, not after
 * the first screenshot is chosen. A failed start is reported by the first read that awaits it.
 */
const engine = start();
engine.catch(() => {});

/**
 * Characters of a header line and of the numbers block, for the second, focused reads. A header's
 * letters in either case: held to capitals, a title-case "Tkl" was read "TEK" or "TH" (styles 91
 * and 94), and the tackles under it went unread.
 */
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz/";
const DIGITS = "0123456789/.-";
/** Characters of a score's points. */
const SCORE_DIGITS = "0123456789";

/**
 * The preparing half of a read, our JavaScript alone (no engine): the image decoded, its pixels,
 * straightened when a photo, prepared for the engine; `width` is the straightened image's. Null when
 * `checkText` found no text in the pixels.
 */
async function prepareImage(image: Blob, phases: Phases, checkText: boolean, lap: (phase: string) => number) {
  const bitmap = await createImageBitmap(image);
  phases.decode = lap("decode");
  const pixels = await pixelsOf(bitmap);
  bitmap.close();
  if (checkText && !pixelsHoldText(pixels.data, pixels.width, pixels.height, pixels.red)) return null;
  phases.pixels = lap("pixels");
  // A photo of a TV is read as its screen, straightened and evenly lit: the words' boxes are then
  // in the straightened screen's pixels, which is all the parser compares them with.
  const grey = greyOf(pixels);
  const photo = straighten(grey);
  const width = (photo ?? grey).width;
  const prepared = prepareGrey(photo ?? grey, { keepGrey: photo !== null });
  phases.preprocess = lap("preprocess");
  return { prepared, width };
}

/** The words read, or null when `checkText` found no text in the decoded pixels (nothing is read then). */
async function read(image: Blob, phases: Phases, checkText: boolean): Promise<OcrWord[] | null> {
  let t = performance.now();
  // Each phase's end is also a user-timing mark, so a trace of the browser (bench/ocr.ts --trace,
  // ocr-trace-phases.ts) says which threads spent the CPU in it.
  performance.mark("ocr read");
  const lap = (phase: string) => {
    const now = performance.now();
    performance.mark(`ocr ${phase}`);
    const ms = now - t;
    t = now;
    return ms;
  };
  const input = await prepareImage(image, phases, checkText, lap);
  if (!input) return null;
  const { prepared, width } = input;
  const tesseract = await engine;
  post({ type: "progress", id: current, progress: 0.1 });
  lap("engine");
  shown = 0.1;
  const first = await fullRead(tesseract, prepared);
  shown = null;
  const lines = linesFromWords(first);
  const layout = tableLayout(lines, width);
  phases.fullRead = lap("full read");
  const words = await withPoints(tesseract, prepared, first, lines.slice(0, layout?.header ?? lines.length));
  phases.focused = lap("points");
  if (!layout) return words;
  post({ type: "progress", id: current, progress: 0.8 });
  const inside = (w: OcrWord, b: Box) => {
    const x = (w.box!.x0 + w.box!.x1) / 2;
    const y = (w.box!.y0 + w.box!.y1) / 2;
    return x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;
  };
  const firstHeader = words.filter((w) => inside(w, layout.headerBox));
  // The header is read again with letters only when the first read left a word it could not name
  // ("™" for TD); that read wins only when it names more columns.
  const header = layout.headerComplete ? [] : await recognise(tesseract, prepared, layout.headerBox, LETTERS);
  const known = (ws: OcrWord[]) => knownHeaders(joinSlashes(ws).map((w) => w.text));
  let headerWords = known(header) > known(firstHeader) ? header : firstHeader;
  // A header word neither read could name is read once more on its own (header-alone.ts); when that
  // read names no column either, once more on its region's own threshold (a bold "TD" read "1", then
  // "TM" alone on the page's threshold and "TD" at 68 on its own: style 41 at 1280), and last three
  // times the size (zoom.ts: style 154's bold "TD" at 1920, read "a" both ways, "TD" at 87 so).
  const alone = (word: OcrWord, box: Box, own: boolean, zoom = 1) =>
    recognise(tesseract, prepared, box, LETTERS, own, PSM.SINGLE_BLOCK, zoom).then((read) =>
      headerReadAlone(word, read, headerWords, layout.kind),
    );
  for (const { word, box } of unnamedHeaders(headerWords, layout.kind)) {
    const found =
      (await alone(word, box, false)) ?? (await alone(word, box, true)) ?? (await alone(word, box, true, ZOOM));
    if (found) headerWords = [...headerWords.filter((w) => !inside(w, word.box!)), found];
  }
  // The numbers are read on their own threshold (preprocess.ts `otsu`), the page's is for dim headers.
  const numbers = await recognise(tesseract, prepared, layout.numbers, DIGITS, true);
  const cells = cellsOfTwoReads(
    words.filter((w) => inside(w, layout.numbers)),
    numbers,
  );
  const rest = words.filter((w) => !inside(w, layout.headerBox) && !inside(w, layout.numbers));
  // A cell both reads left blank is read once more on its own (blank-cells.ts), and marked doubtful.
  // Only a read of one number is kept: two would be two cells under one column, and lose the row.
  const table = linesFromWords([...rest, ...cells]);
  const digitsIn = (words: OcrWord[]) => words.filter((w) => /\d/.test(w.text));
  for (const box of blankCells(table, layout)) {
    let found = digitsIn(await recognise(tesseract, prepared, box, DIGITS, true));
    // A block's layout analysis of a small cell loses a lone "0" (as below): a cell still blank is read
    // once more as one word (a "0" in small type, styles 137 and 138 at 1280; one word, not one
    // character, so a number of two digits is not cut to one).
    if (found.length === 0) found = digitsIn(await recognise(tesseract, prepared, box, DIGITS, true, PSM.SINGLE_WORD));
    // Still blank: read three times the size (zoom.ts: a bold condensed "11" at 1280, styles 29 and 42).
    if (found.length === 0)
      found = digitsIn(await recognise(tesseract, prepared, box, DIGITS, true, PSM.SINGLE_BLOCK, ZOOM));
    if (found.length === 1) cells.push({ ...found[0]!, confidence: Math.min(found[0]!.confidence, ONCE_ALONE) });
  }
  // So is a lone digit in a box too wide for one (a narrow face's "11" read "1" by both reads), and a
  // number the digits-only read was unsure of (blank-cells.ts): the number read there alone replaces
  // it when readAloneWins, marked doubtful; it was doubtful already.
  for (const cell of cellsToReadAgain(table, layout)) {
    // An unsure lone digit is read as one character: the block's layout analysis of a small cell is
    // what lost the "0" (it read "4" again at confidence 0, style 74 at 1280).
    const psm = !cell.wide && /^\d$/.test(cell.word.text) ? PSM.SINGLE_CHAR : PSM.SINGLE_BLOCK;
    const found = (await recognise(tesseract, prepared, cell.box, DIGITS, true, psm)).filter((w) => /\d/.test(w.text));
    // Replaced in place only: a word not among the cells (indexOf −1) must never replace the last one.
    const at = cells.indexOf(cell.word);
    if (at >= 0 && found.length === 1 && readAloneWins(cell, found[0]!))
      cells.splice(at, 1, { ...found[0]!, confidence: Math.min(found[0]!.confidence, ONCE_ALONE) });
  }
  phases.focused += lap("table");
  return [...rest, ...headerWords, ...cells];
}

/**
 * The score bug's points the full read took for a mark or a letter ("@" for a 6, misread-points.ts),
 * each read again alone, digits only, on its region's own threshold: a number found there replaces
 * the word, marked doubtful (it was read once, alone); otherwise the word stays and reads no score.
 * The points it read as numbers are read again the same way, and marked doubtful where that read
 * finds another number: a final score is not taken from one read alone. Points the full read did not
 * see at all are looked for beside the other side's, read by it or alone (missingPoints): one more
 * read, on such bugs only.
 */
async function withPoints(tesseract: Tesseract, prepared: Prepared, words: OcrWord[], top: OcrWord[][]) {
  const found = new Map<OcrWord, OcrWord>();
  for (const { word, box } of misreadPoints(top)) {
    const block = await recognise(tesseract, prepared, box, SCORE_DIGITS, true);
    // A number of more digits than the word's glyphs (a ghost digit, bug-points.ts) is read again as
    // one word, where style 101's "26" came back "26" on every screen the block read said "206".
    const points =
      pointsAlone(word, block) ??
      (pointsOf(block)
        ? pointsAlone(word, await recognise(tesseract, prepared, box, SCORE_DIGITS, true, PSM.SINGLE_WORD))
        : null);
    if (points) found.set(word, { ...word, text: points.text, confidence: Math.min(points.confidence, ONCE_ALONE) });
  }
  for (const { word, box } of readPoints(top)) {
    const checked = pointsReadTwice(word, await recognise(tesseract, prepared, box, SCORE_DIGITS, true), ONCE_ALONE);
    if (checked !== word) found.set(word, checked);
  }
  // One side's points read, the other's not seen at all (missingPoints): they are looked for where
  // they should be, beside the points as the reads above left them (bug-points.ts). What is found
  // there was read once, alone: doubtful, as is a score beside doubtful points.
  const added: OcrWord[] = [];
  for (const { box } of missingPoints(linesWithFound(top, found))) {
    const points = pointsOf(await recognise(tesseract, prepared, box, SCORE_DIGITS, true));
    if (points) added.push({ ...points, confidence: Math.min(points.confidence, ONCE_ALONE) });
  }
  return found.size || added.length ? [...words.map((w) => found.get(w) ?? w), ...added] : words;
}

/**
 * The whole prepared screen read with no character set: in two blocks when a side menu stands
 * beside the table (side-column.ts), else in one. A photo's greys are not looked at for one.
 */
async function fullRead(tesseract: Tesseract, prepared: Prepared): Promise<OcrWord[]> {
  const { ink, inkWidth, inkHeight, scale, left, top, shades } = prepared;
  const split = shades ? sideColumn(ink, inkWidth, inkHeight, SIDE_GUTTER) : null;
  if (split === null) return recognise(tesseract, prepared, null, "");
  const at = left + split / scale;
  const bottom = top + inkHeight / scale;
  return [
    ...(await recognise(tesseract, prepared, { x0: left, y0: top, x1: at, y1: bottom }, "")),
    ...(await recognise(tesseract, prepared, { x0: at, y0: top, x1: left + inkWidth / scale, y1: bottom }, "")),
  ];
}

/** The gutter beside a side menu, in the prepared screen's pixels: 1.5 of its letters' 21 (preprocess.ts). */
const SIDE_GUTTER = 32;

/** How many times larger a region every read at the prepared size failed on is read (zoom.ts). */
const ZOOM = 3;

/** A cell read only by the third, one-cell read: below the check step's doubt mark (prefill.ts). */
const ONCE_ALONE = 50;

/**
 * Reads the whole prepared image, or one region of it (in original pixels) with a character set;
 * `zoom` draws the region that many times larger for the engine (zoom.ts).
 */
async function recognise(
  tesseract: Tesseract,
  prepared: Prepared,
  region: Box | null,
  whitelist: string,
  own = false,
  psm = PSM.SINGLE_BLOCK,
  zoom = 1,
) {
  const { scale, left, top, inkWidth, inkHeight } = prepared;
  let dx = 0;
  let dy = 0;
  let w = inkWidth;
  let h = inkHeight;
  if (region) {
    dx = Math.max(0, Math.round((region.x0 - left) * scale));
    dy = Math.max(0, Math.round((region.y0 - top) * scale));
    w = Math.min(inkWidth, Math.round((region.x1 - left) * scale)) - dx;
    h = Math.min(inkHeight, Math.round((region.y1 - top) * scale)) - dy;
    if (w <= 0 || h <= 0) return [];
  }
  const cut = pgmOf(prepared, dx, dy, w, h, { own });
  const image = zoom === 1 ? cut : zoomPgm(cut, w, h, zoom);
  await tesseract.setParameters({ tessedit_char_whitelist: whitelist, tessedit_pageseg_mode: psm });
  // tesseract.js's browser build takes any bytes as they are; its types name only Node's Buffer.
  const { data } = await tesseract.recognize(image as Buffer, {}, { blocks: true, text: false });
  const words: OcrWord[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          const box = {
            x0: Math.round((word.bbox.x0 / zoom + dx) / scale + left),
            y0: Math.round((word.bbox.y0 / zoom + dy) / scale + top),
            x1: Math.round((word.bbox.x1 / zoom + dx) / scale + left),
            y1: Math.round((word.bbox.y1 / zoom + dy) / scale + top),
          };
          // A number's digits' widths, one a character (wide-digits.ts); symbols that do not match
          // the text's characters one to one are not passed on.
          const glyphs = word.symbols.map((s) => Math.round((s.bbox.x1 - s.bbox.x0) / (scale * zoom)));
          const measured = /\d/.test(word.text) && glyphs.length === [...word.text].length;
          words.push({
            text: word.text,
            confidence: Math.round(word.confidence),
            box,
            contrast: contrastOf(prepared, box),
            ...(measured ? { glyphs } : {}),
          });
        }
  return words;
}

/**
 * How many times the made-up screen is read before any screenshot (warm-up.ts): the engine's
 * WebAssembly was still tiering up in the third real read after one (bench/README.md, decision 373).
 */
const WARM_UP_READS = 2;

/** A warm-up's phases, thrown away with its words. */
const noPhases = (): Phases => ({ decode: 0, pixels: 0, preprocess: 0, fullRead: 0, focused: 0 });

/**
 * The made-up screen read while the engine loads, with the look for text a visitor's screenshot
 * gets (it holds text, so the whole read runs); a failed warm-up fails no read (each awaits the engine).
 */
async function warmUp() {
  const screen = await warmUpScreen();
  await warmUpReads(WARM_UP_READS, {
    prepareOnce: () => warmUpPreparing(screen),
    readOnce: () => read(screen, noPhases(), true),
    screenshotWaiting: () => screenshotWaiting,
    engineReady: () => engineReady,
  });
}

/**
 * The made-up screen prepared and cut for the engine as a read would, with no engine read: the
 * functions of the preparing and of the engine's input (pgmOf, contrastOf) compiled before the
 * first screenshot, whether or not one is waiting (warmUpReads).
 */
async function warmUpPreparing(screen: Blob) {
  const image = await prepareImage(screen, noPhases(), true, () => 0);
  if (!image) return;
  const { prepared } = image;
  pgmOf(prepared, 0, 0, prepared.inkWidth, prepared.inkHeight);
  pgmOf(prepared, 0, 0, prepared.inkWidth, prepared.inkHeight >> 1, { own: true });
  contrastOf(prepared, HIGHLIGHT);
}

/** Set by the first screenshot: the warm-up starts no further read (warmUpReads). */
let screenshotWaiting = false;
/** Set once the engine has loaded: a screenshot waiting from then on would wait for the warm-up's preparing too. */
let engineReady = false;
engine.then(
  () => {
    engineReady = true;
  },
  () => {},
);

// Screenshots are read one at a time: one engine, one image in memory, as a phone can afford. The
// warm-up goes first, so no screenshot's read shares the worker with it.
let queue = warmUp().catch(() => {});
self.onmessage = (event: MessageEvent<ToWorker>) => {
  const { id, image, checkText } = event.data;
  screenshotWaiting = true;
  queue = queue.then(async () => {
    current = id;
    try {
      const phases: Phases = { decode: 0, pixels: 0, preprocess: 0, fullRead: 0, focused: 0 };
      const words = await read(image, phases, checkText);
      post({ type: "done", id, lines: words ? linesFromWords(words) : [], phases, text: words !== null });
    } catch (error) {
      post({ type: "error", id, message: error instanceof Error ? error.message : String(error) });
    }
  });
};
