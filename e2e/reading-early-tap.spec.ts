/// <reference lib="dom" />
import { expect, type Page, type Route } from "@playwright/test";
import { appReady } from "./app-ready";
import { registerAndLogin, test } from "./fixtures/auth";
import { allArticles } from "./reading-helpers";

// Issue 19 / decisions 190, 193: the reader's buttons work as soon as they are visible. An anonymous
// reader's page loads no app JavaScript at all until they start an app-only action; a tap then
// starts the app, is held by boot.js and played back once the app has hydrated the page: not
// lost, not doubled, and nothing on the page moves when the app takes over. A signed-in member's
// page starts the app at load.
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const APP_CHUNK = /\/assets\/[^/]+\.js$/;

/** Every app chunk the page asks for (boot.js is inline), from now on. */
function appChunksRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (APP_CHUNK.test(new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
}
const EMOJI = "🤔";

test("a reaction tapped before the app has started counts once, and the takeover shifts nothing", async ({ page }) => {
  const article = (await allArticles(page)).at(-1)!;
  const count = async () => {
    const all = (await (await page.request.get(`/api/recaps/${article.id}/reactions`)).json()) as {
      reaction: string;
      count: number;
    }[];
    return all.find((c) => c.reaction === EMOJI)?.count ?? 0;
  };
  const before = await count();

  // Layout shifts over the whole visit.
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
  });

  // The app's entry is held until the test lets it through.
  const held: Route[] = [];
  await page.route(ENTRY, (route) => void held.push(route));
  const chunks = appChunksRequested(page);
  await page.goto(`/read/${article.id}`);
  // Loaded, idle, and still no app JavaScript asked for.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  expect(chunks).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-app-started");

  const thinking = page.getByRole("button", { name: /^Thinking:/ });
  await expect(thinking).toBeEnabled();
  await thinking.click();
  // Acknowledged at once, while the app is still not there; the tap started its download.
  await expect(thinking).toHaveAttribute("data-queued", "");
  await expect(page.locator("html")).not.toHaveAttribute("data-app-started");
  await expect.poll(() => held.length, { timeout: 20_000 }).toBe(1);

  for (const r of held) await r.continue();
  await appReady(page);
  await expect(thinking).toHaveAttribute("aria-pressed", "true");
  await expect(thinking).toHaveAccessibleName(new RegExp(` ${before + 1}$`));
  await expect(thinking).not.toHaveAttribute("data-queued");
  await expect.poll(count).toBe(before + 1);
  // Still once, a moment later (the tap was not played twice).
  await page.waitForTimeout(500);
  expect(await count()).toBe(before + 1);

  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.01);
  // Hydration matched the server's markup (main.tsx warns when React had to render afresh).
  expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
  // The inline boot script ran under the page's CSP (decision 240): nothing was refused.
  expect(warnings.filter((w) => /Content Security Policy/i.test(w))).toEqual([]);
});

test("an anonymous reader's page reads its sign-in hint only once the main thread is idle", async ({ page }) => {
  // Every read of the cookies (document.cookie, or cookieStore.get where the browser has it, as
  // Chromium does), and whether it started inside an idle callback (issue 42: not in a task of its
  // own right after the first paint).
  await page.addInitScript(() => {
    const w = window as unknown as { __idle: boolean; __cookieReads: string[] };
    w.__idle = false;
    w.__cookieReads = [];
    const read = (how: string) => w.__cookieReads.push(`${how}${w.__idle ? " when idle" : ""}`);
    const idle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (fn, options) =>
      idle((deadline) => {
        w.__idle = true;
        try {
          fn(deadline);
        } finally {
          w.__idle = false;
        }
      }, options);
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(Document.prototype, "cookie", {
      ...cookie,
      get() {
        read("document.cookie");
        return cookie.get!.call(this);
      },
    });
    const store = window as unknown as { CookieStore?: { prototype: { get: (...args: unknown[]) => unknown } } };
    if (store.CookieStore) {
      const get = store.CookieStore.prototype.get;
      store.CookieStore.prototype.get = function (...args: unknown[]) {
        read("cookieStore.get");
        return get.apply(this, args);
      };
    }
  });
  const chunks = appChunksRequested(page);
  const article = (await allArticles(page)).at(-1)!;
  await page.goto(`/read/${article.id}`);
  const reads = () => page.evaluate(() => (window as unknown as { __cookieReads: string[] }).__cookieReads);
  await expect.poll(async () => (await reads()).length).toBeGreaterThan(1);
  // Chromium has cookieStore: both hints (signed in, reacted to this story: decision 380) are read
  // without the synchronous document.cookie, and no localStorage.
  expect(await reads()).toEqual(["cookieStore.get when idle", "cookieStore.get when idle"]);
  // Read, and still no app for a visitor who has not signed in.
  expect(chunks).toEqual([]);
});

test("a signed-in member's page starts the app at load, with no tap", async ({ page }) => {
  await registerAndLogin(page);
  const article = (await allArticles(page)).at(-1)!;
  const chunks = appChunksRequested(page);
  await page.goto(`/read/${article.id}`);
  await appReady(page);
  expect(chunks.some((u) => ENTRY.test(new URL(u).pathname))).toBe(true);
  // The app knows who is there: the header offers their account, not the sign-in.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Account" })).toBeVisible();
});
