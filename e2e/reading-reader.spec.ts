/// <reference lib="dom" />
import { expect, type Page, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { startApp } from "./app-ready";
import { expectNoSeriousA11yViolations, replaceInjectedArticle, seeded } from "./reading-helpers";

// These specs assert the demo content exactly: they run against the seeded site no other spec writes to.
test.use({ baseURL: PRISTINE_SITE });

const LUMBERJACKS = "Grant's Strip Seals Lumberjacks' 27-24 Escape Against Austin";
const NOTEBOOK = "Midseason Notebook: The Teams Built for the Long Haul";
const REBUILD = "Drillers Hand Play-Calling to Quarterbacks Coach After Red-Zone Struggles";

const thumbsUp = (page: Page) => page.getByRole("button", { name: /^Thumbs up: Solid reporting/ });

// axe-core runs take several seconds each on a loaded 2-core machine; allow them the time.
test.describe.configure({ timeout: 90_000 });

test.describe("reader", () => {
  test("a seeded recap: back link, title, byline in colour, date, league, image, paragraphs, reactions", async ({
    page,
  }) => {
    const article = await seeded(page, LUMBERJACKS);
    await page.goto(`/read/${article.id}`);
    await expect(page.getByRole("heading", { level: 1, name: LUMBERJACKS })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to NFL" })).toHaveAttribute("href", "/league/NFL");
    const meta = page.locator(".article-header__meta");
    await expect(meta).toHaveText("By Marcus Vale, Lead Analyst · Nov 22, 2026 · Season 26 · Week 14 · NFL");
    await expect(meta.getByText("Marcus Vale")).toHaveCSS("color", "rgb(30, 64, 175)");
    await expect(page.getByRole("img", { name: `Featured: ${LUMBERJACKS}` })).toBeVisible();
    const paragraphs = page.locator(".article-body > p");
    await expect(paragraphs).toHaveCount(article.content.split("\n\n").length);
    await expect(paragraphs.first()).toHaveText(article.content.split("\n\n")[0]!);
    await expect(page.locator(".scoreline")).toHaveText(/Portland Lumberjacks\s*27\s*Austin Outlaws\s*24\s*FINAL/);

    const bar = page.getByRole("region", { name: "React to this story" });
    await expect(bar.getByRole("button")).toHaveCount(8);
    const fire = bar.getByRole("button", { name: "Fire: Bold, exciting, or well-written 9", exact: true });
    await expect(fire).toHaveAttribute("title", "Bold, exciting, or well-written");
    await expect(fire).toHaveAttribute("aria-pressed", "false");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "← Back to NFL" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "NFL" })).toBeVisible();
  });

  test("an article without a league goes back to the community", async ({ page }) => {
    const article = await seeded(page, NOTEBOOK);
    await page.goto(`/read/${article.id}`);
    await expect(page.getByRole("link", { name: "← Back to Community" })).toHaveAttribute("href", "/community");
  });

  test("reacting and un-reacting survive a reload", async ({ page }) => {
    const article = await seeded(page, NOTEBOOK);
    await page.goto(`/read/${article.id}`);
    const button = thumbsUp(page);
    await expect(button).toHaveAccessibleName(/ 0$/);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toHaveAccessibleName(/ 1$/);
    await expect(button).toBeEnabled();

    await page.reload();
    await expect(thumbsUp(page)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbsUp(page)).toHaveAccessibleName(/ 1$/);
    const mine = await page.request.get(`/api/recaps/${article.id}/reactions/mine`);
    expect(await mine.json()).toEqual({ recapId: article.id, mine: ["👍"] });

    await thumbsUp(page).click();
    await expect(thumbsUp(page)).toHaveAttribute("aria-pressed", "false");
    await expect(thumbsUp(page)).toHaveAccessibleName(/ 0$/);
    await expect(thumbsUp(page)).toBeEnabled();
    await page.reload();
    await expect(thumbsUp(page)).toHaveAttribute("aria-pressed", "false");
    await expect(thumbsUp(page)).toHaveAccessibleName(/ 0$/);
    expect(await (await page.request.get(`/api/recaps/${article.id}/reactions`)).json()).toEqual([]);
  });

  test("a vote made while the app's first read of the visitor's reactions is under way is kept for the next visit", async ({
    page,
  }) => {
    const article = await seeded(page, NOTEBOOK);
    const isVote = (url: string, method: string) =>
      method === "POST" && new URL(url).pathname === `/api/recaps/${article.id}/reactions`;
    const voteAnswered = page.waitForResponse((r) => isVote(r.url(), r.request().method()));
    // The app reads the visitor's reactions as it starts. That answer (taken before the vote, so
    // empty) arrives only after the vote's own answer, as a slow connection can deliver it.
    await page.route(
      `**/api/recaps/${article.id}/reactions/mine`,
      async (route) => {
        const before = await route.fetch();
        await voteAnswered;
        await route.fulfill({ response: before });
      },
      { times: 1 },
    );
    const lateAnswer = page.waitForResponse((r) => r.url().endsWith(`/api/recaps/${article.id}/reactions/mine`));
    await page.goto(`/read/${article.id}`);
    await thumbsUp(page).click();
    await expect(thumbsUp(page)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbsUp(page)).toBeEnabled();
    await (await lateAnswer).finished();
    // The page has handled the late answer (a macrotask after its body was read).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await expect(thumbsUp(page)).toHaveAttribute("aria-pressed", "true");

    // The next visit shows the vote as chosen: boot.js starts the app for a story this browser
    // remembers a vote on, and the app reads it from the server.
    await page.reload();
    await expect(thumbsUp(page)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbsUp(page)).toHaveAccessibleName(/ 1$/);
    await thumbsUp(page).click();
    await expect(thumbsUp(page)).toHaveAttribute("aria-pressed", "false");
    await expect(thumbsUp(page)).toHaveAccessibleName(/ 0$/);
    await expect(thumbsUp(page)).toBeEnabled();
  });

  test("buttons are disabled while a reaction is pending; a failure rolls back with the spec's toast", async ({
    page,
  }) => {
    const article = await seeded(page, NOTEBOOK);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/recaps/${article.id}/reactions`, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await gate;
      await route.fulfill({ status: 500, json: { error: { code: "internal", message: "Boom" }, message: "Boom" } });
    });
    await page.goto(`/read/${article.id}`);
    await thumbsUp(page).click();
    await expect(thumbsUp(page)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbsUp(page)).toHaveAccessibleName(/ 1$/);
    for (const b of await page.getByRole("region", { name: "React to this story" }).getByRole("button").all()) {
      await expect(b).toBeDisabled();
    }
    release();
    await expect(page.getByRole("alert")).toContainText("Error adding reaction");
    await expect(page.getByRole("alert")).toContainText("Boom");
    await expect(thumbsUp(page)).toHaveAttribute("aria-pressed", "false");
    await expect(thumbsUp(page)).toHaveAccessibleName(/ 0$/);
    await expect(thumbsUp(page)).toBeEnabled();
  });

  test("removing fails: rolled back with 'Error removing reaction'", async ({ page }) => {
    const article = await seeded(page, NOTEBOOK);
    await page.goto(`/read/${article.id}`);
    const fire = page.getByRole("button", { name: /^Fire:/ });
    await fire.click();
    await expect(fire).toHaveAttribute("aria-pressed", "true");
    await expect(fire).toBeEnabled();
    await page.route(`**/api/recaps/${article.id}/reactions/remove`, (route) =>
      route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Down" }, message: "Down" } }),
    );
    await fire.click();
    await expect(page.getByRole("alert")).toContainText("Error removing reaction");
    await expect(fire).toHaveAttribute("aria-pressed", "true");
    await expect(fire).toHaveAccessibleName(/ 1$/);
    await page.unroute(`**/api/recaps/${article.id}/reactions/remove`);
    await fire.click();
    await expect(fire).toHaveAttribute("aria-pressed", "false");
  });

  test("unknown writer, invalid date and a video embed", async ({ page }) => {
    const article = await seeded(page, REBUILD);
    await replaceInjectedArticle(page, article.id, null);
    await page.route(`**/api/recaps/${article.id}`, async (route) => {
      const body = await (await route.fetch()).json();
      await route.fulfill({
        json: {
          ...body,
          writerId: "ghost",
          gameDate: "not a date",
          youtubeUrl: "https://www.youtube.com/embed/abcDEF12345",
        },
      });
    });
    await page.route("https://www.youtube.com/**", (route) =>
      route.fulfill({ body: "<!doctype html><title>v</title>" }),
    );
    await page.goto(`/read/${article.id}`);
    await expect(page.locator(".article-header__meta")).toHaveText(
      "By DGSN Staff, Contributor · Recent · Season 26 · Week 13 · NFL",
    );
    const frame = page.locator(`iframe[title="Video: ${REBUILD}"]`);
    await expect(frame).toHaveAttribute("src", "https://www.youtube.com/embed/abcDEF12345");
  });

  test("a non-YouTube video address is not framed; a missing date falls back to creation date", async ({ page }) => {
    const article = await seeded(page, REBUILD);
    await replaceInjectedArticle(page, article.id, null);
    await page.route(`**/api/recaps/${article.id}`, async (route) => {
      const body = await (await route.fetch()).json();
      await route.fulfill({
        json: {
          ...body,
          gameDate: "",
          createdAt: "2026-03-04T12:00:00.000Z",
          youtubeUrl: "https://evil.example/embed/x",
        },
      });
    });
    await page.goto(`/read/${article.id}`);
    await expect(page.locator(".article-header__meta")).toContainText("Mar 4, 2026");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("uses the article JSON the Worker injects into the page, without asking the API", async ({ page }) => {
    const article = await seeded(page, REBUILD);
    const full = await (await page.request.get(`/api/recaps/${article.id}`)).json();
    const injected = { ...full, title: "Injected Title From The Page" };
    let apiCalls = 0;
    await page.route(`**/api/recaps/${article.id}`, (route) => {
      apiCalls++;
      return route.abort();
    });
    await replaceInjectedArticle(page, article.id, injected);
    await page.goto(`/read/${article.id}`);
    // The app renders from the embedded state once a reader starts it (decision 193).
    await startApp(page);
    await expect(page.getByRole("heading", { level: 1, name: "Injected Title From The Page" })).toBeVisible();
    expect(apiCalls).toBe(0);
  });

  test("states: Loading article..., then Article not found with a back button", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/recaps/999999", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/read/999999");
    await expect(page.getByRole("status")).toHaveText("Loading article...");
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to Community" })).toHaveAttribute("href", "/community");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/read/not-a-number");
    await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
  });

  test("at 375 px the reader fits the screen", async ({ page }) => {
    const article = await seeded(page, LUMBERJACKS);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/read/${article.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  // Decision 325: on a phone the box score's tables and the reactions, below the first screen, are
  // not in the load's first layout; they are laid out as the reader scrolls near them, in the
  // height they held, so nothing moves, and find-in-page and the accessibility tree keep them.
  test("on a phone the box score and the reactions are laid out when near, in the height they held", async ({
    page,
  }) => {
    const article = await seeded(page, LUMBERJACKS);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __skipped: Map<Element, boolean> };
      w.__shift = 0;
      w.__skipped = new Map();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: "layout-shift", buffered: true });
      document.addEventListener(
        "contentvisibilityautostatechange",
        (e) => w.__skipped.set(e.target as Element, (e as unknown as { skipped: boolean }).skipped),
        true,
      );
    });
    await page.goto(`/read/${article.id}`);
    await page.waitForLoadState("load");
    await page.waitForTimeout(300);
    /** Per block: skipped now (by its latest state event), and its height. */
    const blocks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll(".story-box__scroll, .reaction-bar")].map((el) => ({
          skipped: (window as unknown as { __skipped: Map<Element, boolean> }).__skipped.get(el) ?? null,
          height: Math.round(el.getBoundingClientRect().height),
        })),
      );
    const atLoad = await blocks();
    expect(atLoad).toHaveLength(8);
    // The reactions and all but at most the first table (inside the browser's margin) are skipped.
    expect(atLoad.at(-1)!.skipped).toBe(true);
    expect(atLoad.filter((b) => b.skipped).length).toBeGreaterThanOrEqual(7);
    // Their text is still the page's: a reader without the layout finds it, a screen reader reads it.
    await expect(page.getByRole("region", { name: "Austin Outlaws defense" })).toContainText("Bo Renner");

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(async () => (await blocks()).every((b) => b.skipped === false)).toBe(true);
    const shown = await blocks();
    // Each held about its real height (a table exactly: its lines; the reactions within a few px).
    for (const [i, b] of shown.entries())
      expect(Math.abs(b.height - atLoad[i]!.height), `block ${i}`).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });
});
