// What the main thread does while the four server-rendered pages (/, /read/:id, /community and
// /league/:id) start: Debian Chromium at 4× CPU slowdown (as Lighthouse's mobile profile assumes),
// one trace per page, every task over 30 ms with what it was made of, and how much of layout went to
// looking up fonts. The evidence behind the TBT figures in bench/README.md.
//   npm run bench:main-thread [-- --port 8874]
import { chromium } from "@playwright/test";
import { arg, round, startSite } from "./lib";

const port = Number(arg("port", "8874"));
const chromePath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
const site = await startSite({ port, stateDir: ".wrangler/bench-main-thread" });

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string } };
}

/** Trace-event names worth naming inside a task (the rest is folded into "other"). */
const PARTS: Record<string, string> = {
  "v8.evaluateModule": "evaluate JS modules",
  FunctionCall: "run JS",
  ParseHTML: "parse HTML",
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  MajorGC: "GC",
  MinorGC: "GC",
};
const FONT_LOOKUP = ["FontCache::GetFontPlatformData", "FontCache::FallbackFontForCharacter"];

try {
  const { recaps } = (await (await fetch(`${site.url}/api/recaps?limit=50`)).json()) as {
    recaps: { id: number; leagueName: string | null }[];
  };
  const league = recaps.find((r) => r.leagueName)!.leagueName!;
  for (const path of ["/", `/read/${recaps[0]!.id}`, "/community", `/league/${encodeURIComponent(league)}`]) {
    const browser = await chromium.launch({ executablePath: chromePath });
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "v8",
        "blink",
        "fonts",
        "disabled-by-default-fonts",
      ],
    });
    await page.goto(`${site.url}${path}`, { waitUntil: "load" });
    // The app starts after load (decision 090) and hydrates in slices: wait until it has taken over
    // (main.tsx marks <html> once it has, decision 190).
    await page.locator("html[data-app-started]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForTimeout(2_000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await browser.close();

    // The renderer's main thread: the one that parsed and ran the most.
    const counts = new Map<number, number>();
    for (const e of traceEvents)
      if (e.name === "ParseHTML" || e.name === "FunctionCall") counts.set(e.tid, (counts.get(e.tid) ?? 0) + 1);
    const mainTid = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const onMain = traceEvents.filter((e) => e.tid === mainTid && e.ph === "X" && e.dur !== undefined);
    const t0 = Math.min(...onMain.map((e) => e.ts));
    const tasks = onMain.filter((e) => e.name === "RunTask" && e.dur! > 30_000);
    console.log(`\n${path}: main-thread tasks over 30 ms (4× CPU slowdown), and what they were made of`);
    let blocking = 0;
    const totals: Record<string, number> = {};
    for (const task of tasks) {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
      const parts: Record<string, number> = {};
      for (const e of inside) {
        const part = PARTS[e.name];
        if (part) parts[part] = (parts[part] ?? 0) + e.dur!;
      }
      const fonts = inside.filter((e) => FONT_LOOKUP.includes(e.name)).reduce((s, e) => s + e.dur!, 0);
      const ms = task.dur! / 1000;
      blocking += Math.max(0, ms - 50);
      for (const [k, v] of Object.entries(parts)) totals[k] = (totals[k] ?? 0) + v;
      totals["font lookups (in layout)"] = (totals["font lookups (in layout)"] ?? 0) + fonts;
      const made = Object.entries(parts)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${round(v / 1000, 0)}`)
        .join(", ");
      console.log(
        `  at ${round((task.ts - t0) / 1000, 0)} ms: ${round(ms, 0)} ms — ${made || "browser work"}${fonts > 0 ? ` (font lookups ${round(fonts / 1000, 0)})` : ""}`,
      );
    }
    console.log(`  sum of (task − 50 ms) over these tasks: ${round(blocking, 0)} ms`);
    const summary = Object.entries(totals)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${round(v / 1000, 0)} ms`)
      .join(", ");
    console.log(`  in those tasks: ${summary}`);
  }
} finally {
  await site.stop();
}
