// Which engine set-up reads a prepared screen for less CPU? Interleaved A/B in Node, CPU time
// (process.cpuUsage, the engine's thread included), the app's full read (ocr.worker.ts: PSM 6, no
// whitelist) of the same prepared captures of tuning styles, once per variant, each variant going
// first in turn:
//   best      today: 4.0.0_best_int (@tesseract.js-data/eng);
//   noinvert  the same, tessedit_do_invert 0 (no second, inverted read of a doubtful line);
//   nodict    the same, its word lists not loaded (load_system_dawg, load_freq_dawg 0: the LSTM's
//             search is not steered to dictionary words; names are no dictionary words anyway);
//   fast      another eng.traineddata (--fast-lang DIR holding eng.traineddata.gz: tessdata_fast);
//   s0.75     today's engine given the prepared page scaled down by 0.75 (any factor s0.NN): a lower
//             working resolution (decision 362).
// Prints, per capture and per kind, each variant's CPU time, words, and whether it read the same
// words as today. Words are not cells: the cells are bench/ocr.ts's (--lang for another model).
//   npx tsx bench/ocr-engine-ab.ts --only 61,62 [--kinds 1280,crop] [--variants best,noinvert,fast]
//     [--fast-lang /work/bench-out/…/fast] [--verbose]
// Tuning styles only: a held-out seed is refused (bench/README.md).
import { cpus, loadavg } from "node:os";
import { chromium } from "playwright-core";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { type Prepared, pgmOf } from "../web/src/ocr/preprocess";
import { arg } from "./lib";
import { preparedCaptures } from "./ocr-decode";
import { downscale } from "./ocr-downscale";
import { TUNING } from "./ocr-fixtures/screens";

const STYLES = arg("only", "").split(",").filter(Boolean).map(Number);
if (STYLES.length === 0 || STYLES.some((s) => !TUNING.includes(s))) throw new Error("--only names tuning styles");
const KINDS = arg("kinds", "1280,1920,2400,crop,photo").split(",");
const VARIANTS = arg("variants", "best,noinvert").split(",");
const FAST_LANG = arg("fast-lang", "");
if (VARIANTS.includes("fast") && !FAST_LANG) throw new Error("--fast-lang DIR (holding eng.traineddata.gz)");
const VERBOSE = process.argv.includes("--verbose");
const load = () =>
  `${loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")} (${cpus().length} cores)`;
console.log(`load average at the start: ${load()}`);

async function engineOf(variant: string): Promise<Worker> {
  const engine = await createWorker(
    "eng",
    OEM.LSTM_ONLY,
    {
      langPath: variant === "fast" ? FAST_LANG : "node_modules/@tesseract.js-data/eng/4.0.0_best_int",
      gzip: true,
      // Not written to the working directory as eng.traineddata.
      cacheMethod: "none",
    },
    // Init-only parameters: the word lists are loaded, or not, as the engine starts.
    variant === "nodict" ? { load_system_dawg: "0", load_freq_dawg: "0" } : {},
  );
  // The app's settings (ocr.worker.ts).
  await engine.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: "300" });
  if (variant === "noinvert") await engine.setParameters({ tessedit_do_invert: "0" });
  return engine;
}
const engines = new Map<string, Worker>();
for (const v of VARIANTS) engines.set(v, await engineOf(v));

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The full read's words, in order. */
/** "s0.7": today's engine given the prepared page scaled by 0.7 (a working resolution below today's). */
const factorOf = (variant: string) => (/^s0\.\d+$/.test(variant) ? Number(variant.slice(1)) : 1);

async function fullRead(engine: Worker, p: Prepared, factor: number): Promise<{ words: string[]; ms: number }> {
  const page = pgmOf(p, 0, 0, p.inkWidth, p.inkHeight);
  const image = factor === 1 ? Buffer.from(page) : scaledPgm(downscale(p.ink, p.inkWidth, p.inkHeight, factor));
  const t = cpuMs();
  const { data } = await engine.recognize(image, {}, { blocks: true, text: false });
  const ms = cpuMs() - t;
  const words = (data.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((pa) => pa.lines.flatMap((l) => l.words.map((w) => w.text))),
  );
  return { words, ms };
}

function scaledPgm({ data, width, height }: { data: Uint8Array; width: number; height: number }) {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), Buffer.from(data)]);
}

const totals = new Map<string, Map<string, { ms: number; words: number; same: number; n: number }>>();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
let turn = 0;
try {
  for await (const { seed, screen, kind, prepared: p } of preparedCaptures(browser, STYLES, KINDS)) {
    // Interleaved, each first in turn: the engine's caches and the load favour none.
    const order = VARIANTS.map((_, j) => VARIANTS[(j + turn) % VARIANTS.length]!);
    turn++;
    const reads = new Map<string, { words: string[]; ms: number }>();
    for (const v of order) reads.set(v, await fullRead(engines.get(v)!, p, factorOf(v)));
    const base = reads.get(VARIANTS[0]!)!.words.join(" ");
    const byKind = totals.get(kind) ?? new Map();
    totals.set(kind, byKind);
    const parts: string[] = [];
    for (const v of VARIANTS) {
      const r = reads.get(v)!;
      const same = r.words.join(" ") === base;
      const t = byKind.get(v) ?? { ms: 0, words: 0, same: 0, n: 0 };
      byKind.set(v, {
        ms: t.ms + r.ms,
        words: t.words + r.words.length,
        same: t.same + (same ? 1 : 0),
        n: t.n + 1,
      });
      parts.push(`${v} ${Math.round(r.ms)} ms ${r.words.length} words${same ? "" : " (other)"}`);
      if (VERBOSE && !same) console.log(`  ${VARIANTS[0]}: ${base}\n  ${v}: ${r.words.join(" ")}`);
    }
    console.log(`${kind} style-${seed} ${screen.name}: ${parts.join("; ")}`);
  }
} finally {
  await browser.close();
  for (const e of engines.values()) await e.terminate();
}
console.log(
  `\n| capture | captures | ${VARIANTS.map((v) => `${v}: CPU ms (share) / words / same words`).join(" | ")} |`,
);
console.log(`| --- | --- | ${VARIANTS.map(() => "---").join(" | ")} |`);
for (const [kind, byKind] of totals) {
  const base = byKind.get(VARIANTS[0]!)!;
  const cells = VARIANTS.map((v) => {
    const t = byKind.get(v)!;
    return `${Math.round(t.ms)} (${((100 * t.ms) / base.ms).toFixed(1)} %) / ${t.words} / ${t.same}/${t.n}`;
  });
  console.log(`| ${kind} | ${base.n} | ${cells.join(" | ")} |`);
}
console.log(`\nload average at the end: ${load()}`);
