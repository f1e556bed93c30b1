// The app's OCR engine (language and settings as in web/src/ocr/ocr.worker.ts) run in Node, for the
// benches that time engine reads without a browser, and the process's CPU clock they time them by.
import { createWorker, OEM, PSM } from "tesseract.js";

export async function appEngineInNode() {
  const engine = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: "node_modules/@tesseract.js-data/eng/4.0.0_best_int",
    gzip: true,
    // Not written to the working directory as eng.traineddata.
    cacheMethod: "none",
  });
  await engine.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: "300" });
  return engine;
}

/** CPU ms this process has used (user + system). */
export const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
