// What each reading page adds to the navigation's first tasks over the static page's (issue 42): the
// task that commits the navigation and the task in which the parser appends the first chunk of the
// HTML, by part, on the main thread's own clock (thread time, which other processes on a busy machine
// inflate less than wall time). Lighthouse counts an observed task over 12.5 ms at 4× (the part over
// 50 ms simulated), so the last columns sum the thread time of every task over 12.5 ms in the load.
// Each load is a fresh Debian Chromium at 412 × 823 and 4× CPU, anonymous (the app not started),
// traced until load + 2 s; pages interleaved, medians over the loads. Run 1's tasks are printed whole.
// The navigation task's events are also given each with everything under it (the commit, the
// context's creation, MaybeFetchQueuedPreloads, AppendBytes, …), and the requests sent
// from inside MaybeFetchQueuedPreloads are counted (what the preload scanner queued).
//   npx tsx bench/first-task.ts [--port 9460] [--runs 3] [--skip-build] [--site http://127.0.0.1:9460]
//     [--variants base,nometa,…] [--until-dcl]
// `--site` measures an already running site (its static page written already; a start under load can
// outlast 180 s). `--variants`: each reading page's HTML as served with one head change (a Playwright
// route serves every page of those loads, the static page too, with the CSP header dropped); without
// it the Worker's answers are loaded as they are.
import { readFileSync } from "node:fs";
import { arg, median, round, type Site, startSite } from "./lib";
import { type ListedRecap, readStaticArticle, requireStaticPage, STATIC_PATH, writeStaticPage } from "./static-page";
import { describeParts, isDocumentAt, ownTimeByPart, type SpanEvent, type TraceEvent } from "./trace-parts";
import { tracedLoad } from "./traced-load";

const port = Number(arg("port", "9460"));
const runs = Number(arg("runs", "3"));
const skipBuild = process.argv.includes("--skip-build");
const stateDir = ".wrangler/bench-first-task";
const siteUrl = arg("site", "");
// Traced until DOMContentLoaded only (the first tasks are long over by then): about half a load's
// time on a busy machine; the sum over long tasks then covers the parse only.
const untilDcl = process.argv.includes("--until-dcl");

/** A reading page's HTML with one change to what comes before #root (issue 42, decision 379). */
const VARIANTS: Record<string, (html: string) => string> = {
  base: (h) => h,
  // Link-preview tags, canonical and feed links out of the document (an upper bound of moving them).
  nometa: (h) =>
    h
      .replaceAll(/<meta (?:property="(?:og|article):[^"]*"|name="twitter:[^"]*")[^>]*>\s*/g, "")
      .replaceAll(/<link rel="(?:canonical|alternate)"[^>]*>\s*/g, ""),
  // The icon links (the browser fetches the tab's icon itself).
  noicons: (h) => h.replaceAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*>\s*/g, ""),
  // index.html's boot-fallback <style> put back before the no-script rule: a rendered page as it was
  // before issue 42's fifteenth session dropped it.
  fallback: (h) => (h.includes(".boot-fallback{") ? h : h.replace("<noscript>", `${bootFallbackStyle()}<noscript>`)),
  // The Twitter tags X reads from Open Graph when they are absent (title, description, image).
  notwitter: (h) => h.replaceAll(/<meta name="twitter:(?:title|description|image)"[^>]*>\s*/g, ""),
  // hold-images.js (decision 249).
  nohold: (h) => h.replace(/<script>[^<]*MutationObserver[\s\S]*?<\/script>/, ""),
};
const variants = arg("variants", "").split(",").filter(Boolean);
for (const v of variants)
  if (!VARIANTS[v]) throw new Error(`unknown variant ${v}: ${Object.keys(VARIANTS).join(", ")}`);

/** A page, loaded as served or (`variant`) through the route with one change. */
interface Arm {
  key: string;
  path: string;
  variant: string | undefined;
}

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
  /** Each event name in the navigation task with everything under it (thread µs). */
  navigationChildren: Record<string, number>;
  /** Requests sent from inside MaybeFetchQueuedPreloads in the navigation task. */
  preloads: number;
  parts: Record<string, number>;
}

