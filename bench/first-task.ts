// What each reading page adds to the navigation's first tasks over the static page's (issue 42): the
// task that commits the navigation and the task in which the parser appends the first chunk of the
// HTML, by part, on the main thread's own clock (thread time, which other processes on a busy machine
// inflate less than wall time). Lighthouse counts an observed task over 12.5 ms at 4× (the part over
// 50 ms simulated), so the last columns sum the thread time of every task over 12.5 ms in the load.
// Each load is a fresh Debian Chromium at 412 × 823 and 4× CPU, anonymous (the app not started),
// traced until load + 2 s; pages interleaved, medians over the loads. Run 1's tasks are printed whole.
//   npx tsx bench/first-task.ts [--port 9460] [--runs 3] [--skip-build]
import { chromium } from "@playwright/test";
import { arg, median, round, startSite } from "./lib";
import { requireStaticPage, STATIC_PATH, writeStaticPage } from "./static-page";
import { describeParts, isDocumentAt, ownTimeByPart, type SpanEvent, type TraceEvent } from "./trace-parts";

const port = Number(arg("port", "9460"));
const runs = Number(arg("runs", "3"));
const skipBuild = process.argv.includes("--skip-build");
const chromePath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
const stateDir = ".wrangler/bench-first-task";

interface Sample {
  /**
   * Thread ms of the first task holding CommitNavigation (the browser's commit), of the task that
   * creates the window's script context (the "Unattributable" navigation task: the parser is set up
   * and the first bytes appended and preload-scanned in it), and of the one holding the page's first
   * ParseHTML.
   */
  commit: number;
  navigation: number;
  first: number;
  /** Thread ms of every task over 12.5 ms over the load, and their count. */
  over: number;
  overCount: number;
  navigationParts: Record<string, number>;
  parts: Record<string, number>;
}

let site = await startSite({ port, stateDir, skipBuild });
const { recaps, article } = await writeStaticPage(site.url);
await site.stop();
site = await startSite({ port, stateDir, skipBuild: true });
try {
  await requireStaticPage(site);
  const league = recaps.find((r) => r.leagueName)?.leagueName ?? "other";
  const paths = [STATIC_PATH, "/", `/read/${article.id}`, "/community", `/league/${encodeURIComponent(league)}`];
  const samples: Record<string, Sample[]> = {};
  for (let run = 1; run <= runs; run++)
    for (const path of paths) {
      let sample = await tracedLoad(path, run === 1);
      for (let attempt = 2; !sample && attempt <= 3; attempt++) sample = await tracedLoad(path, run === 1);
      if (!sample) throw new Error(`no ParseHTML of ${path} in three traces`);
      samples[path] = [...(samples[path] ?? []), sample];
    }
  console.log(`\nMedians of ${runs} loads, main-thread thread time (ms) at 4× slowdown`);
  console.log("| page | commit task | navigation task | first parse task | tasks > 12.5 ms: sum | count |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const path of paths) {
    const of = (k: "commit" | "navigation" | "first" | "over" | "overCount") => median(samples[path]!.map((s) => s[k]));
    console.log(
      `| ${path} | ${round(of("commit"), 1)} | ${round(of("navigation"), 1)} | ${round(of("first"), 1)} | ${round(of("over"), 0)} | ${of("overCount")} |`,
    );
  }
  for (const [title, key] of [
    ["navigation task", "navigationParts"],
    ["first parse task", "parts"],
  ] as const) {
    console.log(`\nThe ${title} by part, medians (thread ms)`);
    for (const path of paths) {
      const names = [...new Set(samples[path]!.flatMap((s) => Object.keys(s[key])))];
      const med = Object.fromEntries(names.map((n) => [n, median(samples[path]!.map((s) => s[key][n] ?? 0))]));
      console.log(`${path}: ${describeParts(med, "us", 16)}`);
    }
  }
} finally {
  await site.stop();
}

async function tracedLoad(path: string, print: boolean): Promise<Sample | undefined> {
  const browser = await chromium.launch({ executablePath: chromePath });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "blink", "loading"],
  });
  await page.goto(`${site.url}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(2_000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await browser.close();
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && isDocumentAt(e.args?.beginData?.url, path));
  if (!parse) return undefined;
  const onMain = traceEvents.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur);
  const tasks = onMain.filter((e) => e.name === "RunTask").sort((a, b) => a.ts - b.ts);
  const holding = (e: TraceEvent) => tasks.find((t) => t.ts <= e.ts && e.ts < t.ts + t.dur!);
  const inside = (t: TraceEvent) => onMain.filter((e) => e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!) as SpanEvent[];
  const commitEvent = onMain.find((e) => e.name.includes("CommitNavigation"));
  const commitTask = commitEvent ? holding(commitEvent) : undefined;
  const firstTask = holding(parse)!;
  const createContext = onMain.filter((e) => e.name === "LocalWindowProxy::CreateContext" && e.ts <= parse.ts).at(-1);
  const navigationTask = createContext ? holding(createContext) : undefined;
  const thread = (t: TraceEvent | undefined) => (t?.tdur ?? 0) / 1000;
  const long = tasks.filter((t) => thread(t) > 12.5);
  if (print) {
    const t0 = tasks[0]!.ts;
    console.log(`\n${path}: tasks over 12.5 ms thread time`);
    for (const t of long) {
      const tag = [
        t === commitTask && " [commit]",
        t === navigationTask && " [navigation]",
        t === firstTask && " [first parse]",
      ]
        .filter(Boolean)
        .join("");
      console.log(
        `  at ${round((t.ts - t0) / 1000, 0)} ms${tag}: thread ${round(thread(t), 1)} — ${describeParts(ownTimeByPart(inside(t), "thread"), "us", 10)}`,
      );
    }
    if (commitTask && !long.includes(commitTask))
      console.log(`  [commit] thread ${round(thread(commitTask), 1)} (under 12.5 ms)`);
    if (!long.includes(firstTask))
      console.log(
        `  [first parse] thread ${round(thread(firstTask), 1)} — ${describeParts(ownTimeByPart(inside(firstTask), "thread"), "us", 10)}`,
      );
  }
  return {
    commit: thread(commitTask),
    navigation: thread(navigationTask),
    first: thread(firstTask),
    over: long.reduce((s, t) => s + thread(t), 0),
    overCount: long.length,
    navigationParts: navigationTask ? ownTimeByPart(inside(navigationTask), "thread") : {},
    parts: ownTimeByPart(inside(firstTask), "thread"),
  };
}
