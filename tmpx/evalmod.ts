import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium" });
for (const path of ["/", "/read/1"]) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "blink", "loading", "ipc", "mojom", "toplevel"] });
  await page.goto(`${process.argv[2]}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(1500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: any[] };
  await context.close();
  const evals = traceEvents.filter((e) => e.name === "v8.evaluateModule" && e.ph === "X");
  for (const ev of evals) {
    console.log(path, "evaluateModule", (ev.dur / 1000).toFixed(1), "ms", JSON.stringify(ev.args).slice(0, 120));
    const inside = traceEvents.filter((e) => e.pid === ev.pid && e.tid === ev.tid && e.ph === "X" && e.ts >= ev.ts && e.ts + (e.dur ?? 0) <= ev.ts + ev.dur && e !== ev && e.dur > 500);
    const agg: Record<string, number> = {};
    for (const e of inside) agg[e.name] = (agg[e.name] ?? 0) + e.dur / 1000;
    console.log("   ", Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(" | "));
  }
}
await browser.close();
