// The page bench/ocr.ts drives: the SPA's own screen reader (web/src/ocr/), built by Vite with the
// same OCR asset plugin, exposed to the benchmark as window.readScreenshot.
import type { OcrLine } from "../../db/domain/box-score-screens";
import { createScreenReader } from "../../web/src/ocr/screen-reader";

const reader = createScreenReader();

declare global {
  interface Window {
    readScreenshot: (base64: string, type: string) => Promise<{ lines: OcrLine[]; ms: number }>;
  }
}

window.readScreenshot = async (base64, type) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const started = performance.now();
  const lines = await reader.read(new Blob([bytes], { type }), () => {});
  return { lines, ms: performance.now() - started };
};
