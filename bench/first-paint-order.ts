// Where each reading page's parsing and layouts fall against its first contentful paint: as served
// (the head's rel=expect names #root, released at its start tag: decision 349) and held, the link
// naming the state's script right after #root (decision 361: measured, not adopted). Lighthouse counts
// a long task only from the first contentful paint on. Counts and order, not durations, are what to
// read here: they hold on a busy machine, where times do not.
//   npx tsx bench/first-paint-order.ts [--port 9345] [--runs 3]
// Each load: a fresh context at 412 × 823, 4× CPU slowdown (DevTools), traced.
import { chromium, type Page } from "@playwright/test";
import { arg, median, startSite } from "./lib";
import type { TraceEvent } from "./trace-parts";

const port = Number(arg("port", "9345"));
const runs = Number(arg("runs", "3"));
const chromePath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
const PAGES = ["/", "/read/1", "/community", "/league/NFL"];
/** The page as served, and the same HTML with the paint held until #root has been parsed. */
const VARIANTS: Record<string, (html: string) => string> = {
  "as served": (html) => html,
  "held to the state's script": (html) => html.replace('rel="expect" href="#root"', 'rel="expect" href="#dgsn-state"'),
};

interface Load {
  /** Parser slices (ParseHTML) begun after the first contentful paint. */
  parsesAfter: number;
  /** Layout objects of the largest layout before the first contentful paint. */
  objectsBefore: number;
  /** Layouts begun after it and the thread time they took (ms, at 4×). */
  layoutsAfter: number;
  layoutMsAfter: number;
}

async function load(page: Page, url: string): Promise<Load> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ["devtools.timeline", "loading"] });
  await page.goto(url, { waitUntil: "load" });
  // A held page can be painted after its load event at 4×.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  // The lazy images and boot.js's idle work come after the load.
  await page.waitForTimeout(500);
  const events = (JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[]).filter(
    (e) => e.ts > 0,
  );
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error(`no first contentful paint traced for ${url}`);
  const main = events.filter((e) => e.tid === fcp.tid && e.ph === "X");
  const parses = main.filter((e) => e.name === "ParseHTML");
  const layouts = main.filter((e) => e.name === "Layout");
  const after = layouts.filter((e) => e.ts >= fcp.ts);
  return {
    parsesAfter: parses.filter((e) => e.ts >= fcp.ts).length,
    objectsBefore: Math.max(
      0,
      ...layouts.filter((e) => e.ts < fcp.ts).map((e) => e.args?.beginData?.totalObjects ?? 0),
    ),
    layoutsAfter: after.length,
    layoutMsAfter: after.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0),
  };
}

const site = await startSite({ port, stateDir: ".wrangler/bench-pages", skipBuild: true });
const browser = await chromium.launch({ executablePath: chromePath });
console.log(`Chromium ${browser.version()}; ${runs} loads per page and variant, interleaved; medians`);
console.log(
  "| page | variant | objects in the largest layout before FCP | parser slices after FCP | layouts after FCP | their thread time (4×) |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
try {
  for (const path of PAGES) {
    const loads: Record<string, Load[]> = {};
    for (let run = 0; run < runs; run++) {
      for (const [variant, rewrite] of Object.entries(VARIANTS)) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await page.route(`${site.url}${path}`, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: rewrite(await response.text()) });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        const measured = await load(page, `${site.url}${path}`);
        loads[variant] = [...(loads[variant] ?? []), measured];
        await context.close();
      }
    }
    for (const [variant, all] of Object.entries(loads)) {
      const m = (key: keyof Load) => median(all.map((l) => l[key]));
      console.log(
        `| ${path} | ${variant} | ${m("objectsBefore")} | ${m("parsesAfter")} | ${m("layoutsAfter")} | ${Math.round(m("layoutMsAfter"))} ms |`,
      );
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
