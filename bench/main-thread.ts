// What the main thread does while the four server-rendered pages (/, /read/:id, /community and
// /league/:id) and the static baseline page (bench/static-page.ts) load: Debian Chromium at 4× CPU
// slowdown (as Lighthouse's mobile profile assumes), one trace per page, as an anonymous reader.
// For each page: what ran before the first contentful paint (the FCP gap to the static page), then
// every task over 30 ms until the page is loaded and idle, with what it was made of (own time by
// part, bench/trace-parts.ts), and a table of each page's whole load by part beside the static
// page's (decision 320). With --start, the app is then started the way a reader does
// (focus on a button, decision 193) and its tasks are counted too. The evidence behind the FCP
// and TBT figures in bench/README.md.
// With --runs N, each page is loaded N times (a fresh browser each time, as Lighthouse's first
// load is), the table by part gives each part's median over the runs, and a last table gives medians
// of the main thread's CPU time: the thread's own time, which other processes on this 2-core machine
// do not inflate, unlike the wall time Lighthouse multiplies (decision 195). Details are printed for
// the first run only.
//   npm run bench:main-thread [-- --port 8874] [--start] [--runs 5] [--skip-build]
// It stops at once on a machine without a colour emoji font, unless given --without-emoji-font
// (decision 248).
import { describeEmojiFont, requireEmojiFont } from "./emoji-font";
import { arg, median, round, startSite } from "./lib";
import { requireStaticPage, STATIC_PATH, writeStaticPage } from "./static-page";
import {
  describeParts,
  FONT_LOOKUP,
  isDocumentAt,
  ownTimeByPart,
  type SpanEvent,
  type TraceEvent,
} from "./trace-parts";
import { tracedLoad } from "./traced-load";

requireEmojiFont();
const port = Number(arg("port", "8874"));
const startApp = process.argv.includes("--start");
const runs = Number(arg("runs", "1"));
const stateDir = ".wrangler/bench-main-thread";
// --skip-build serves the dist already built (a before → after on a loaded machine, where the
// build and the start together outlast startSite's wait).
let site = await startSite({ port, stateDir, skipBuild: process.argv.includes("--skip-build") });
const { recaps, article } = await writeStaticPage(site.url);
await site.stop();
site = await startSite({ port, stateDir, skipBuild: true });
await requireStaticPage(site);

/** Per page, per run: main-thread CPU (ms) before the first contentful paint and over the load. */
interface CpuSample {
  beforeFcp: number;
  load: number;
  fontLookups: number;
  /** Layouts and paints over the load: counts, which a busy machine does not inflate. */
  layouts: number;
  paints: number;
  /** Elements in the loaded document (the static page has 19): what layout, style and paint walk. */
  elements: number;
  /**
   * Tasks begun after the first contentful paint, each one's thread time over 50 ms summed: at this
   * 4× slowdown, what Lighthouse's simulated TBT counts of them (an unthrottled task over 12.5 ms, ×4).
   */
  blockingAfterFcp: number;
  /** The largest of those tasks' thread time. */
  largestAfterFcp: number;
}
const samples: Record<string, CpuSample[]> = {};
/** Per page, per run: the main thread's own time (µs) by part over the whole load. */
const loadParts: Record<string, Record<string, number>[]> = {};

