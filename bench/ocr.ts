// On-device OCR of box-score captures in many house styles: each style (bench/ocr-fixtures/styles.ts)
// renders one generated game (db/seed/games.ts) as its screens, captured as screenshots at 1280×720,
// 1920×1080 and 2400×1080 (PNG or the style's JPEG quality), as a crop of the table, and as a photo
// of a TV; each capture is read by the SPA's own OCR worker (web/src/ocr/) in Debian's Chromium and
// parsed by db/domain/box-score-screens. Prints, per capture kind, the cells read exactly, the cells
// read wrong with and without a doubt mark, final scores read, names, unread lines and the time per
// screen at 1× and 4× CPU.
//   npm run bench:ocr -- --split held-out [--styles 2 | --only 9004,9005] [--kinds 1280,crop --verbose --cpu 0.25]
// --split tuning|held-out picks the styles (bench/README.md: the held-out ones are never looked at
// while tuning). 4× CPU: see bench/README.md and bench/ocr-cpu.ts (--cpu 0.25 runs a second reader
// browser under a cgroup quota; without it the 4× column is 4 × the 1× time).
// --save lines.json keeps every capture's recognised lines; --replay lines.json scores those again
// without a browser (to work on the parser: the OCR's output is fixed, only db/domain's reading changes).
// --lang eng.traineddata.gz reads with another English model, served under the app's path.
// --threads prints each reader browser's CPU per player screen by process and thread (ocr-cpu-threads.ts).
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { cpus, loadavg } from "node:os";
import { extname, join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { build } from "vite";
import { linesFromWords, type OcrLine, readScreen, type ScreenRead, screenFound } from "../db/domain/box-score-screens";
import { generateGame } from "../db/seed/games";
import { ocrAssets } from "../scripts/vite-ocr-assets";
import { arg, median, round } from "./lib";
import { limitedChromium } from "./ocr-cpu";
import { type ScreenThreads, type ThreadCpu, threadCpu, threadCpuSince, threadTable } from "./ocr-cpu-threads";
import { findProcess, treeCpuMs } from "./ocr-cpu-time";
import { FRESH_HELD_OUT, HELD_OUT, houseStyle, screensOf, TUNING } from "./ocr-fixtures/screens";
import { type Format, SIZES, shoot, shootCrop, shootPhoto } from "./ocr-fixtures/shoot";
import { FONT_PACKAGES } from "./ocr-fixtures/styles";
import { addScore, emptyScore, type Score, scoreGame } from "./ocr-score";
import { cpuTable, type Timed, timeTable } from "./ocr-times";
import { phaseTable, phaseThreads, readTable } from "./ocr-trace-phases";

const SPLIT = arg("split", "held-out");
if (SPLIT !== "tuning" && SPLIT !== "held-out") throw new Error("--split is tuning or held-out");
/**
 * --only 9004,9005 picks styles of the split by seed, read in the order named (9070,9048 reads 9048's
 * screens after 9070's: the same screen early and late, bench/README.md); --styles 3 takes the split's
 * first three. Without --only the held-out split is its unspent seeds (FRESH_HELD_OUT): a spent one is
 * measured only when named.
 */
const ONLY = arg("only", "").split(",").filter(Boolean).map(Number);
const POOL = SPLIT === "tuning" ? TUNING : ONLY.length > 0 ? HELD_OUT : FRESH_HELD_OUT;
const STYLES = (ONLY.length > 0 ? ONLY.filter((s) => POOL.includes(s)) : POOL).slice(0, Number(arg("styles", "99")));
if (STYLES.length === 0) throw new Error("--only names no style of this split");
// Chromium draws a missing font in its fallback without a word: the figures would be for other styles.
const installed = execFileSync("fc-list", [":", "family"], { encoding: "utf8" });
const missing = [...new Set(STYLES.map((s) => houseStyle(s).font.replaceAll('"', "")))].filter(
  (font) => !installed.includes(font),
);
if (missing.length > 0) throw new Error(`fonts missing: ${missing.join(", ")} (apt-get install ${FONT_PACKAGES})`);
/** The game a style shows: held-out styles show games no tuning run has drawn. */
const gameSeed = (style: number) => (SPLIT === "tuning" ? 100 + style : 5000 + style);
const KINDS = arg("kinds", "1280,1920,2400,crop,photo").split(",");
const VERBOSE = process.argv.includes("--verbose");
const THREADS = process.argv.includes("--threads");
/**
 * --trace trace.json: a Chromium trace over every read after the warm-up (V8's GC, the timeline and
 * the OCR worker's phase marks), of the CPU-limited reader under --cpu, else of the 1× one, to see
 * what its threads run in each phase (ocr-trace-phases.ts prints it); it costs CPU of its own, so
 * not with the figures.
 */
const TRACE = arg("trace", "");
let tracing = false;
const log = (line: string) => VERBOSE && console.log(line);
const chromePath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
/** --out dir: where the harness is built (runs side by side, each of its own tree, need one each). */
const OUT = arg("out", "dist/ocr-bench");
const SAVE = arg("save", "");
/** Times on a shared machine mean little without the load they were measured under. */
const loadAverage = () =>
  `${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")} (${cpus().length} cores)`;
const startLoad = loadAverage();
const REPLAY = arg("replay", "");
/** --lang file.traineddata.gz: the reader is given another English model (to measure it, never shipped). */
const LANG = arg("lang", "");
if (LANG) console.log(`model: ${LANG} (not the app's)`);
const saved: Record<string, OcrLine[]> = REPLAY ? JSON.parse(await readFile(REPLAY, "utf8")) : {};

if (!REPLAY)
  await build({
    root: "bench/ocr-harness",
    logLevel: "warn",
    plugins: [ocrAssets({ langFile: LANG || undefined })],
    worker: { format: "es" },
    build: { minify: !process.argv.includes("--no-minify"), outDir: join(process.cwd(), OUT), emptyOutDir: true },
  });

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };
/**
 * The capture being read, served at /capture/<n> for the reader pages to fetch as a Blob, as /create
 * gets a File: handed over in page.evaluate as base64 it cost the page megabytes of strings, a copy
 * and their GC (bench/README.md), which /create never does.
 */
