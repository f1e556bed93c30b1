// The messages between the page and the OCR worker (web/src/ocr/ocr.worker.ts).
import type { OcrLine } from "../../../db/domain/box-score-screens";

export type ToWorker = { type: "read"; id: number; image: Blob };

export type FromWorker =
  | { type: "progress"; id: number; progress: number }
  | { type: "done"; id: number; lines: OcrLine[] }
  | { type: "error"; id: number; message: string };
