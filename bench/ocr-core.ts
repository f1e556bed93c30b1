// Two builds of the OCR engine side by side on the same prepared screens, in one Chromium page:
// tesseract.js-core's `simd-lstm` (what the SPA serves, web/src/ocr/assets.ts) and its
// `relaxedsimd-lstm` (WebAssembly relaxed SIMD). Each fixture screenshot is prepared once by the
// SPA's own preprocess.ts, then read whole by each engine in turn (which goes first alternates), with
// the parameters the OCR worker uses for its full read. Prints the median ms of each and whether they
// recognised the same words (text, box and confidence): the same words parse to the same box score,
// so accuracy is unchanged exactly when they are the same.
//   npx tsx bench/ocr-core.ts [--games 1]
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { chromium } from "playwright-core";
import { transformWithOxc } from "vite";
import { generateGame } from "../db/seed/games";
import { arg, median, round } from "./lib";
import { COLLEGE, PRO, screensOf } from "./ocr-fixtures/screens";
import { type Format, SIZES, shoot } from "./ocr-fixtures/shoot";

const GAMES = Number(arg("games", "1"));
const chromePath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
const require = createRequire(import.meta.url);
const dir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const CORES = ["simd-lstm", "relaxedsimd-lstm"] as const;

const FILES: Record<string, string> = {
  "/tesseract.min.js": join(dir("tesseract.js"), "dist/tesseract.min.js"),
  "/lang/eng.traineddata.gz": join(dir("@tesseract.js-data/eng"), "4.0.0_best_int/eng.traineddata.gz"),
};
// Each core beside its own copy of the worker script, as the SPA serves them: the engine fetches its
// .wasm from the worker script's folder.
for (const core of CORES) {
  FILES[`/${core}/worker.min.js`] = join(dir("tesseract.js"), "dist/worker.min.js");
  for (const ext of ["js", "wasm"])
    FILES[`/${core}/tesseract-core-${core}.${ext}`] = join(dir("tesseract.js-core"), `tesseract-core-${core}.${ext}`);
}
const TYPES: Record<string, string> = { js: "text/javascript", wasm: "application/wasm" };

const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  if (path === "/")
    return res.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>cores</title>");
  const file = FILES[path];
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { "Content-Type": TYPES[path.split(".").pop()!] ?? "application/octet-stream" });
  res.end(await readFile(file));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;

const launch = () => chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });
const browser = await launch();
const shooter = await launch();
try {
  const page = await browser.newPage();
  page.on("pageerror", (e) => console.log(`page error: ${e.message}`));
  await page.goto(url);
  await page.addScriptTag({ url: "/tesseract.min.js" });
  const { code } = await transformWithOxc(await readFile("web/src/ocr/preprocess.ts", "utf8"), "preprocess.ts", {
    lang: "ts",
  });
  await page.addScriptTag({ type: "module", content: `${code}\nwindow.preprocess = { pixelsOf, prepare, pgmOf };` });
  await page.waitForFunction(() => "preprocess" in window);
  const started = await page.evaluate(async (cores) => {
    const w = window as unknown as Record<string, any>;
    const t0 = performance.now();
    w.engines = [];
    for (const core of cores) {
      const engine = await w.Tesseract.createWorker("eng", 1, {
        workerPath: `/${core}/worker.min.js`,
        corePath: `/${core}/tesseract-core-${core}.js`,
        langPath: "/lang",
        gzip: true,
        workerBlobURL: false,
      });
      await engine.setParameters({ tessedit_pageseg_mode: "6", user_defined_dpi: "300", tessedit_char_whitelist: "" });
      w.engines.push(engine);
    }
    return performance.now() - t0;
  }, CORES);
  console.log(`both engines started in ${round(started)} ms`);

  const ms: number[][] = CORES.map(() => []);
  let sameWords = 0;
  let sameConfidence = 0;
  let screens = 0;
  for (let g = 0; g < GAMES; g++)
    for (const size of SIZES)
      for (const format of ["png", "jpeg"] as Format[])
        for (const screen of screensOf(generateGame(101 + g), g % 2 ? COLLEGE : PRO)) {
          const image = await shoot(shooter, screen.html, size, format);
          const result = await page.evaluate(
            async ([b64, type, first]) => {
              const w = window as unknown as Record<string, any>;
              const bytes = Uint8Array.from(atob(b64 as string), (c) => c.charCodeAt(0));
              const bitmap = await createImageBitmap(new Blob([bytes], { type: type as string }));
              const p = w.preprocess.prepare(await w.preprocess.pixelsOf(bitmap));
              bitmap.close();
              const pgm = w.preprocess.pgmOf(p, 0, 0, p.inkWidth, p.inkHeight);
              const out: { ms: number; words: { text: string; bbox: unknown; confidence: number }[] }[] = [];
              const order = first === 0 ? [0, 1] : [1, 0];
              for (const i of order) {
                const t0 = performance.now();
                const { data } = await w.engines[i].recognize(pgm, {}, { blocks: true, text: false });
                const elapsed = performance.now() - t0;
                const words = [];
                for (const block of data.blocks ?? [])
                  for (const paragraph of block.paragraphs)
                    for (const line of paragraph.lines)
                      for (const word of line.words)
                        words.push({ text: word.text, bbox: word.bbox, confidence: word.confidence });
                out[i] = { ms: elapsed, words };
              }
              return out;
            },
            [image.toString("base64"), `image/${format}`, screens % 2] as const,
          );
          screens++;
          for (const [i, r] of result.entries()) ms[i]!.push(r.ms);
          const [a, b] = result as [(typeof result)[0], (typeof result)[0]];
          const shape = (r: typeof a) => JSON.stringify(r.words.map((x) => [x.text, x.bbox]));
          if (shape(a) === shape(b)) sameWords++;
          else if (process.argv.includes("--verbose"))
            console.log(`  ${size.width} ${format} ${screen.name}: other words`);
          if (JSON.stringify(a.words) === JSON.stringify(b.words)) sameConfidence++;
        }
  console.log(`\n${screens} screenshots (${GAMES} game(s), 3 sizes, PNG and JPEG), full read only\n`);
  console.log("| engine | median ms | max ms |");
  console.log("| --- | --- | --- |");
  for (const [i, core] of CORES.entries())
    console.log(`| ${core} | ${round(median(ms[i]!))} | ${round(Math.max(...ms[i]!))} |`);
  console.log(`\nsame words and boxes: ${sameWords}/${screens}; same confidences too: ${sameConfidence}/${screens}`);
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} (${cpus().length} cores)`,
  );
} finally {
  await browser.close();
  await shooter.close();
  server.close();
}
