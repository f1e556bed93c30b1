// The page bench/ocr.ts drives: the SPA's own screen reader (web/src/ocr/), built by Vite with the
// same OCR asset plugin, exposed to the benchmark as window.loadScreenshot and window.readScreenshot.
import type { OcrLine } from "../../db/domain/box-score-screens";
import type { Phases } from "../../web/src/ocr/messages";
import { createScreenReader, type ScreenReader } from "../../web/src/ocr/screen-reader";
import { mayHoldText } from "../../web/src/ocr/text-check";

/**
 * Made on the first read, as /create makes it on the first screenshot an author picks without
 * touching a picker first: the bench's "engine start + first screenshot" is the cold start.
 */
let reader: ScreenReader | null = null;
/** The capture loadScreenshot fetched, for the next readScreenshot: a Blob, as /create's File is. */
let capture: Blob | null = null;

declare global {
  interface Window {
    loadScreenshot: (path: string) => Promise<void>;
    readScreenshot: () => Promise<{ lines: OcrLine[]; ms: number; text: boolean; phases: Phases }>;
  }
}

// Fetched from the bench's server in a call of its own, so the bench measures the read alone.
window.loadScreenshot = async (path) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  capture = await response.blob();
};

window.readScreenshot = async () => {
  const image = capture;
  if (!image) throw new Error("no capture loaded");
  capture = null;
  const phases = { decode: 0, pixels: 0, preprocess: 0, fullRead: 0, focused: 0 };
  // As /create (use-screen-reading.ts): before the reader is made the page looks for text, outside
  // the read's time (the engine is not loaded for an image without); after, the worker looks at the
  // pixels it decodes, inside it. Every fixture must pass the look; /create reads none that fails it.
  const inWorker = reader !== null;
  if (!inWorker && !(await mayHoldText(image))) return { lines: [], ms: 0, text: false, phases };
  const started = performance.now();
  reader ??= createScreenReader();
  const read = await reader.read(image, () => {}, inWorker);
  return { lines: read.lines, ms: performance.now() - started, text: read.text, phases: read.phases };
};
