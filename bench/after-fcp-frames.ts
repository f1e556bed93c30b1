// Each rendering frame (`ProxyMain::BeginMainFrame`) that begins after the first contentful paint on
// the reading pages and on the static page, and what it did (issue 42, sixteenth session): its thread
// ms at 4×, the elements its style recalc visited, the layout objects it laid out (of how many), its
// paints, the HTML parsed in the task, the content-visibility and image events since the frame
// before, and the invalidations that dirtied it
// (the `invalidationTracking` category: which node, for what reason). bench/after-fcp-tasks.ts says a
// frame is the largest kind after FCP; this says what is in it.
//   npx tsx bench/after-fcp-frames.ts [--port 9470] [--inspector-port N] [--runs 3] [--skip-build]
//     [--settle 3000] [--pages /,/read,/league] [--out DIR (the traces, one per load)]
import { writeFileSync } from "node:fs";
import { requireEmojiFont } from "./emoji-font";
import { arg, round, startSite } from "./lib";
import { requireStaticPage, STATIC_PATH, writeStaticPage } from "./static-page";
import { isDocumentAt, type TraceEvent } from "./trace-parts";
import { tracedLoad } from "./traced-load";

requireEmojiFont();
const port = Number(arg("port", "9470"));
const runs = Number(arg("runs", "3"));
const settleMs = Number(arg("settle", "3000"));
const out = process.argv.includes("--out") ? arg("out", "") : undefined;
const stateDir = ".wrangler/bench-after-fcp";
const inspectorPort = process.argv.includes("--inspector-port") ? Number(arg("inspector-port", "0")) : undefined;
const pages = arg("pages", "/,/read,/league").split(",");

/** A trace event as bench/trace-parts.ts reads them, with each event's own fields (a layout's object counts, an
 * invalidation's node and reason) left open. */
type Ev = Omit<TraceEvent, "args"> & { args?: any };

let site = await startSite({ port, stateDir, inspectorPort, skipBuild: process.argv.includes("--skip-build") });
const { recaps, article } = await writeStaticPage(site.url);
await site.stop();
site = await startSite({ port, stateDir, inspectorPort, skipBuild: true });
await requireStaticPage(site);

try {
  const league = recaps.find((r) => r.leagueName)?.leagueName ?? "other";
  const pathOf: Record<string, string> = {
    "/": "/",
    "/read": `/read/${article.id}`,
    "/community": "/community",
    "/league": `/league/${encodeURIComponent(league)}`,
  };
  const paths = [STATIC_PATH, ...pages.map((p) => pathOf[p] ?? p)];
  for (let run = 1; run <= runs; run++)
    for (const path of paths) {
      const events = await tracedPage(path);
      if (out) writeFileSync(`${out}/run${run}-${path.replace(/\W+/g, "_")}.json`, JSON.stringify(events));
      console.log(`\nrun ${run} ${path}`);
      for (const line of describeFrames(events, path) ?? ["no page parse or no FCP in the trace"]) console.log(line);
    }
} finally {
  await site.stop();
}

/** One load, traced until `settleMs` after load. */
function tracedPage(path: string): Promise<Ev[]> {
  return tracedLoad(`${site.url}${path}`, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "disabled-by-default-devtools.timeline.invalidationTracking",
      "blink",
      "loading",
      "toplevel",
    ],
    settle: settleMs,
  });
}

/** One line per top-level task after FCP that holds a frame's lifecycle or parses HTML. */
function describeFrames(events: Ev[], path: string): string[] | undefined {
  const parse = events.find((e) => e.name === "ParseHTML" && isDocumentAt(e.args?.beginData?.url, path));
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse?.pid);
  if (!parse || !fcp) return undefined;
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid).sort((a, b) => a.ts - b.ts);
  const spans = main.filter((e) => e.ph === "X" && e.dur !== undefined);
  const tasks = spans.filter((e) => e.name === "RunTask" && e.ts >= fcp.ts);
  const within = (t: Ev) => main.filter((e) => e.ts >= t.ts && e.ts <= t.ts + t.dur!);
  const lines: string[] = [];
  let last = fcp.ts;
  for (const task of tasks) {
    const inside = within(task);
    const styles = inside.filter((e) => e.name === "UpdateLayoutTree");
    const layouts = inside.filter((e) => e.name === "Layout");
    const parses = inside.filter((e) => e.name === "ParseHTML");
    const poster = inside.find((e) => e.name === "ThreadControllerImpl::RunTask")?.args?.src_func ?? "?";
    if (styles.length === 0 && layouts.length === 0 && parses.length === 0) continue;
    const between = main.filter((e) => e.ts >= last && e.ts < task.ts + task.dur!);
    last = task.ts + task.dur!;
    const count = (xs: Ev[], key: (e: Ev) => string) => {
      const m = new Map<string, number>();
      for (const e of xs) m.set(key(e), (m.get(key(e)) ?? 0) + 1);
      return [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, n]) => `${k}×${n}`)
        .join(" ");
    };
    const inv = between.filter((e) => e.name.endsWith("InvalidationTracking"));
    const lockChanges = between.filter((e) => /DisplayLock|contentvisibility/i.test(e.name));
    const images = between.filter((e) => e.name === "ImageResourceContent::updateImage" || e.name === "Decode Image");
    const ms = (e: Ev) => round((e.tdur ?? 0) / 1000, 1);
    lines.push(
      `  +${round((task.ts - fcp.ts) / 1000, 0)} ms ${poster} ${ms(task)} ms thread` +
        (parses.length
          ? ` | parse lines ${parses.map((p) => `${p.args?.beginData?.startLine}-${p.args?.endData?.endLine}`).join(",")} (${round(parses.reduce((s, p) => s + (p.tdur ?? 0), 0) / 1000, 1)} ms)`
          : "") +
        (styles.length
          ? ` | style ${styles.map((s) => `${s.args?.elementCount ?? "?"}el ${ms(s)}ms`).join(", ")}`
          : "") +
        (layouts.length
          ? ` | layout ${layouts.map((l) => `${l.args?.beginData?.dirtyObjects}/${l.args?.beginData?.totalObjects}${l.args?.beginData?.partialLayout ? "p" : ""} ${ms(l)}ms`).join(", ")}`
          : "") +
        ` | paints ${inside.filter((e) => e.name === "Paint").length}, paint ${round(
          inside
            .filter((e) => ["Paint", "PrePaint", "Layerize", "Commit", "UpdateLayer"].includes(e.name))
            .reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000,
          1,
        )} ms` +
        (images.length ? ` | images ${images.length}` : "") +
        (lockChanges.length ? ` | cv ${count(lockChanges, (e) => e.name)}` : "") +
        (inv.length
          ? `\n      invalidations ${count(inv, (e) => `${e.name.replace("InvalidationTracking", "")}:${e.args?.data?.nodeName ?? "?"}:${e.args?.data?.reason ?? e.args?.data?.invalidationList?.[0]?.classes ?? "?"}`)}`
          : ""),
    );
  }
  return lines;
}
