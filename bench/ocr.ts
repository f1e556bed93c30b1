// On-device OCR of box-score screenshots: generated games (db/seed/games.ts) rendered as the games'
// screens (bench/ocr-fixtures/), screenshotted in Chromium at 1280×720, 1920×1080 and 2400×1080 as
// PNG and JPEG 0.7, read by the SPA's own OCR worker (web/src/ocr/) in Debian's Chromium and parsed
// by db/domain/box-score-screens. Prints fields read exactly / all fields, rows attributed to a
// player who is not on that team's screen, unread lines, and time per screenshot at 1× and 4× CPU.
//   npm run bench:ocr [-- --games 2 --size 1920 --verbose --save lines.json --cpu 0.25]
// 4× CPU: Chromium's CPU throttling (Emulation.setCPUThrottlingRate) applies to pages only; for a
// Web Worker it answers "Operation is only supported for pages, not workers", and the engine runs
// in one. With --cpu 0.25 a second reader browser runs with all its processes in a cgroup limited to
// a quarter of one core (bench/ocr-cpu.ts), every screenshot is read by both in turn, and the 4×
// column is that browser's measured time. Without it (or where no cgroup can be made) the 4× column
// is 4 × the 1× time.
// --save keeps every screenshot's recognised lines; --replay lines.json scores those again without
// a browser (to work on the parser: the OCR's output is fixed, only db/domain's reading changes).

