import { readFile, writeFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { startApp } from "./app-ready";

// The service worker is blocked in e2e (playwright.config.ts) unless a describe allows it with
// `test.use({ serviceWorkers: "allow" })`; this puts a page under its control as a returning visitor is.

/** The browser globals this touches (e2e is type-checked without the DOM library). */
interface Win {
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
}

/** Loads `path` and waits until the service worker controls the page (it claims it from the next load). */
export async function underServiceWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => (globalThis as unknown as Win).navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as Win).navigator.serviceWorker.controller !== null))
    .toBe(true);
  // The app listens for a waiting worker from when it starts (an anonymous reader's, on their first
  // app-only action: decision 193; boot.js registered the worker on idle before that).
  await startApp(page);
}

/**
 * The next deploy, for as long as `run` takes: the build's service worker script changes (by one
 * comment, written into the build the server is serving, and put back afterwards). Playwright cannot
 * route a service worker's own update check, so the change has to be real.
 *
 * Waits until the server gives the new script to the browser's update check, which is a conditional
 * request (`If-None-Match` with the script's last ETag): for a moment after the file changes the local
 * server already sends the new body to a plain GET but still answers the old ETag with 304, and an
 * update check then finds nothing new (a missed update prompt, seen once in 16 runs).
 */
export async function withNextServiceWorker(page: Page, marker: string, run: () => Promise<void>): Promise<void> {
  const swFile = "dist/client/sw.js";
  const original = await readFile(swFile, "utf8");
  const etag = (await page.request.get("/sw.js")).headers().etag ?? "";
  try {
    await writeFile(swFile, `${original}\n// ${marker}\n`);
    // A change in the assets directory makes each of the e2e's three `wrangler dev` servers (all
    // watching this dist/client) rebuild its Worker and restart its runtime before it serves the new
    // file: on a loaded machine that took longer than the config's 7 s for expect.poll (both update tests
    // failed so beside the OCR bench, the server still sending the old ETag, 2026-11-30),
    // so the wait is sized for three rebuilds, not for one file read, and the test's time with it.
    test.info().setTimeout(test.info().timeout + 30_000);
    await expect
      .poll(
        async () => {
          const res = await page.request.get("/sw.js", { headers: { "If-None-Match": etag } });
          return res.status() === 200 && (await res.text()).includes(`// ${marker}`);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await run();
  } finally {
    await writeFile(swFile, original);
  }
}
