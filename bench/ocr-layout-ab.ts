// Would the full read cost less stopped at the table's bottom? Interleaved A/B in Node, CPU time
// (process.cpuUsage, the engine's thread included), on the same prepared captures of tuning styles:
//   A: today's full read of the prepared screen (web/src/ocr/ocr.worker.ts: PSM 6, no whitelist);
//   B: the engine's layout pass (word boxes, no text), then the full read of the screen down to the
//      table's bottom (ocr-table-bottom.ts).
// Prints, per capture and per kind, both CPU times, the layout pass's share, the words each read,
// and whether B read the same words as A above the cut (the engine reads a cropped page otherwise).
//   npx tsx bench/ocr-layout-ab.ts --only 49,52 [--kinds 1280,1920,2400,crop,photo] [--verbose]
// Tuning styles only: a held-out seed is refused (bench/README.md).
import { cpus, loadavg } from "node:os";
import { chromium } from "playwright-core";
import { linesFromWords, type OcrWord, tableLayout } from "../db/domain/box-score-screens";
import { type Prepared, pgmOf } from "../web/src/ocr/preprocess";
import { arg } from "./lib";
import { preparedCaptures } from "./ocr-decode";
import { TUNING } from "./ocr-fixtures/screens";
import { appEngineInNode, cpuMs } from "./ocr-node-engine";
import { type Rect, tableBottom } from "./ocr-table-bottom";

const STYLES = arg("only", "").split(",").filter(Boolean).map(Number);
if (STYLES.length === 0 || STYLES.some((s) => !TUNING.includes(s))) throw new Error("--only names tuning styles");
const KINDS = arg("kinds", "1280,1920,2400,crop,photo").split(",");
const VERBOSE = process.argv.includes("--verbose");
const load = () =>
  `${loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")} (${cpus().length} cores)`;
console.log(`load average at the start: ${load()}`);

const engine = await appEngineInNode();
const pgm = (p: Prepared, height: number) => Buffer.from(pgmOf(p, 0, 0, p.inkWidth, Math.min(p.inkHeight, height)));

/** The full read of the prepared screen down to `height`, its words' boxes in the capture's pixels. */
async function fullRead(p: Prepared, height: number): Promise<OcrWord[]> {
  const { data } = await engine.recognize(pgm(p, height), {}, { blocks: true, text: false });
  const at = (v: number, shift: number) => Math.round(v / p.scale + shift);
  return (data.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((pa) =>
      pa.lines.flatMap((l) =>
        l.words.map((w) => ({
          text: w.text,
          confidence: Math.round(w.confidence),
          box: {
            x0: at(w.bbox.x0, p.left),
            y0: at(w.bbox.y0, p.top),
            x1: at(w.bbox.x1, p.left),
            y1: at(w.bbox.y1, p.top),
          },
        })),
      ),
    ),
  );
}

/** The layout pass alone: tesseract.js skips recognition when only layoutBlocks is asked for. */
async function layoutLines(p: Prepared): Promise<Rect[][]> {
  const { data } = await engine.recognize(pgm(p, p.inkHeight), {}, { layoutBlocks: true, text: false });
  const blocks = (data as unknown as { layoutBlocks: typeof data.blocks }).layoutBlocks ?? [];
  return blocks.flatMap((b) => b.paragraphs.flatMap((pa) => pa.lines.map((l) => l.words.map((w) => w.bbox))));
}

const totals = new Map<string, { a: number; b: number; layout: number; n: number; cut: number; same: number }>();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
let turn = 0;
try {
  for await (const { seed, screen, kind, prepared: p } of preparedCaptures(browser, STYLES, KINDS)) {
    const runA = async () => {
      const t = cpuMs();
      const words = await fullRead(p, p.inkHeight);
      return { words, ms: cpuMs() - t };
    };
    const runB = async () => {
      const t = cpuMs();
      const bottom = tableBottom(await layoutLines(p));
      const layout = cpuMs() - t;
      const words = await fullRead(p, bottom ?? p.inkHeight);
      return { words, ms: cpuMs() - t, layout, bottom };
    };
    // Interleaved, each first in turn: the engine's caches and the load favour neither.
    const flip = turn++ % 2 === 1;
    const b = flip ? await runB() : null;
    const a = await runA();
    const bb = b ?? (await runB());
    const cut = bb.bottom === null ? null : bb.bottom / p.scale + p.top;
    const above = a.words.filter((w) => cut === null || (w.box!.y0 + w.box!.y1) / 2 < cut);
    const same = above.map((w) => w.text).join(" ") === bb.words.map((w) => w.text).join(" ");
    const t = totals.get(kind) ?? { a: 0, b: 0, layout: 0, n: 0, cut: 0, same: 0 };
    totals.set(kind, {
      a: t.a + a.ms,
      b: t.b + bb.ms,
      layout: t.layout + bb.layout,
      n: t.n + 1,
      cut: t.cut + (cut === null ? 0 : 1),
      same: t.same + (same ? 1 : 0),
    });
    const table = tableLayout(linesFromWords(a.words), p.width);
    console.log(
      `${kind} style-${seed} ${screen.name}: CPU A ${Math.round(a.ms)} / B ${Math.round(bb.ms)} (layout ${Math.round(bb.layout)}) ms; words ${a.words.length} → ${bb.words.length}; cut at y ${cut === null ? "–" : Math.round(cut)} (A's table ends ${table ? table.numbers.y1 : "–"}); above the cut ${same ? "the same words" : "other words"}`,
    );
    if (VERBOSE && !same)
      console.log(`  A: ${above.map((w) => w.text).join(" ")}\n  B: ${bb.words.map((w) => w.text).join(" ")}`);
  }
} finally {
  await browser.close();
  await engine.terminate();
}
console.log("\n| capture | captures | cut | CPU ms A / B (B's layout pass) | B against A | same words above the cut |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [kind, t] of totals)
  console.log(
    `| ${kind} | ${t.n} | ${t.cut} | ${Math.round(t.a)} / ${Math.round(t.b)} (${Math.round(t.layout)}) | ${((100 * t.b) / t.a).toFixed(1)} % | ${t.same}/${t.n} |`,
  );
console.log(`\nload average at the end: ${load()}`);
