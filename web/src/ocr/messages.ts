// The messages between the page and the OCR worker (web/src/ocr/ocr.worker.ts).
import type { OcrLine } from "../../../db/domain/box-score-screens";

/** `checkText`: the worker first looks for text in the decoded pixels (text-check.ts) and reads none without. */
export type ToWorker = { type: "read"; id: number; image: Blob; checkText: boolean };

/** Where one read's time went, in ms (bench/ocr.ts prints them). */
export interface Phases {
  /** createImageBitmap: the capture's PNG or JPEG decoded. */
  decode: number;
  /** Drawing it and reading its pixels back (getImageData). */
  pixels: number;
  /** Grey, crop, upscale, threshold (preprocess.ts). */
  preprocess: number;
  fullRead: number;
  /** The score bug's misread points read alone, the letters-only header read and the digits-only numbers read. */
  focused: number;
}

export type FromWorker =
  | { type: "progress"; id: number; progress: number }
  /** `text` false: the worker's look found no text, nothing was read (lines empty). */
  | { type: "done"; id: number; lines: OcrLine[]; phases: Phases; text: boolean }
  | { type: "error"; id: number; message: string };
