// Serves the OCR engine and its English data as same-origin static files: copied from node_modules
// into the build under /ocr/…, and served from there by `vite dev`. Nothing imports them, so no
// page chunk grows; the OCR worker fetches them only when a recap's stats images are chosen.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { OCR_ASSETS } from "../web/src/ocr/assets.ts";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Build path → file in node_modules. */
const FILES: Record<string, string> = {
  [OCR_ASSETS.worker]: join(packageDir("tesseract.js"), "dist/worker.min.js"),
  [OCR_ASSETS.core]: join(packageDir("tesseract.js-core"), "tesseract-core-simd-lstm.js"),
  [OCR_ASSETS.coreWasm]: join(packageDir("tesseract.js-core"), "tesseract-core-simd-lstm.wasm"),
  [`${OCR_ASSETS.lang}/eng.traineddata.gz`]: join(
    packageDir("@tesseract.js-data/eng"),
    "4.0.0_best_int/eng.traineddata.gz",
  ),
};

const TYPES: Record<string, string> = { js: "text/javascript", wasm: "application/wasm", gz: "application/gzip" };

/**
 * `langFile` serves another eng.traineddata.gz under the same path: for bench/ocr.ts's `--lang` only
 * (measuring another model's cells and speed); the site always serves the one above.
 */
export function ocrAssets(options: { langFile?: string } = {}): Plugin {
  const files = options.langFile ? { ...FILES, [`${OCR_ASSETS.lang}/eng.traineddata.gz`]: options.langFile } : FILES;
  return {
    name: "dgsn-ocr-assets",
    generateBundle() {
      for (const [fileName, from] of Object.entries(files))
        this.emitFile({ type: "asset", fileName, source: readFileSync(from) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const from = files[(req.url ?? "").split("?")[0]!.slice(1)];
        if (!from) return next();
        res.setHeader("Content-Type", TYPES[from.split(".").pop()!] ?? "application/octet-stream");
        res.end(readFileSync(from));
      });
    },
  };
}
