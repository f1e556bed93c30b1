// A screen's progress bar from the engine's: tesseract.js reports every percent of every read it
// makes, and each report the worker passed on woke the page (and /create re-rendered its entry).

/** Where the full read's progress runs on a screen's bar: the capture's preparing comes before it. */
const FULL_READ_FROM = 0.1;
const FULL_READ_TO = 0.8;
/** The bar moves in steps of 5 %: at most 14 messages for the full read. */
const STEP = 0.05;

/**
 * The bar's value for the full read's progress (0–1), in whole steps. The focused reads that follow
 * it (a region each) are not shown: their own 0–100 % sent the bar back to 10 % for each of them.
 */
export const fullReadProgress = (progress: number): number =>
  FULL_READ_FROM +
  Math.floor((Math.min(1, Math.max(0, progress)) * (FULL_READ_TO - FULL_READ_FROM)) / STEP + 1e-9) * STEP;
