// When does Chromium let the first paint through a `<link rel="expect" blocking="render">`? The
// reading pages name `#root` (decision 321) meaning "until #root has been parsed"; issue 42's traces
// showed first paints with only part of #root laid out. This bench answers it without timing luck: a
// small server sends a page in two pieces, 1.5 s apart, the target's start tag in the first and its
// end tag in the second, and the page records when its first rendering update ran (a
// requestAnimationFrame callback, which a render-blocked document does not run) and when the parser
// reached the second piece. Decisions 349 and 361 have the answers this Chromium gave.
//   npx tsx bench/expect-release.ts [--port 8872] [--runs 3]
import { createServer } from "node:http";
import { chromium } from "@playwright/test";
import { arg } from "./lib";

const port = Number(arg("port", "8872"));
const runs = Number(arg("runs", "3"));
const chromePath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
const GAP_MS = 1_500;

/** The page's two pieces for a link naming `target` (or no link). */
function pieces(target: "root" | "root-end" | "dgsn-state" | "none"): [string, string] {
  const link = target === "none" ? "" : `<link rel="expect" href="#${target}" blocking="render">`;
  const head = `<!doctype html><html><head><meta charset="utf-8">${link}<script>requestAnimationFrame(() => { window.firstFrame = performance.now(); });</script></head><body>`;
  // After #root: an empty marker, or the pages' own next element, the query cache's JSON script.
  const marker =
    target === "root-end"
      ? '<i id="root-end" hidden></i>'
      : target === "dgsn-state"
        ? '<script type="application/json" id="dgsn-state">{"queries":[]}</script>'
        : "";
  return [
    `${head}<div id="root"><p>The first piece of #root.</p>${"<p>Text.</p>".repeat(100)}`,
    `<p>The second piece.</p></div>${marker}<script>window.secondPiece = performance.now();</script></body></html>`,
  ];
}

const variants = {
  "#root (as the pages)": "root",
  "an empty element after #root": "root-end",
  "the state's JSON script after #root (decision 361)": "dgsn-state",
  "no link": "none",
} as const;
let current: [string, string] = pieces("root");
const server = createServer((req, res) => {
  if (req.url !== "/") return void res.writeHead(404).end();
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.write(current[0]);
  setTimeout(() => res.end(current[1]), GAP_MS);
});
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const browser = await chromium.launch({ executablePath: chromePath });
console.log(`Chromium ${browser.version()}; the second piece sent ${GAP_MS} ms after the first`);
console.log("| link names | first frame before the second piece was parsed (runs) | first frame, ms (median) |");
console.log("| --- | --- | --- |");
try {
  for (const [label, target] of Object.entries(variants)) {
    current = pieces(target);
    const frames: number[] = [];
    let early = 0;
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
      const t = await page.evaluate(() => {
        const w = window as unknown as { firstFrame: number; secondPiece: number };
        return { firstFrame: w.firstFrame, secondPiece: w.secondPiece };
      });
      if (t.firstFrame < t.secondPiece) early++;
      frames.push(t.firstFrame);
      await page.close();
    }
    frames.sort((a, b) => a - b);
    console.log(`| ${label} | ${early} of ${runs} | ${Math.round(frames[Math.floor(frames.length / 2)]!)} |`);
  }
} finally {
  await browser.close();
  server.close();
}
