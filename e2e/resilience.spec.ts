import { type BrowserContext, expect, type Locator, type Page, type Route, test } from "@playwright/test";
import { startApp } from "./app-ready";
import { withoutServerRender } from "./reading-helpers";
import { underServiceWorker, withNextServiceWorker } from "./service-worker";

// Resilience in the browser (spec §4, §9): error boundaries, the one-time chunk reload, the loading
// fallback, the service worker (offline shell and articles, update prompt) and toasts.

/** The browser globals these tests touch (e2e is type-checked without the DOM library). */
interface Win {
  __e2eFail?: string | null;
  navigator: {
    serviceWorker: {
      getRegistration(): Promise<{ update(): Promise<unknown>; waiting: unknown } | undefined>;
    };
  };
  caches: { keys(): Promise<string[]>; open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }> };
}

const CHUNK = /\/assets\/CommunityPage-[\w-]+\.js(\?.*)?$/;
const crashHeading = (page: Page) => page.getByRole("heading", { name: "Something went wrong" });

/** Counts full page loads (initial navigation and every reload) of the main frame. */
function countPageLoads(page: Page) {
  let loads = 0;
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/**
 * Serves the real Community page wrapped so that it throws while `window.__e2eFail` is set: a
 * stand-in for a page that meets data it cannot render ("render") or a fetch that dies ("network").
 * The real chunk is loaded under `?e2e-real`, so after recovery the real page renders.
 */
async function makeCommunityPageThrowable(page: Page) {
  await page.route(CHUNK, async (route) => {
    const url = new URL(route.request().url());
    if (url.search === "?e2e-real") return route.continue();
    await route.fulfill({
      contentType: "text/javascript",
      body: `import Real from "${url.pathname}?e2e-real";
export default function CommunityPage(props) {
  if (window.__e2eFail === "network") throw new TypeError("Failed to fetch");
  if (window.__e2eFail === "render") throw new TypeError("Cannot read properties of undefined (reading 'leagueName')");
  return Real(props);
}`,
    });
  });
}

/**
 * A paused fake clock (timers run only when the test advances it), so every 2 s / 5 s / 10 s step is
 * checked exactly, without waiting in real time.
 */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date("2026-01-01T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-01T12:00:01Z"));
}

/**
 * Advances the paused clock in small steps until `locator` shows (React reveals loaded content on a
 * timer). Generous real-time limit: a reload on a loaded 2-core machine can take seconds.
 */
async function advanceUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(locator).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 20_000 });
}

const setFailure = (page: Page, kind: "render" | "network" | null) =>
  page.evaluate((k) => {
    (globalThis as unknown as Win).__e2eFail = k;
  }, kind);