let capture: { path: string; body: Buffer; type: string } = { path: "", body: Buffer.alloc(0), type: "" };
const server = createServer(async (req, res) => {
  const pathname = new URL(req.url ?? "/", "http://x").pathname;
  if (pathname === capture.path) {
    res.writeHead(200, { "Content-Type": capture.type, "Cache-Control": "no-store" });
    res.end(capture.body);
    return;
  }
  const path = pathname === "/" ? "/index.html" : pathname;
  try {
    const body = await readFile(join(OUT, path));
    res.writeHead(200, { "Content-Type": TYPES[extname(path)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
if (!REPLAY) await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;

/**
 * --js-flags "--trace-opt --trace-deopt": V8 flags for the reader browsers, with --no-minify (the
 * harness built with its functions' names) and DEBUG=pw:browser to see what V8 compiles when.
 */
const JS_FLAGS = arg("js-flags", "");
const launch = (executablePath = chromePath, marks: string[] = []) =>
  chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", ...marks, ...(JS_FLAGS ? [`--js-flags=${JS_FLAGS}`] : [])],
  });
/** A switch Chromium ignores, to find the 1× reader's processes for their CPU time (ocr-cpu-time.ts). */
const READER = `--dgsn-ocr-reader=${process.pid}`;
const browser = REPLAY ? null : await launch(chromePath, [READER]);
const readerPid = REPLAY ? null : findProcess(READER);
const shooter = REPLAY ? null : await launch();
const CPU = Number(arg("cpu", "0"));
const limit = CPU > 0 && !REPLAY ? await limitedChromium(CPU, chromePath) : null;
if (limit && "reason" in limit) console.log(`--cpu: ${limit.reason}. The 4× column is 4 × the 1× time.`);
const limited = limit && !("reason" in limit) ? limit : null;
if (limited) console.log(`slow reader: ${limited.description}`);
const SLOW_READER = `--dgsn-ocr-slow-reader=${process.pid}`;
const slowBrowser = limited ? await launch(limited.executablePath, [SLOW_READER]) : null;
const slowPid = slowBrowser ? findProcess(SLOW_READER) : null;
const SLOW = limited ? `${round(1 / CPU, 2)}× (quota ${CPU} core, measured)` : "4× (4 × 1×)";

async function openReader(on: typeof browser): Promise<Page> {
  const page = await on!.newPage();
  await page.goto(url);
  await page.waitForFunction(() => typeof window.readScreenshot === "function");
  return page;
}

let captures = 0;
/** Makes `image` the capture the reader pages fetch next. */
function serve(image: Buffer, format: Format): string {
  capture = { path: `/capture/${++captures}`, body: image, type: `image/${format}` };
  return capture.path;
}
/** The page fetches the capture, outside the read's window (the bench's delivery, not the reader's work). */
const deliver = (page: Page, path: string) => page.evaluate((p) => window.loadScreenshot(p), path);
const readOn = (page: Page) => page.evaluate(() => window.readScreenshot());

/** Each browser's threads' CPU when its last read ended: what they used between reads is counted from there. */
const lastEnd = new Map<number, ThreadCpu>();
/** Runs a read; under --threads, each thread's CPU within it and since the browser's last read goes into `into`. */
async function watched<T>(pid: number | null, run: () => Promise<T>, into: ScreenThreads[] | null): Promise<T> {
  if (!THREADS || pid === null) return run();
  const start = threadCpu(pid);
  const result = await run();
  const end = threadCpu(pid);
  const previous = lastEnd.get(pid);
  into?.push({ read: threadCpuSince(start, end), before: previous ? threadCpuSince(previous, start) : null });
  lastEnd.set(pid, end);
  return result;
}

interface Row {
  kind: string;
  score: Score;
  /** Player screens read at 1×, and again by the CPU-limited reader under --cpu. */
  fast: Timed[];
  slow: Timed[];
  /** Under --threads, each player screen's CPU by thread in the 1× and the limited browser. */
  fastThreads: ScreenThreads[];
  slowThreads: ScreenThreads[];
  /** Captures /create declines: the text check skips them, or no screen is found in what was read. */
  declined: number;
  captures: number;
}

try {
  const page = REPLAY ? null : await openReader(browser);
  const slowPage = slowBrowser ? await openReader(slowBrowser) : null;
  if (page) {
    // Warm-up: the engine and the language data load once per visit; that time is reported apart.
    const first = screensOf(generateGame(1), houseStyle(TUNING[0]!))[1]!;
    const path = serve(await shoot(shooter!, first.html, SIZES[0], "png"), "png");
    // With the browser's CPU over it (all its processes): under load the wall time is not a figure.
    const cold = async (on: Page, pid: number | null, label: string) => {
      await deliver(on, path);
      const before = pid ? treeCpuMs(pid) : 0;
      const { ms } = await watched(pid, () => readOn(on), null);
      console.log(
        `engine start + first screenshot${label}: ${round(ms)} ms, CPU ${pid ? treeCpuMs(pid) - before : "–"} ms`,
      );
    };
    await cold(page, readerPid, "");
    if (slowPage) await cold(slowPage, slowPid, ` at ${SLOW}`);
  }
  const traced = slowBrowser ?? browser;
  if (TRACE && traced) {
    await traced.startTracing(slowPage ?? page!, {
      categories: [
        "devtools.timeline",
        "v8",
        "v8.gc",
        "v8.wasm",
        "disabled-by-default-v8.gc",
        "blink",
        "blink.user_timing",
        "toplevel",
        "base",
      ],
    });
    tracing = true;
  }
  const rows: Row[] = KINDS.map((kind) => ({
    kind,
    score: emptyScore(),
    fast: [],
    slow: [],
    fastThreads: [],
    slowThreads: [],
    declined: 0,
    captures: 0,
  }));
  /** The figures so far: printed after every style, so a run cut short still reports what it read. */
  const report = (done: number[]) => {
    const pct = (a: number, b: number) => `${a}/${b} (${b ? round((100 * a) / b, 1) : 0}%)`;
    console.log(`\nsplit ${SPLIT}: styles ${done.join(", ")}; games ${done.map(gameSeed).join(", ")}\n`);
    console.log(
      `| capture | cells read exactly | wrong, marked doubtful | wrong, unmarked | right, marked doubtful | final scores read (wrong, unmarked) | right scores marked doubtful | names exact | rows read with a team, paired with none of its players | rows with no team read (the author picks one) | unread lines | declined (no text / no screen found) | median ms / player screen (1×) | ${SLOW} |`,
    );
    console.log(`|${" --- |".repeat(14)}`);
    for (const r of rows) {
      const s = r.score;
      console.log(
        `| ${r.kind} | ${pct(s.exact, s.cells)} | ${s.wrongDoubtful} | ${s.wrongSilent} | ${s.rightDoubtful} | ${s.scoresRead}/${s.scores} (${s.scoresWrong}, ${s.scoresWrongUnmarked}) | ${s.scoresDoubted} | ${s.namesExact}/${s.names} | ${s.wrongRows - s.teamlessRows} | ${s.teamlessRows} | ${s.unread} | ${r.declined}/${r.captures} | ${REPLAY ? "–" : round(median(r.fast.map((t) => t.ms)))} | ${REPLAY ? "–" : round(median(r.slow.length ? r.slow.map((t) => t.ms) : r.fast.map((t) => 4 * t.ms)))} |`,
      );
    }
    if (!REPLAY) console.log(`\n${timeTable(rows, SLOW).join("\n")}\n\n${cpuTable(rows).join("\n")}`);
    for (const [label, pick] of [
      ["1×", (r: Row) => r.fastThreads],
      [SLOW, (r: Row) => r.slowThreads],
    ] as const)
      for (const r of rows)
        if (pick(r).length) console.log(`\n${label} browser:\n${threadTable(r.kind, pick(r)).join("\n")}`);
    console.log(`\nload average: ${loadAverage()} (at the start: ${startLoad})`);
  };
  const done: number[] = [];
  for (const styleSeed of STYLES) {
    const style = houseStyle(styleSeed);
    const game = generateGame(gameSeed(styleSeed));
    const format: Format = style.jpeg ? "jpeg" : "png";
    for (const row of rows) {
      const screens: ScreenRead[] = [];
      for (const [i, screen] of screensOf(game, style).entries()) {
        const capture = async (): Promise<[Buffer, Format]> => {
          if (row.kind === "crop")
            return [await shootCrop(shooter!, screen.html, format, style.jpeg, style.seed + i), format];
          if (row.kind === "photo") return [await shootPhoto(shooter!, screen.html, style.seed * 100 + i), "jpeg"];
          const size = SIZES.find((s) => String(s.width) === row.kind)!;
          return [await shoot(shooter!, screen.html, size, format, style.jpeg), format];
        };
        const key = `${row.kind}|${style.id}|${game.seed}|${screen.name}`;
        let lines: OcrLine[];
        if (REPLAY) lines = linesFromWords((saved[key] ?? []).flat());
        else {
          const path = serve(...(await capture()));
          await deliver(page!, path);
          const before = readerPid ? treeCpuMs(readerPid) : 0;
          const player = screen.group !== "game";
          const result = await watched(readerPid, () => readOn(page!), player ? row.fastThreads : null);
          const cpu = readerPid ? treeCpuMs(readerPid) - before : undefined;
          lines = result.lines;
          const name = `${style.id} ${screen.name}`;
          if (screen.group !== "game") row.fast.push({ screen: name, ms: result.ms, cpu, phases: result.phases });
          // Each screen's time, to find where the slowest ones' goes (the tables give only the slowest's).
          const { decode, pixels, preprocess, fullRead, focused } = result.phases;
          log(
            `  time ${row.kind} ${name}: ${round(result.ms)} ms, CPU ${cpu ?? "–"} ms; decode / preprocess / full read / focused ${[decode + pixels, preprocess, fullRead, focused].map((x) => round(x)).join(" / ")}`,
          );
          if (slowPage && screen.group !== "game") {
            await deliver(slowPage, path);
            const slow = await watched(slowPid, () => readOn(slowPage), row.slowThreads);
            row.slow.push({ screen: name, ms: slow.ms, phases: slow.phases });
          }
        }
        saved[key] = lines;
        row.captures++;
        // /create keeps nothing of a capture in which no screen was found (use-screen-reading.ts).
        if (!screenFound(lines)) {
          row.declined++;
          lines = [];
        }
        const read = readScreen(lines, { home: game.homeTeam, away: game.awayTeam });
        screens.push(read);
        if (read.kind !== screen.group || (read.kind !== "game" && !read.team))
          log(
            `  ${row.kind} ${style.id} ${screen.name} read as ${read.kind} team ${read.team}:\n    ${lines.map((l) => l.map((w) => w.text).join(" ")).join("\n    ")}`,
          );
        for (const u of read.unread) log(`  unread ${row.kind} ${style.id}: ${u.screen} "${u.text}" (${u.reason})`);
      }
      addScore(row.score, scoreGame(game, style, screens, row.kind !== "crop", log));
    }
    done.push(styleSeed);
    report(done);
    if (SAVE) await writeFile(SAVE, JSON.stringify(saved));
  }
} finally {
  if (tracing) {
    await writeFile(TRACE, await (slowBrowser ?? browser)!.stopTracing());
    const reads = phaseThreads(JSON.parse(await readFile(TRACE, "utf8")).traceEvents);
    console.log(`${phaseTable(reads).join("\n")}\n\n${readTable(reads).join("\n")}`);
  }
  await slowBrowser?.close();
  await limited?.dispose();
  await browser?.close();
  await shooter?.close();
  server.close();
}
