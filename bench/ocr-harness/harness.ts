// The page bench/ocr.ts drives: the SPA's own screen reader (web/src/ocr/), built by Vite with the
// same OCR asset plugin, exposed to the benchmark as window.readScreenshot.
import type { OcrLine } from "../../db/domain/box-score-screens";
import type { Phases } from "../../web/src/ocr/messages";
import { createScreenReader } from "../../web/src/ocr/screen-reader";
import { mayHoldText } from "../../web/src/ocr/text-check";

const reader = createScreenReader();

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
  const phases = { decode: 0, pixels: 0, preprocess: 0, fullRead: 0, focused: 0 };
  // /create does not read an image the check declines: neither does the bench.
  if (!text) return { lines: [], ms: 0, text, phases };
  const started = performance.now();
  const read = await reader.read(image, () => {});
  return { lines: read.lines, ms: performance.now() - started, text, phases: read.phases };
};