// The service worker is blocked (playwright.config.ts) unless a describe allows it, so page.route()
// sees every request here.
test.describe("recovery", () => {
  test.describe.configure({ timeout: 60_000 });
  // The Worker renders /community on the server (decision 090); these tests are about the app
  // rendering a route itself, so they get the plain app.
  test.beforeEach(({ page }) => withoutServerRender(page, "/community"));

  test("a route that throws shows the crash screen, and Try Again renders it again", async ({ page }) => {
    await makeCommunityPageThrowable(page);
    await page.addInitScript(() => {
      (globalThis as unknown as Win).__e2eFail = "render";
    });
    await page.goto("/community");
    await expect(crashHeading(page)).toBeVisible();
    await expect(crashHeading(page)).toBeFocused();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
    // The shell survives a page crash: only the route is replaced.
    await expect(page.getByRole("contentinfo")).toContainText("Not affiliated with EA Sports or NFL.");

    // Still broken: Try Again shows the crash screen again (no loop, no blank page).
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(crashHeading(page)).toBeVisible();

    await setFailure(page, null);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "DGSN Community", level: 1 })).toBeVisible();
    await expect(crashHeading(page)).toHaveCount(0);
  });

  test("a transient failure is retried after 2 s, 4 s and 6 s, then the crash screen", async ({ page }) => {
    await pauseClock(page);
    await makeCommunityPageThrowable(page);
    await page.addInitScript(() => {
      (globalThis as unknown as Win).__e2eFail = "network";
    });
    const loads = countPageLoads(page);
    await page.goto("/community");
    const status = page.getByRole("status").filter({ hasText: "Connection problem" });
    await advanceUntilVisible(page, status);
    await expect(status).toHaveText("Connection problem. Retrying in 2 s (attempt 1 of 3)…");
    await page.clock.runFor(2000);
    await expect(status).toHaveText("Connection problem. Retrying in 4 s (attempt 2 of 3)…");
    await page.clock.runFor(4000);
    await expect(status).toHaveText("Connection problem. Retrying in 6 s (attempt 3 of 3)…");
    await expect(crashHeading(page)).toHaveCount(0);
    await page.clock.runFor(6000);
    await expect(crashHeading(page)).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(crashHeading(page)).toBeVisible();
    expect(loads()).toBe(1);
  });

  test("a transient failure that clears up recovers by itself", async ({ page }) => {
    await pauseClock(page);
    await makeCommunityPageThrowable(page);
    await page.addInitScript(() => {
      (globalThis as unknown as Win).__e2eFail = "network";
    });
    await page.goto("/community");
    await advanceUntilVisible(page, page.getByText("Retrying in 2 s (attempt 1 of 3)"));
    await setFailure(page, null);
    await page.clock.runFor(1900);
    await expect(page.getByText("Retrying in 2 s (attempt 1 of 3)")).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByRole("heading", { name: "DGSN Community", level: 1 })).toBeVisible();
    await expect(crashHeading(page)).toHaveCount(0);
  });

  test("a blocked chunk reloads the page exactly once after 2 s, then shows the crash screen", async ({ page }) => {
    await pauseClock(page);
    const loads = countPageLoads(page);
    let chunkRequests = 0;
    await page.route(CHUNK, (route) => {
      chunkRequests += 1;
      return route.abort("failed");
    });

    await page.goto("/community");
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
    await page.clock.runFor(1900);
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
    expect(loads()).toBe(1);
    await page.clock.runFor(100);
    await expect.poll(loads).toBe(2);
    await page.waitForLoadState();
    await advanceUntilVisible(page, crashHeading(page));
    expect(chunkRequests).toBe(2);

    // Nothing reloads by itself any more for the whole guard window (5 minutes).
    await page.clock.runFor(4 * 60_000);
    await expect(crashHeading(page)).toBeVisible();
    expect(loads()).toBe(2);

    // A reader's Refresh Page is one reload, and does not restart automatic reloading.
    await page.getByRole("button", { name: "Refresh Page" }).click();
    await expect.poll(loads).toBe(3);
    await page.waitForLoadState();
    await advanceUntilVisible(page, crashHeading(page));
    await page.clock.runFor(60_000);
    await expect(crashHeading(page)).toBeVisible();
    expect(loads()).toBe(3);
    expect(chunkRequests).toBe(3);

    // Once the chunk can be fetched again, Try Again loads it without a reload.
    await page.unroute(CHUNK);
    await page.getByRole("button", { name: "Try Again" }).click();
    await advanceUntilVisible(page, page.getByRole("heading", { name: "DGSN Community", level: 1 }));
    expect(loads()).toBe(3);
  });

  test("a chunk that hangs turns the fallback into 'Taking longer than expected' after 10 s", async ({ page }) => {
    await pauseClock(page);
    const loads = countPageLoads(page);
    const held: Route[] = [];
    await page.route(CHUNK, (route) => void held.push(route)); // answered only when the test says so
    await page.goto("/community");
    await expect(page.getByText("Loading…")).toBeVisible();
    await page.clock.runFor(9_900);
    await expect(page.getByText("Taking longer than expected")).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByText("Taking longer than expected")).toBeVisible();
    expect(loads()).toBe(1);

    await page.getByRole("button", { name: "Reload page" }).click();
    await expect.poll(loads).toBe(2);
    await expect.poll(() => held.length).toBe(2);
    await held[1]!.continue();
    await advanceUntilVisible(page, page.getByRole("heading", { name: "DGSN Community", level: 1 }));
    expect(loads()).toBe(2);
  });
});

test.describe("toasts and the offline banner", () => {
  const goOfflineAndBack = async (page: Page, context: BrowserContext) => {
    await context.setOffline(true);
    await expect(page.getByText("You're offline.")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText("You're offline.")).toHaveCount(0);
  };

  test("a toast appears, is announced politely and goes away after 5 s", async ({ page, context }) => {
    await pauseClock(page);
    await page.goto("/");
    // An anonymous reader's app starts on their first app-only action (decision 193), here focus on
    // a button; it then loads in timer-separated steps, which the paused clock holds back.
    await page.locator("#root button:not([type=submit]):visible").first().focus();
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(page.locator("html")).toHaveAttribute("data-app-started", "", { timeout: 100 });
    }).toPass({ timeout: 20_000 });
    await goOfflineAndBack(page, context);
    const toast = page.getByRole("status").filter({ hasText: "Back online" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("You're connected again.");
    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });

  test("a toast is dismissed by a swipe of 50 px, not by a shorter drag", async ({ page, context }) => {
    await page.goto("/");
    await startApp(page);
    await goOfflineAndBack(page, context);
    const toast = page.getByRole("status").filter({ hasText: "Back online" });
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 80, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });
});

