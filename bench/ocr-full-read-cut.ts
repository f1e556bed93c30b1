// Does the full read cost less given less of the screen, and are its words then the same? In Node, CPU
// time (process.cpuUsage, the engine's thread included), the app's full read (ocr.worker.ts: PSM 6, no
// whitelist) of captures prepared by web/src/ocr, per capture:
//   whole     today's full read, twice (the tool's first read of all is the engine's cold one);
//   layout    the engine's layout pass alone (tesseract.js skips recognition when only layoutBlocks is asked);
//   below     the prepared screen cut two header heights below the table's numbers (tableLayout of whole's words);
//   left      cut two header heights left of the table's leftmost word (a side menu left out; a menu whose
//             items stand on the rows' lines counts as table words, so none is cut there: 9070, bench/README.md);
//   both      both cuts.
// The cuts are found from the whole read's own words: the best a finder run before the full read could do.
// A cut's words are compared with whole's words inside it (text, confidence, box): "same" only if all are.
//   npx tsx bench/ocr-full-read-cut.ts --split held-out --only 9048,9070 [--kinds 1920]
// Held-out seeds only when spent and named (speed measurements, bench/README.md); tuning styles otherwise.
import { chromium } from "playwright-core";
import { linesFromWords, type OcrWord, tableLayout } from "../db/domain/box-score-screens";
import { generateGame } from "../db/seed/games";
import { type Prepared, pgmOf } from "../web/src/ocr/preprocess";
import { arg, median, round } from "./lib";
import { prepared } from "./ocr-decode";
import { FRESH_HELD_OUT, HELD_OUT, houseStyle, screensOf, TUNING } from "./ocr-fixtures/screens";
import { SIZES, shoot } from "./ocr-fixtures/shoot";
import { appEngineInNode, cpuMs } from "./ocr-node-engine";

const SPLIT = arg("split", "tuning");
const ONLY = arg("only", "").split(",").filter(Boolean).map(Number);
const pool = SPLIT === "tuning" ? TUNING : HELD_OUT.filter((s) => !FRESH_HELD_OUT.includes(s));
if (ONLY.length === 0 || ONLY.some((s) => !pool.includes(s))) throw new Error("--only names tuning or spent styles");
const KINDS = arg("kinds", "1920").split(",");

const engine = await appEngineInNode();

interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}
/** A region of the prepared screen read as the full read reads the whole: its words in the prepared screen's pixels. */
async function read(p: Prepared, r: Region, layoutOnly = false) {
  const start = cpuMs();
  const { data } = await engine.recognize(
    Buffer.from(pgmOf(p, r.x, r.y, r.w, r.h)),
    {},
    layoutOnly ? { layoutBlocks: true, text: false } : { blocks: true, text: false },
  );
  const ms = cpuMs() - start;
  const words: OcrWord[] = (data.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((pa) =>
      pa.lines.flatMap((l) =>
        l.words.map((w) => ({
          text: w.text,
          confidence: Math.round(w.confidence),
          box: { x0: w.bbox.x0 + r.x, y0: w.bbox.y0 + r.y, x1: w.bbox.x1 + r.x, y1: w.bbox.y1 + r.y },
        })),
      ),
    ),
  );
  return { ms, words };
}

const key = (w: OcrWord) => `${w.text}|${w.confidence}|${w.box!.x0},${w.box!.y0},${w.box!.x1},${w.box!.y1}`;
const within = (w: OcrWord, r: Region) => {
  const x = (w.box!.x0 + w.box!.x1) / 2;
  const y = (w.box!.y0 + w.box!.y1) / 2;
  return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
};
const texts = (ws: OcrWord[]) => ws.map((w) => w.text).join(" ");