let site: Site;
let recaps: ListedRecap[];
let article: ListedRecap;
if (siteUrl) {
  site = { url: siteUrl, group: 0, stop: async () => {}, output: () => "" };
  await requireStaticPage(site);
  ({ recaps, article } = await readStaticArticle(site.url));
} else {
  site = await startSite({ port, stateDir, skipBuild });
  ({ recaps, article } = await writeStaticPage(site.url));
  await site.stop();
  site = await startSite({ port, stateDir, skipBuild: true });
}
try {
  await requireStaticPage(site);
  const league = recaps.find((r) => r.leagueName)?.leagueName ?? "other";
  const reading = ["/", `/read/${article.id}`, "/community", `/league/${encodeURIComponent(league)}`];
  // One arm per variant for each reading page, the static page once per run; all interleaved.
  const arms: Arm[] = [
    { key: STATIC_PATH, path: STATIC_PATH, variant: variants.length ? "base" : undefined },
    ...reading.flatMap((path): Arm[] =>
      variants.length
        ? variants.map((variant) => ({ key: `${path} ${variant}`, path, variant }))
        : [{ key: path, path, variant: undefined }],
    ),
  ];
  const paths = arms.map((a) => a.key);
  const samples: Record<string, Sample[]> = {};
  for (let run = 1; run <= runs; run++)
    for (const { key, path, variant } of arms) {
      let sample = await tracedSample(path, variant, run === 1);
      for (let attempt = 2; !sample && attempt <= 3; attempt++) sample = await tracedSample(path, variant, run === 1);
      if (!sample) throw new Error(`no ParseHTML of ${path} in three traces`);
      samples[key] = [...(samples[key] ?? []), sample];
      // Each load as it is taken, so a run stopped early still has its figures.
      console.log(`load ${JSON.stringify({ run, key, ...sample })}`);
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
  console.log("\nThe navigation task's events, each with what is under it (they nest), median [min–max] thread ms");
  for (const path of paths) {
    const list = samples[path]!;
    const names = [...new Set(list.flatMap((s) => Object.keys(s.navigationChildren)))];
    const rows = names
      .map((n) => {
        const xs = list.map((s) => (s.navigationChildren[n] ?? 0) / 1000);
        return { n, med: median(xs), lo: Math.min(...xs), hi: Math.max(...xs) };
      })
      .filter((r) => r.hi >= 1)
      .sort((a, b) => b.med - a.med);
    const preloads = list.map((s) => s.preloads);
    console.log(
      `${path} (requests from MaybeFetchQueuedPreloads: median ${median(preloads)}, ${Math.min(...preloads)}–${Math.max(...preloads)}): ` +
        rows.map((r) => `${r.n} ${round(r.med, 1)} [${round(r.lo, 1)}–${round(r.hi, 1)}]`).join(", "),
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

/**
 * One load, traced until load + 2 s (or DOMContentLoaded); with a variant, the page (the static one
 * as served) through the route with the CSP dropped. Undefined when the load or its parse is missing.
 */
async function tracedSample(path: string, variant: string | undefined, print: boolean): Promise<Sample | undefined> {
  const traceEvents = await tracedLoad(`${site.url}${path}`, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "blink", "loading"],
    settle: untilDcl ? "domcontentloaded" : 2_000,
    blockServiceWorkers: true,
    rewrite: variant ? { html: path === STATIC_PATH ? (h) => h : VARIANTS[variant]! } : undefined,
    // A load past 30 s on a busy machine: taken again by the caller.
    onLoadError: (err) => console.log(`${path}: ${err.message.split("\n")[0]}`),
  });
  if (!traceEvents) return undefined;
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
  const preloadSpans = navigationTask
    ? inside(navigationTask).filter((e) => e.name === "HTMLDocumentParser::MaybeFetchQueuedPreloads")
    : [];
  const preloads = traceEvents.filter(
    (e) =>
      e.name === "ResourceSendRequest" &&
      e.pid === parse.pid &&
      preloadSpans.some((p) => p.ts <= e.ts && e.ts <= p.ts + p.dur),
  ).length;
  return {
    commit: thread(commitTask),
    navigation: thread(navigationTask),
    first: thread(firstTask),
    over: long.reduce((s, t) => s + thread(t), 0),
    overCount: long.length,
    navigationParts: navigationTask ? ownTimeByPart(inside(navigationTask), "thread") : {},
    navigationChildren: navigationTask
      ? inclusiveByName(inside(navigationTask).filter((e) => e !== navigationTask))
      : {},
    preloads,
    parts: ownTimeByPart(inside(firstTask), "thread"),
  };
}

/**
 * Thread time of each event name in a task with everything under it (an occurrence inside another
 * of the same name counted once): the commit, the context's creation, MaybeFetchQueuedPreloads,
 * AppendBytes and the rest, each whole, as the brief names them; they nest, so they do not sum.
 */
function inclusiveByName(spans: SpanEvent[]): Record<string, number> {
  const out: Record<string, number> = {};
  const openUntil = new Map<string, number>();
  for (const e of [...spans].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (e.ts < (openUntil.get(e.name) ?? -Infinity)) continue;
    out[e.name] = (out[e.name] ?? 0) + (e.tdur ?? e.dur);
    openUntil.set(e.name, e.ts + e.dur);
  }
  return out;
}

/** index.html's own boot-fallback <style>, as built (dist/client/index.html). */
function bootFallbackStyle(): string {
  const style = /<style>\.boot-fallback\{[^<]*<\/style>/.exec(readFileSync("dist/client/index.html", "utf8"))?.[0];
  if (!style) throw new Error("no boot-fallback <style> in dist/client/index.html");
  return style;
}
