// The page bench/ocr.ts drives: the SPA's own screen reader (web/src/ocr/), built by Vite with the
// same OCR asset plugin, exposed to the benchmark as window.readScreenshot.
import type { OcrLine } from "../../db/domain/box-score-screens";
import { createScreenReader } from "../../web/src/ocr/screen-reader";
import { mayHoldText } from "../../web/src/ocr/text-check";

const reader = createScreenReader();

/** Where a screenshot's time went, in ms. */
export interface Phases {
  prepare: number;
  fullRead: number;
  focused: number;
}

declare global {
  interface Window {
    readScreenshot: (
      base64: string,
      type: string,
    ) => Promise<{ lines: OcrLine[]; ms: number; text: boolean; phases: Phases }>;
  }
}

window.readScreenshot = async (base64, type) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const image = new Blob([bytes], { type });
  // The check /create makes before loading the engine: every fixture must pass it.
  const text = await mayHoldText(image);
  const started = performance.now();
  // The worker's progress marks its phases: 0.1 once the image is prepared (and the engine up),
  // 0.8 once the full read is done; the focused header and numbers reads follow.
  let prepared = Number.NaN;
  let fullRead = Number.NaN;
  const lines = await reader.read(image, (progress) => {
    const now = performance.now() - started;
    if (Number.isNaN(prepared)) prepared = now;
    if (progress >= 0.8 && Number.isNaN(fullRead)) fullRead = now;
  });
  const ms = performance.now() - started;
  const phases = {
    prepare: prepared,
    fullRead: fullRead - prepared,
    focused: ms - (Number.isNaN(fullRead) ? ms : fullRead),
  };
  return { lines, ms, text, phases };
};