import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { cpus, loadavg } from "node:os";
import { extname, join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { build } from "vite";
import {
  combineScreens,
  linesFromWords,
  nameKey,
  type OcrLine,
  readScreen,
  type ScreenRead,
} from "../db/domain/box-score-screens";
import { type GeneratedGame, generateGame } from "../db/seed/games";
import { ocrAssets } from "../scripts/vite-ocr-assets";
import type { Phases } from "../web/src/ocr/messages";
import { arg, round } from "./lib";
import { limitedChromium } from "./ocr-cpu";
import { abbreviate, SHOWN, type Style, screensOf } from "./ocr-fixtures/screens";
import { type Format, SIZES, type Size, shoot } from "./ocr-fixtures/shoot";

const GAMES = Number(arg("games", "2"));
const chromePath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
const OUT = "dist/ocr-bench";
const SAVE = arg("save", "");
const REPLAY = arg("replay", "");
const saved: Record<string, OcrLine[]> = REPLAY ? JSON.parse(await readFile(REPLAY, "utf8")) : {};

if (!REPLAY)
  await build({
    root: "bench/ocr-harness",
    logLevel: "warn",
    plugins: [ocrAssets()],
    worker: { format: "es" },
    build: { outDir: join(process.cwd(), OUT), emptyOutDir: true },
  });

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };
const server = createServer(async (req, res) => {
  const pathname = new URL(req.url ?? "/", "http://x").pathname;
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

const launch = (executablePath = chromePath) =>
  chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
const browser = REPLAY ? null : await launch();
const shooter = REPLAY ? null : await launch();
/** --cpu 0.25: the reader browser again, all its processes limited to that share of one core. */
const CPU = Number(arg("cpu", "0"));
const limit = CPU > 0 && !REPLAY ? await limitedChromium(CPU, chromePath) : null;
if (limit && "reason" in limit) console.log(`--cpu: ${limit.reason}. The 4× column is 4 × the 1× time.`);
const limited = limit && !("reason" in limit) ? limit : null;
if (limited) console.log(`slow reader: ${limited.description}`);
const slowBrowser = limited ? await launch(limited.executablePath) : null;
/** The slow column's name: measured under the quota, or computed. */
const SLOW = limited ? `${round(1 / CPU, 2)}× (quota ${CPU} core, measured)` : "4× (4 × 1×)";

async function openReader(on: typeof browser): Promise<Page> {
  const page = await on!.newPage();
  await page.goto(url);
  await page.waitForFunction(() => typeof window.readScreenshot === "function");
  return page;
}

async function readOn(page: Page, image: Buffer, format: Format) {
  return page.evaluate(([b64, type]) => window.readScreenshot(b64!, type!), [
    image.toString("base64"),
    `image/${format}`,
  ] as const);
}

interface Score {
  fields: number;
  exact: number;
  names: number;
  namesExact: number;
  /** Fields read as a value that is not the game's: what the author must catch (target 0). */
  wrong: number;
  wrongRows: number;
  unread: number;
}

/** Edit distance, so a misspelt name ("R. lwu") still pairs with its player for the field count. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = d[j]!;
      d[j] = next;
    }
  }
  return d[b.length]!;
}

/**
 * Compares a read box score with the game: every stat a screen shows, and both scores. A read row
 * pairs with the game's player of the same team and side of the ball whose abbreviated name is
 * nearest (at most 2 edits); a row that pairs with nobody is wrongly attributed.
 */
function score(game: GeneratedGame, screens: ScreenRead[]): Score {
  const box = combineScreens(screens);
  const s: Score = {
    fields: 2,
    exact: 0,
    names: 0,
    namesExact: 0,
    wrong: 0,
    wrongRows: 0,
    unread: box.unread.length,
  };
  if (box.homeScore?.value === game.homeScore) s.exact++;
  if (box.awayScore?.value === game.awayScore) s.exact++;
  const pairs = new Map<(typeof box.players)[number], (typeof game.players)[number]>();
  for (const read of box.players) {
    const candidates = game.players
      .filter((t) => t.team === read.team && (t.position === "DEF") === (read.position === "DEF"))
      .map((t) => ({ t, d: distance(nameKey(abbreviate(t.name)), nameKey(read.name)) }))
      .sort((a, b) => a.d - b.d);
    if (candidates[0] && candidates[0].d <= 2) pairs.set(read, candidates[0].t);
    else {
      s.wrongRows++;
      if (process.argv.includes("--verbose")) console.log(`  wrong row: ${read.team} ${read.position} ${read.name}`);
    }
  }
  for (const truth of game.players) {
    s.names++;
    const read = [...pairs].find(([, t]) => t === truth)?.[0];
    if (read && read.name === abbreviate(truth.name)) s.namesExact++;
    for (const keys of Object.values(SHOWN))
      for (const key of keys) {
        if (truth[key] === undefined) continue;
        s.fields++;
        const got = read?.stats[key as keyof typeof read.stats]?.value;
        if (got === truth[key]) s.exact++;
        else if (got !== undefined) s.wrong++;
        if (got !== truth[key] && process.argv.includes("--verbose"))
          console.log(
            `  miss: ${truth.team} ${abbreviate(truth.name)} ${key} read ${got ?? "nothing"}, is ${truth[key]}`,
          );
      }
  }
  return s;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

try {
  const page = REPLAY ? null : await openReader(browser);
  const slowPage = slowBrowser ? await openReader(slowBrowser) : null;
  const games = Array.from({ length: GAMES }, (_, i) => ({
    game: generateGame(101 + i),
    style: (i % 2 ? "college" : "pro") as Style,
  }));
  // Warm-up: the engine and the language data load once per session; that time is reported apart.
  const first = screensOf(games[0]!.game, "pro")[1]!;
  if (page) {
    const image = await shoot(shooter!, first.html, SIZES[0], "png");
    const warm = await readOn(page, image, "png");
    console.log(`engine start + first screenshot: ${round(warm.ms)} ms`);
    if (slowPage)
      console.log(`engine start + first screenshot at ${SLOW}: ${round((await readOn(slowPage, image, "png")).ms)} ms`);
  }

  const rows: { size: Size; format: Format; score: Score; ms: number[]; slowMs: number[] }[] = [];
  /** Screenshots the slow reader read word for word as the 1× one did (the engine is deterministic). */
  let slowSame = 0;
  const slowPlayerMs: number[] = [];
  /** Screenshots /create's text check would have skipped (web/src/ocr/text-check.ts): must be none. */
  const noText: string[] = [];
  /** Times of the player screens (the team-stats screen is smaller), and their phases. */
  const playerMs: number[] = [];
  const noPhases = (): Record<keyof Phases, number[]> => ({
    decode: [],
    pixels: [],
    preprocess: [],
    fullRead: [],
    focused: [],
  });
  const phaseMs = noPhases();
  const slowPhaseMs = noPhases();
  const only = arg("size", "");
  for (const size of SIZES.filter((s) => !only || String(s.width) === only))
    for (const format of ["png", "jpeg"] as const) {
      const total: Score = {
        fields: 0,
        exact: 0,
        names: 0,
        namesExact: 0,
        wrong: 0,
        wrongRows: 0,
        unread: 0,
      };
      const ms: number[] = [];
      const slowMs: number[] = [];
      for (const { game, style } of games) {
        const screens: ScreenRead[] = [];
        for (const screen of screensOf(game, style)) {
          const key = `${size.width}|${format}|${game.seed}|${style}|${screen.name}`;
          const image = REPLAY ? Buffer.alloc(0) : await shoot(shooter!, screen.html, size, format);
          const result = REPLAY
            ? { lines: linesFromWords((saved[key] ?? []).flat()), ms: Number.NaN, text: true }
            : await readOn(page!, image, format);
          if (!result.text) noText.push(`${size.width} ${format} ${screen.name}`);
          saved[key] = result.lines;
          ms.push(result.ms);
          const slow = slowPage ? await readOn(slowPage, image, format) : null;
          if (slow) {
            slowMs.push(slow.ms);
            if (JSON.stringify(slow.lines) === JSON.stringify(result.lines)) slowSame++;
            else if (process.argv.includes("--verbose")) console.log(`  ${key}: the slow reader read other words`);
          }
          const read = readScreen(result.lines, { home: game.homeTeam, away: game.awayTeam });
          screens.push(read);
          if (
            process.argv.includes("--verbose") &&
            (read.kind !== screen.group || (read.kind !== "game" && !read.team) || read.unread.length > 0)
          )
            console.log(
              `  ${screen.name} read as ${read.kind}:\n    ${result.lines.map((l) => l.map((w) => w.text).join(" ")).join("\n    ")}`,
            );
          if (screen.group !== "game" && "phases" in result) {
            playerMs.push(result.ms);
            for (const k of Object.keys(phaseMs) as (keyof typeof phaseMs)[]) phaseMs[k].push(result.phases[k]);
            if (slow) {
              slowPlayerMs.push(slow.ms);
              for (const k of Object.keys(phaseMs) as (keyof typeof phaseMs)[]) slowPhaseMs[k].push(slow.phases[k]);
            }
          }
        }
        const s = score(game, screens);
        for (const k of Object.keys(total) as (keyof Score)[]) total[k] += s[k];
        if (process.argv.includes("--verbose"))
          for (const r of screens)
            for (const u of r.unread)
              console.log(`  unread ${size.width} ${format}: ${u.screen} "${u.text}" (${u.reason})`);
      }
      rows.push({ size, format, score: total, ms, slowMs });
      console.log(`${size.width}×${size.height} ${format}: ${total.exact}/${total.fields}`);
    }

  if (SAVE) await writeFile(SAVE, JSON.stringify(saved));
  console.log(
    `\n${GAMES} games (seeds 101…${100 + GAMES}, pro and college style), ${rows[0]!.ms.length} screens each size and format\n`,
  );
  console.log(
    `| capture | format | fields read exactly | fields read wrong | names read exactly | wrongly attributed rows | unread lines | median ms / screenshot (1×) | ${SLOW} |`,
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const r of rows)
    console.log(
      `| ${r.size.width}×${r.size.height} | ${r.format === "png" ? "PNG" : "JPEG 0.7"} | ${r.score.exact}/${r.score.fields} (${round((100 * r.score.exact) / r.score.fields, 1)}%) | ${r.score.wrong} | ${r.score.namesExact}/${r.score.names} | ${r.score.wrongRows} | ${r.score.unread} | ${REPLAY ? "–" : round(median(r.ms))} | ${REPLAY ? "–" : round(limited ? median(r.slowMs) : 4 * median(r.ms))} |`,
    );
  const all = rows.reduce((a, r) => ({ exact: a.exact + r.score.exact, fields: a.fields + r.score.fields }), {
    exact: 0,
    fields: 0,
  });
  console.log(`\nall: ${all.exact}/${all.fields} (${round((100 * all.exact) / all.fields, 1)}%)`);
  const slowTimes = limited ? slowPlayerMs : playerMs.map((ms) => 4 * ms);
  if (!REPLAY)
    console.log(
      `player screens: median ${round(median(playerMs))} ms, max ${round(Math.max(...playerMs))} ms at 1×; ${SLOW}: median ${round(median(slowTimes))} ms, max ${round(Math.max(...slowTimes))} ms`,
    );
  const phasesLine = (phases: typeof phaseMs) =>
    Object.entries(phases)
      .map(([k, v]) => `${k} ${round(median(v))}`)
      .join(", ");
  if (!REPLAY)
    console.log(
      `player screens' phases at 1× (median ms): ${phasesLine(phaseMs)} (the rest is messages between page and workers)`,
    );
  if (limited) {
    console.log(`player screens' phases at ${SLOW} (median ms): ${phasesLine(slowPhaseMs)}`);
    console.log(
      `screenshots the slow reader read word for word as the 1× reader: ${slowSame}/${rows.reduce((n, r) => n + r.slowMs.length, 0)}`,
    );
  }
  if (!REPLAY) console.log(`screenshots the text check would skip: ${noText.length} ${noText.join(", ")}`);
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} (${cpus().length} cores)`,
  );
} finally {
  await slowBrowser?.close();
  await limited?.dispose();
  await browser?.close();
  await shooter?.close();
  server.close();
}
