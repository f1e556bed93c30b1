// Times the browser-side image compression (web/src/lib/image-compress.ts) in real Chromium:
// a 4000×3000 PNG is decoded, scaled to 800×600 and re-encoded as JPEG 0.7, several times.
// Prints every run and the median in milliseconds. Run: `npx tsx bench/image-compress.ts [runs]`.
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { transformWithOxc } from "vite";
import { gradientPng } from "../db/seed/png.ts";

const RUNS = Number(process.argv[2] ?? 9);
const executablePath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";

const source = await readFile(new URL("../web/src/lib/image-compress.ts", import.meta.url), "utf8");
const { code } = await transformWithOxc(source, "image-compress.ts", { lang: "ts" });
const png = Buffer.from(await gradientPng("#0b1f3a", "#f59e0b", 4000, 3000));

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>bench</title>");
  await page.addScriptTag({
    type: "module",
    content: `${code}\nwindow.compressImage = compressImage; window.ready = true;`,
  });
  await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
  const result = await page.evaluate(
    async ({ b64, runs }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const blob = new Blob([bytes], { type: "image/png" });
      const compress = (window as unknown as { compressImage: (b: Blob) => Promise<string> }).compressImage;
      await compress(blob); // warm-up: first decode pays for code paths and caches
      const times: number[] = [];
      let out = "";
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        out = await compress(blob);
        times.push(performance.now() - t0);
      }
      const img = new Image();
      img.src = out;
      await img.decode();
      return { times, width: img.naturalWidth, height: img.naturalHeight, bytes: Math.round((out.length * 3) / 4) };
    },
    { b64: png.toString("base64"), runs: RUNS },
  );
  const sorted = [...result.times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `input: 4000x3000 PNG, ${png.length} bytes; output: ${result.width}x${result.height} JPEG, ~${result.bytes} bytes`,
  );
  console.log(`runs (ms): ${result.times.map((t) => t.toFixed(1)).join(", ")}`);
  console.log(`median: ${median.toFixed(1)} ms over ${RUNS} runs`);
} finally {
  await browser.close();
}