/** The cuts of a capture, from its whole read's words. */
function cuts(p: Prepared, words: OcrWord[]): [string, Region][] {
  const layout = tableLayout(linesFromWords(words), p.inkWidth);
  if (!layout) return [];
  const lh = layout.headerBox.y1 - layout.headerBox.y0;
  const bottom = Math.min(p.inkHeight, Math.round(layout.numbers.y1 + 2 * lh));
  const inTable = words.filter((w) => w.box!.y0 >= layout.headerBox.y0 && w.box!.y1 <= layout.numbers.y1);
  const left = Math.max(0, Math.round(Math.min(layout.headerBox.x0, ...inTable.map((w) => w.box!.x0)) - 2 * lh));
  const all: [string, Region][] = [
    ["below", { x: 0, y: 0, w: p.inkWidth, h: bottom }],
    ["left", { x: left, y: 0, w: p.inkWidth - left, h: p.inkHeight }],
    ["both", { x: left, y: 0, w: p.inkWidth - left, h: bottom }],
  ];
  return all.filter(([, r]) => r.w < p.inkWidth || r.h < p.inkHeight);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const decoder = await browser.newPage();
const totals = new Map<
  string,
  { whole: number; cut: number; n: number; same: number; wordsBefore: number; wordsAfter: number }
>();
const layoutShare: number[] = [];
console.log("| capture | prepared | words | whole CPU ms (1st, 2nd) | layout pass | cut: CPU ms, words, same words |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const seed of ONLY) {
  const style = houseStyle(seed);
  const format = style.jpeg ? "jpeg" : "png";
  const game = generateGame(SPLIT === "tuning" ? 100 + seed : 5000 + seed);
  for (const screen of screensOf(game, style))
    for (const kind of KINDS) {
      const size = SIZES.find((s) => String(s.width) === kind);
      if (!size) throw new Error(`--kinds: screenshot widths only (${kind})`);
      const page = await prepared(decoder, await shoot(browser, screen.html, size, format, style.jpeg), false);
      const whole: Region = { x: 0, y: 0, w: page.inkWidth, h: page.inkHeight };
      const first = await read(page, whole);
      const second = await read(page, whole);
      const layout = await read(page, whole, true);
      layoutShare.push(layout.ms / second.ms);
      const out: string[] = [];
      const diffs: string[] = [];
      for (const [name, r] of cuts(page, second.words)) {
        const cut = await read(page, r);
        const before = second.words.filter((w) => within(w, r));
        const a = new Set(before.map(key));
        const same = a.size === cut.words.length && cut.words.every((w) => a.has(key(w)));
        const t = totals.get(name) ?? { whole: 0, cut: 0, n: 0, same: 0, wordsBefore: 0, wordsAfter: 0 };
        totals.set(name, {
          whole: t.whole + second.ms,
          cut: t.cut + cut.ms,
          n: t.n + 1,
          same: t.same + (same ? 1 : 0),
          wordsBefore: t.wordsBefore + second.words.length,
          wordsAfter: t.wordsAfter + cut.words.length,
        });
        out.push(`${name} ${round(cut.ms, 0)}, ${cut.words.length}, ${same ? "same" : "**other**"}`);
        if (texts(before) !== texts(cut.words))
          diffs.push(`  ${name}: "${texts(before)}"\n    → "${texts(cut.words)}"`);
      }
      console.log(
        `| ${kind} ${seed} ${screen.name} | ${page.inkWidth}×${page.inkHeight} ×${round(page.scale, 2)} | ${second.words.length} | ${round(first.ms, 0)}, ${round(second.ms, 0)} | ${round(layout.ms, 0)} | ${out.join("; ") || "no cut"} |`,
      );
      for (const d of diffs) console.error(d);
    }
}
console.log(`\nlayout pass / whole read (2nd), median: ${round(100 * median(layoutShare), 1)} %`);
for (const [name, t] of totals)
  console.log(
    `${name}: ${t.n} cut, CPU ${round(t.whole, 0)} → ${round(t.cut, 0)} ms (${round((100 * t.cut) / t.whole, 1)} %), words ${t.wordsBefore} → ${t.wordsAfter}, same words on ${t.same}/${t.n}`,
  );
await browser.close();
await engine.terminate();
