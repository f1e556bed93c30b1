import { expect, type Page } from "@playwright/test";
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
