// One page load "as a phone", traced: the load every trace bench reads (bench/after-fcp-*.ts,
// main-thread, font-variants, first-task, end-of-parse, league-icon-images, style-counts). A fresh Debian Chromium
// each load (no cache, no service worker left from the one before), 412 × 823 and 4× CPU, as
// Lighthouse's mobile run slows it.
import { chromium, type Page } from "@playwright/test";
import type { TraceEvent } from "./trace-parts";

const chromePath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";

export interface TracedLoadOptions {
  categories: readonly string[];
  /** Traced until this many ms after load, or until DOMContentLoaded (nothing after it). */
  settle: number | "domcontentloaded";
  /** Service workers blocked (an anonymous first visit, none registered from the load). */
  blockServiceWorkers?: boolean;
  /**
   * The page's own HTML changed on its way in (a Playwright route, the body fulfilled whole). The
   * CSP header goes with it unless `keepCsp`: an edited inline script would no longer match its hash.
   */
  rewrite?: { html: (html: string) => string; keepCsp?: boolean };
  /** Done after the wait with the trace still running (it is in the trace). */
  whileTraced?: (page: Page) => Promise<void>;
  /** Done after the trace, before the browser closes (a count whose own work must stay out of it). */
  afterTrace?: (page: Page) => Promise<void>;
  /** A failed navigation (a load past 30 s on a busy machine) is given here and the load is undefined. */
  onLoadError?: (err: Error) => void;
}

/** The trace's events of one load of `url`. */
export async function tracedLoad(
  url: string,
  options: TracedLoadOptions & { onLoadError: (err: Error) => void },
): Promise<TraceEvent[] | undefined>;
export async function tracedLoad(url: string, options: TracedLoadOptions): Promise<TraceEvent[]>;
export async function tracedLoad(url: string, options: TracedLoadOptions): Promise<TraceEvent[] | undefined> {
  const { categories, settle, blockServiceWorkers, rewrite, whileTraced, afterTrace, onLoadError } = options;
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      ...(blockServiceWorkers ? { serviceWorkers: "block" as const } : {}),
    });
    const page = await context.newPage();
    if (rewrite)
      await page.route(url, async (route) => {
        const res = await route.fetch();
        const headers = { ...res.headers() };
        // Playwright sets the changed body's own length.
        delete headers["content-length"];
        if (!rewrite.keepCsp) delete headers["content-security-policy"];
        await route.fulfill({ status: res.status(), headers, body: rewrite.html(await res.text()) });
      });
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { categories: [...categories] });
    try {
      await page.goto(url, { waitUntil: settle === "domcontentloaded" ? "domcontentloaded" : "load" });
    } catch (err) {
      if (!onLoadError) throw err;
      onLoadError(err as Error);
      return undefined;
    }
    if (settle !== "domcontentloaded") await page.waitForTimeout(settle);
    await whileTraced?.(page);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await afterTrace?.(page);
    return traceEvents;
  } finally {
    await browser.close();
  }
}