console.log(describeEmojiFont());
try {
  const league = recaps.find((r) => r.leagueName)?.leagueName ?? "other";
  const paths = [STATIC_PATH, "/", `/read/${article.id}`, "/community", `/league/${encodeURIComponent(league)}`];
  for (let run = 1; run <= runs; run++)
    for (const path of paths) {
      // A trace now and then lacks the page's own ParseHTML (seen once at load average 2.8), and
      // without it the page's main thread cannot be told apart: that load is made again, and said.
      let loaded = await tracedPage(path);
      for (let attempt = 2; !loaded && attempt <= 3; attempt++) {
        console.log(`${path}: no ParseHTML of the page in the trace (loaded again)`);
        loaded = await tracedPage(path);
      }
      if (!loaded) throw new Error(`no ParseHTML of ${path} in three traces`);
      const { traceEvents, parse, elements } = loaded;
      const onMain = traceEvents.filter(
        (e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur !== undefined,
      );
      const t0 = Math.min(...onMain.map((e) => e.ts));
      const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid);
      const cpu = (events: TraceEvent[]) =>
        events.filter((e) => e.name === "RunTask").reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
      const beforeFcp = fcp ? onMain.filter((e) => e.ts + e.dur! <= fcp.ts) : onMain;
      const afterFcp = onMain
        .filter((e) => e.name === "RunTask" && fcp && e.ts >= fcp.ts)
        .map((e) => (e.tdur ?? 0) / 1000);
      samples[path] = [
        ...(samples[path] ?? []),
        {
          beforeFcp: cpu(beforeFcp),
          load: cpu(onMain),
          fontLookups: beforeFcp.filter((e) => FONT_LOOKUP.includes(e.name)).length,
          layouts: onMain.filter((e) => e.name === "Layout").length,
          paints: onMain.filter((e) => e.name === "Paint").length,
          elements,
          blockingAfterFcp: afterFcp.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
          largestAfterFcp: Math.max(0, ...afterFcp),
        },
      ];
      loadParts[path] = [...(loadParts[path] ?? []), ownTimeByPart(onMain as SpanEvent[], "thread")];
      if (run > 1) continue;
      reportBeforeFirstPaint(path, fcp, onMain, t0);
      const tasks = onMain.filter((e) => e.name === "RunTask" && e.dur! > 30_000);
      console.log(
        `  main-thread tasks over 30 ms${startApp ? " (app started by a focus)" : ""}, and what they were made of`,
      );
      let blocking = 0;
      const totals: Record<string, number> = {};
      for (const task of tasks) {
        const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
        const parts = ownTimeByPart(inside as SpanEvent[]);
        const ms = task.dur! / 1000;
        blocking += Math.max(0, ms - 50);
        for (const [k, v] of Object.entries(parts)) totals[k] = (totals[k] ?? 0) + v;
        console.log(
          `  at ${round((task.ts - t0) / 1000, 0)} ms: ${round(ms, 0)} ms (thread ${round((task.tdur ?? 0) / 1000, 0)}) — ${describeParts(parts)}`,
        );
      }
      console.log(`  sum of (task − 50 ms) over these tasks: ${round(blocking, 0)} ms`);
      console.log(`  in those tasks (own time, ms): ${describeParts(totals, "us", 12)}`);
    }
  printLoadParts(paths, loadParts);
  if (runs > 1) {
    console.log(`\nMedians of ${runs} loads, main-thread CPU (thread time, ms) at 4× slowdown:`);
    console.log(
      "| page | CPU before FCP | × static | CPU over the load | × static | font lookups before FCP | layouts | paints | elements | after FCP: Σ(task − 50) | after FCP: largest task |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    const med = (path: string, k: keyof CpuSample) => median(samples[path]!.map((x) => x[k]));
    for (const path of paths)
      console.log(
        `| ${path} | ${round(med(path, "beforeFcp"), 0)} | ${round(med(path, "beforeFcp") / med(STATIC_PATH, "beforeFcp"), 2)}× | ${round(med(path, "load"), 0)} | ${round(med(path, "load") / med(STATIC_PATH, "load"), 2)}× | ${med(path, "fontLookups")} | ${med(path, "layouts")} | ${med(path, "paints")} | ${med(path, "elements")} | ${round(med(path, "blockingAfterFcp"), 0)} | ${round(med(path, "largestAfterFcp"), 0)} |`,
      );
  }
} finally {
  await site.stop();
}

/**
 * One load of a page, traced until load + 2 s (and, with --start, until the app has started + 2 s);
 * with the ParseHTML of the page's own document (its renderer's main thread), or undefined when the
 * trace lacks it.
 */
async function tracedPage(
  path: string,
): Promise<{ traceEvents: TraceEvent[]; parse: TraceEvent; elements: number } | undefined> {
  let elements = 0;
  const traceEvents = await tracedLoad(`${site.url}${path}`, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "v8",
      "blink",
      "loading",
      "fonts",
      "disabled-by-default-fonts",
    ],
    settle: 2_000,
    blockServiceWorkers: true,
    whileTraced: async (page) => {
      if (!startApp || path === STATIC_PATH) return;
      await page.locator("#root button:not([type=submit]):visible").first().focus();
      await page.locator("html[data-app-started]").waitFor({ state: "attached", timeout: 60_000 });
      await page.waitForTimeout(2_000);
    },
    // Counted after the trace, so the count's own work is not in it.
    afterTrace: async (page) => {
      elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    },
  });
  // The page's renderer main thread: the one that parsed the page's own document (a page with no
  // script has few other events to tell it by).
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && isDocumentAt(e.args?.beginData?.url, path));
  return parse ? { traceEvents, parse, elements } : undefined;
}

