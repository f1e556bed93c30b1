// Every main-thread task that begins after the first contentful paint on the four reading pages and
// on the static page, named by kind (bench/after-fcp-kinds.ts), at 4× CPU slowdown (issue 42,
// fifteenth session). Lighthouse counts an observed task's time over 12.5 ms (×4 in its
// simulation, over 50 ms); here the thread's own time at 4× is read, so a task over 50 ms thread
// time is one Lighthouse would count. Pages are loaded one after the other in each run (a fresh
// browser each time, service workers allowed as in Lighthouse), so a busy machine's phases fall on
// every page alike. Per page and kind: the median over loads of that kind's thread ms after FCP, and
// in how many loads one task of that kind was over 50 ms; then the median own time by part.
//   npx tsx bench/after-fcp-tasks.ts [--port 9470] [--inspector-port N] [--runs 7] [--skip-build]
//     [--settle 3000] [--pages /,/read,/community,/league] (the static page is always loaded)
import { type KindEvent, taskKind } from "./after-fcp-kinds";
import { requireEmojiFont } from "./emoji-font";
import { arg, median, round, startSite } from "./lib";
import { requireStaticPage, STATIC_PATH, writeStaticPage } from "./static-page";
import { isDocumentAt, ownTimeByPart, type SpanEvent } from "./trace-parts";
import { tracedLoad } from "./traced-load";

requireEmojiFont();
const port = Number(arg("port", "9470"));
const runs = Number(arg("runs", "7"));
const settleMs = Number(arg("settle", "3000"));
const stateDir = ".wrangler/bench-after-fcp";
const inspectorPort = process.argv.includes("--inspector-port") ? Number(arg("inspector-port", "0")) : undefined;
const pages = arg("pages", "/,/read,/community,/league").split(",");
/** A task Lighthouse would count: 12.5 ms observed, ×4. */
const COUNTED_MS = 50;

let site = await startSite({ port, stateDir, inspectorPort, skipBuild: process.argv.includes("--skip-build") });
const { recaps, article } = await writeStaticPage(site.url);
await site.stop();
site = await startSite({ port, stateDir, inspectorPort, skipBuild: true });
await requireStaticPage(site);

interface Load {
  /** Thread ms by kind, summed over the load's tasks after FCP. */
  byKind: Record<string, number>;
  /** The largest task's thread ms, by kind. */
  largest: Record<string, number>;
  /** Own thread ms by part over the same tasks. */
  parts: Record<string, number>;
}
const loads: Record<string, Load[]> = {};

try {
  const league = recaps.find((r) => r.leagueName)?.leagueName ?? "other";
  // The reader is measured on the static page's article, the league page on the first listed league.
  const pathOf: Record<string, string> = {
    "/": "/",
    "/read": `/read/${article.id}`,
    "/community": "/community",
    "/league": `/league/${encodeURIComponent(league)}`,
  };
  const paths = [STATIC_PATH, ...pages.map((p) => pathOf[p] ?? p)];
  for (let run = 1; run <= runs; run++) {
    for (const path of paths) {
      const load = await tracedTasks(path);
      if (!load) {
        console.log(`run ${run} ${path}: no page parse or no FCP in the trace (skipped)`);
        continue;
      }
      loads[path] = [...(loads[path] ?? []), load];
      const big = Object.entries(load.largest).filter(([, ms]) => ms > COUNTED_MS);
      console.log(
        `run ${run} ${path}: after FCP ${round(sum(Object.values(load.byKind)), 0)} ms thread; over ${COUNTED_MS}: ${big.map(([k, ms]) => `${k} ${round(ms, 0)}`).join(", ") || "none"}`,
      );
    }
    // After every run: a run cut short (a busy machine) still leaves the tables of the runs done.
    printTables(paths, run);
  }
} finally {
  await site.stop();
}

/** Per page and kind, then per part: medians over the loads so far. */
function printTables(paths: string[], run: number) {
  const kinds = [...new Set(paths.flatMap((p) => (loads[p] ?? []).flatMap((l) => Object.keys(l.byKind))))];
  const med = (p: string, pick: (l: Load) => number) => median((loads[p] ?? []).map(pick));
  kinds.sort(
    (a, b) =>
      sum(paths.map((p) => med(p, (l) => l.byKind[b] ?? 0))) - sum(paths.map((p) => med(p, (l) => l.byKind[a] ?? 0))),
  );
  console.log(
    `\nTasks begun after FCP, thread ms at 4× (median over loads; after run ${run}; loads: ${paths.map((p) => loads[p]?.length ?? 0).join(", ")}), and [loads with one such task over ${COUNTED_MS} ms]`,
  );
  console.log(`| kind | ${paths.join(" | ")} |`);
  console.log(`| --- | ${paths.map(() => "---").join(" | ")} |`);
  const cell = (p: string, k: string) =>
    `${round(
      med(p, (l) => l.byKind[k] ?? 0),
      1,
    )} [${(loads[p] ?? []).filter((l) => (l.largest[k] ?? 0) > COUNTED_MS).length}]`;
  for (const k of kinds) console.log(`| ${k} | ${paths.map((p) => cell(p, k)).join(" | ")} |`);
  console.log(
    `| **all** | ${paths
      .map((p) =>
        round(
          med(p, (l) => sum(Object.values(l.byKind))),
          1,
        ),
      )
      .join(" | ")} |`,
  );
  const parts = [...new Set(paths.flatMap((p) => (loads[p] ?? []).flatMap((l) => Object.keys(l.parts))))]
    .filter((n) => paths.some((p) => med(p, (l) => l.parts[n] ?? 0) >= 1))
    .sort((a, b) => med(paths[1]!, (l) => l.parts[b] ?? 0) - med(paths[1]!, (l) => l.parts[a] ?? 0));
  console.log(`\nThe same tasks' own time by part (thread ms at 4×, median over loads; parts under 1 ms left out)`);
  console.log(`| part | ${paths.join(" | ")} |`);
  console.log(`| --- | ${paths.map(() => "---").join(" | ")} |`);
  for (const n of parts)
    console.log(
      `| ${n} | ${paths
        .map((p) =>
          round(
            med(p, (l) => l.parts[n] ?? 0),
            1,
          ),
        )
        .join(" | ")} |`,
    );
}

function sum(xs: number[]): number {
  return xs.reduce((s, x) => s + x, 0);
}

/** One load, traced until `settleMs` after load; its tasks after FCP. */
async function tracedTasks(path: string): Promise<Load | undefined> {
  const traceEvents = await tracedLoad(`${site.url}${path}`, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "blink",
      "loading",
      "toplevel",
      "mojom",
      "renderer.scheduler",
    ],
    settle: settleMs,
  });
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && isDocumentAt(e.args?.beginData?.url, path));
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint" && e.pid === parse?.pid);
  if (!parse || !fcp) return undefined;
  const onMain = traceEvents
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const load: Load = { byKind: {}, largest: {}, parts: {} };
  for (const task of onMain.filter((e) => e.name === "RunTask" && e.ts >= fcp.ts)) {
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const kind = taskKind(inside as KindEvent[]);
    const ms = (task.tdur ?? 0) / 1000;
    load.byKind[kind] = (load.byKind[kind] ?? 0) + ms;
    load.largest[kind] = Math.max(load.largest[kind] ?? 0, ms);
    for (const [part, us] of Object.entries(ownTimeByPart(inside as SpanEvent[], "thread")))
      load.parts[part] = (load.parts[part] ?? 0) + us / 1000;
  }
  return load;
}