test.describe("installed app (service worker)", () => {
  test.use({ serviceWorkers: "allow" });
  test.describe.configure({ timeout: 60_000 });

  test("the manifest makes the site installable", async ({ request }) => {
    const res = await request.get("/manifest.webmanifest");
    expect(res.status()).toBe(200);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: "DGSN — franchise league news",
      short_name: "DGSN",
      start_url: "/",
      display: "standalone",
      theme_color: "#0b1f3a",
    });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toContain(icon.type);
    }
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
  });

  test("the shell and a previously read article load with the network off", async ({ page, context, request }) => {
    const { recaps } = await (await request.get("/api/recaps?limit=2")).json();
    const [read, unread] = recaps as { id: number; title: string }[];
    await underServiceWorker(page, "/");

    const title = page.getByRole("heading", { name: read!.title, level: 1 });
    const online = await page.goto(`/read/${read!.id}`);
    await expect(title).toBeVisible();
    const onlineHtml = await online!.text();

    await context.setOffline(true);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByText("You're offline.")).toBeVisible();

    const offline = await page.goto(`/read/${read!.id}`);
    expect(offline!.status()).toBe(200);
    expect(offline!.fromServiceWorker()).toBe(true);
    expect(await offline!.text()).toBe(onlineHtml);
    await expect(title).toBeVisible();
    await expect(page.getByText("You're offline.")).toBeVisible();

    // An article never read offline still gets the app (the cached shell), not the browser's error page.
    const other = await page.goto(`/read/${unread!.id}`);
    expect(other!.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { name: unread!.title })).toHaveCount(0);
    await context.setOffline(false);
  });

  test("the community page shows the league icons it has shown before with the network off", async ({
    page,
    context,
  }) => {
    await underServiceWorker(page, "/community");
    const icons = page.locator("img.league-icon");
    await expect(icons.first()).toBeVisible();
    const loaded = () =>
      icons.evaluateAll((imgs) =>
        imgs.map((img) => ({ src: (img as HTMLImageElement).src, width: (img as HTMLImageElement).naturalWidth })),
      );
    // Every icon scrolled into view, so each lazy image has been fetched once online.
    for (const icon of await icons.all()) await icon.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await loaded()).every((i) => i.width > 0)).toBe(true);
    const online = await loaded();
    expect(online.length).toBeGreaterThan(0);

    // The browser's own HTTP cache would serve them too (a year, immutable) until it is evicted: cleared here, so
    // what is shown comes from the service worker's copy.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "DGSN Community", level: 1 })).toBeVisible();
    // Really offline: a call the service worker keeps no copy of fails.
    expect(
      await page.evaluate(() =>
        fetch("/api/user").then(
          () => "reached",
          () => "failed",
        ),
      ),
    ).toBe("failed");
    await expect(icons).toHaveCount(online.length);
    for (const icon of await icons.all()) await icon.scrollIntoViewIfNeeded();
    await expect.poll(loaded).toEqual(online);
    await context.setOffline(false);
  });

  test("never caches account calls or writes", async ({ page }) => {
    await underServiceWorker(page, "/");
    await page.evaluate(async () => {
      await fetch("/api/user");
      // A write that changes nothing (no such article), so the seeded data other specs rely on stays put.
      await fetch("/api/recaps/999999/reactions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ reaction: "🔥" }),
      });
    });
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      const { caches } = globalThis as unknown as Win;
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(cached.filter((u) => u === "/api/user" || u === "/api/recaps/999999/reactions")).toEqual([]);
    expect(cached).toContain("/index.html");
  });

  test("a new build shows the update prompt, and Refresh reloads once into it", async ({ page }) => {
    await underServiceWorker(page, "/");
    const loads = countPageLoads(page);
    await withNextServiceWorker(page, "build 2", async () => {
      await page.evaluate(() =>
        (globalThis as unknown as Win).navigator.serviceWorker.getRegistration().then((r) => r?.update()),
      );
      const prompt = page.getByRole("alertdialog");
      // The new worker first downloads the whole precache; on a busy machine that takes a while.
      await expect(prompt).toContainText("A new version is available. Refresh to update?", { timeout: 30_000 });

      await prompt.getByRole("button", { name: "Refresh" }).click();
      await expect.poll(loads).toBe(1);
      await page.waitForLoadState();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      const waiting = await page.evaluate(() =>
        (globalThis as unknown as Win).navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null),
      );
      expect(waiting).toBe(null);
      expect(loads()).toBe(1);
    });
  });

  test("Not now keeps the page as it is", async ({ page }) => {
    await underServiceWorker(page, "/");
    await withNextServiceWorker(page, "build 3", async () => {
      const loads = countPageLoads(page);
      await page.evaluate(() =>
        (globalThis as unknown as Win).navigator.serviceWorker.getRegistration().then((r) => r?.update()),
      );
      const prompt = page.getByRole("alertdialog");
      // The new worker first downloads the whole precache; on a busy machine that takes a while.
      await expect(prompt).toContainText("A new version is available. Refresh to update?", { timeout: 30_000 });
      await prompt.getByRole("button", { name: "Not now" }).click();
      await expect(prompt).toHaveCount(0);
      expect(loads()).toBe(0);
    });
  });
});
