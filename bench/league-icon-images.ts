// The league icons alone (decision 381): the same card list with the four built-in icons as lazy
// data: SVG images (before) or as the PNGs migration 0015 stores, loaded from a URL (after), each
// load in a fresh Chromium at 4× slowdown, the two interleaved. Per load: the main thread's tasks
// after FCP (thread ms), those that built an SVG image's document, and the SVG documents built.
// No Worker needed (a busy machine cannot start one in time): a plain HTTP server on 127.0.0.1.
//   npx tsx bench/league-icon-images.ts [--runs 7] [--port 9461]
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { type KindEvent, taskKind } from "./after-fcp-kinds";
import { arg, median, round } from "./lib";
import { tracedLoad } from "./traced-load";

const runs = Number(arg("runs", "7"));
const port = Number(arg("port", "9461"));

const reference = await readFile("db/migrations/0001_reference_data.sql", "utf8");
const pngs = await readFile("db/migrations/0015_league_icon_png.sql", "utf8");
const svgOf = new Map(
  [...reference.matchAll(/VALUES \('([^']*)', '(<svg[^']*)'/g)].map((m) => [m[1]!, m[2]!] as const),
);
const pngOf = new Map(
  [...pngs.matchAll(/X'([0-9a-f]+)' WHERE league_name = '([^']*)'/g)].map(
    (m) => [m[2]!, Buffer.from(m[1]!, "hex")] as const,
  ),
);
const names = [...svgOf.keys()];

/** A community-like page: a heading, text, then one card per league with its 56 px lazy icon. */
function page(src: (name: string) => string): string {
  const cards = names
    .map(
      (n) =>
        `<li><a href="#" style="display:grid;grid-template-columns:56px 1fr;gap:8px"><img src="${src(n)}" ` +
        `alt="" width="56" height="56" loading="lazy" decoding="async"><span>${n}</span></a></li>`,
    )
    .join("");
  const text = "<p>Every league DGSN covers, with its latest stories and feeds.</p>".repeat(4);
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>icons</title></head><body><h1>DGSN Community</h1>${text}<ul>${cards}</ul></body></html>`;
}
const pages: Record<string, string> = {
  "/svg": page((n) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgOf.get(n)!)}`),
  "/png": page((n) => `/icon/${encodeURIComponent(n)}`),
};

const server = createServer((req, res) => {
  const url = decodeURIComponent(req.url ?? "");
  const html = pages[url];
  if (html) return res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
  const png = url.startsWith("/icon/") ? pngOf.get(url.slice(6)) : undefined;
  if (png) return res.writeHead(200, { "Content-Type": "image/png" }).end(png);
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

interface Load {
  afterFcp: number;
  svgDocumentTasks: number;
  largest: number;
  svgDocuments: number;
}

/** One load, traced until load + 2 s; its tasks after FCP. */
async function tracedIcons(path: string): Promise<Load | undefined> {
  const traceEvents = await tracedLoad(`http://127.0.0.1:${port}${path}`, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "loading", "toplevel"],
    settle: 2000,
  });
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return undefined;
  const onMain = traceEvents
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const load: Load = { afterFcp: 0, svgDocumentTasks: 0, largest: 0, svgDocuments: 0 };
  load.svgDocuments = onMain.filter((e) => e.name.endsWith("IsolatedSVGDocumentHost::createFrame")).length;
  for (const task of onMain.filter((e) => e.name === "RunTask" && e.ts >= fcp.ts)) {
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const ms = (task.tdur ?? 0) / 1000;
    load.afterFcp += ms;
    load.largest = Math.max(load.largest, ms);
    if (taskKind(inside as KindEvent[]) === "SVG image's document") load.svgDocumentTasks += ms;
  }
  return load;
}

const loads: Record<string, Load[]> = { "/svg": [], "/png": [] };
try {
  for (let run = 1; run <= runs; run++)
    for (const path of Object.keys(loads)) {
      const load = await tracedIcons(path);
      if (!load) continue;
      loads[path]!.push(load);
      console.log(`run ${run} ${path}: ${JSON.stringify(load, (_k, v) => (typeof v === "number" ? round(v) : v))}`);
    }
} finally {
  server.close();
}
console.log("\nThread ms at 4× CPU slowdown (trace tdur), median over loads");
console.log("| page | loads | after FCP | SVG image's document tasks | largest task after FCP | SVG documents built |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [path, ls] of Object.entries(loads)) {
  const m = (f: (l: Load) => number) => round(median(ls.map(f)));
  console.log(
    `| ${path} | ${ls.length} | ${m((l) => l.afterFcp)} | ${m((l) => l.svgDocumentTasks)} | ${m((l) => l.largest)} | ${m((l) => l.svgDocuments)} |`,
  );
}