/** What ran on the main thread from navigation to the first contentful paint, summed by kind. */
function reportBeforeFirstPaint(path: string, fcp: TraceEvent | undefined, onMain: TraceEvent[], t0: number) {
  if (!fcp) {
    console.log(`\n${path}: no first contentful paint in the trace`);
    return;
  }
  const before = onMain.filter((e) => e.ts + e.dur! <= fcp.ts);
  const parts = ownTimeByPart(before as SpanEvent[]);
  const lookups = before.filter((e) => FONT_LOOKUP.includes(e.name));
  const fonts = lookups.reduce((s, e) => s + e.dur!, 0);
  const byKind = FONT_LOOKUP.map((name) => {
    const of = lookups.filter((e) => e.name === name);
    return `${name.replace("FontCache::", "")} ×${of.length} ${round(of.reduce((s, e) => s + e.dur!, 0) / 1000, 0)} ms`;
  }).join(", ");
  const busy = before.filter((e) => e.name === "RunTask").reduce((s, e) => s + e.dur!, 0);
  const made = describeParts(parts, "us", 8);
  console.log(
    `\n${path}: first contentful paint at ${round((fcp.ts - t0) / 1000, 0)} ms; main thread busy ${round(busy / 1000, 0)} ms before it (${made}; font lookups ${round(fonts / 1000, 0)}: ${byKind})`,
  );
}

/**
 * The attribution table: each page's main-thread time over the whole load (own time by part, thread
 * time: CPU the thread used, which a busy machine inflates less than wall time), beside the static
 * page's in the same run. With several runs, each part's median over the runs (one run's parts move
 * by half between loads of the same page on a busy machine); the total is the median of each run's
 * total, not the sum of the medians. Parts under 5 ms on every page are left out.
 */
function printLoadParts(paths: string[], byPath: Record<string, Record<string, number>[]>) {
  const runsOf = (p: string) => byPath[p] ?? [];
  const partNames = (p: string) => [...new Set(runsOf(p).flatMap((r) => Object.keys(r)))];
  const thread = Object.fromEntries(
    paths.map((p) => [p, Object.fromEntries(partNames(p).map((n) => [n, median(runsOf(p).map((r) => r[n] ?? 0))]))]),
  );
  const names = [...new Set(paths.flatMap((p) => Object.keys(thread[p]!)))]
    .filter((n) => paths.some((p) => (thread[p]![n] ?? 0) >= 5_000))
    .sort((a, b) => (thread[paths[1]!]![b] ?? 0) - (thread[paths[1]!]![a] ?? 0));
  console.log(
    `\nThe whole load, ${runs > 1 ? `medians of ${runs} loads` : "one load"}: main-thread own time by part (thread time, ms) at 4× slowdown`,
  );
  console.log(`| part | ${paths.join(" | ")} |`);
  console.log(`| --- | ${paths.map(() => "---").join(" | ")} |`);
  for (const n of names)
    console.log(`| ${n} | ${paths.map((p) => round((thread[p]![n] ?? 0) / 1000, 0)).join(" | ")} |`);
  const total = (p: string) => median(runsOf(p).map((r) => Object.values(r).reduce((s, v) => s + v, 0))) / 1000;
  console.log(`| **all** | ${paths.map((p) => round(total(p), 0)).join(" | ")} |`);
}
