// Where the OCR engine and its English data are served from (same origin, copied into the build by
// scripts/vite-ocr-assets.ts). Versioned folders, so they can be cached for good.
export const OCR_ASSET_DIR = "ocr/tesseract-7.0.0";

export const OCR_ASSETS = {
  /** tesseract.js's worker script: runs the engine in its own Web Worker. */
  worker: `${OCR_ASSET_DIR}/worker.min.js`,
  /** The engine (LSTM only, WebAssembly SIMD); the script fetches the .wasm beside it. */
  core: `${OCR_ASSET_DIR}/tesseract-core-simd-lstm.js`,
  coreWasm: `${OCR_ASSET_DIR}/tesseract-core-simd-lstm.wasm`,
  /** The folder holding eng.traineddata.gz (4.0.0_best_int, ~3 MB). */
  lang: `${OCR_ASSET_DIR}/eng-4.0.0_best_int`,
} as const;
