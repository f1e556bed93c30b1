import { expect, type Locator, type Page, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { appReady, startApp } from "./app-ready";

// Issue 20 item 1: pages open at the top; back and forward return to where the reader was.
test.use({ baseURL: PRISTINE_SITE, viewport: { width: 375, height: 812 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Where a link is on screen: back must bring its card to the same place, whatever the scroll offset. */
const topOnScreen = (link: Locator) => link.evaluate((el) => Math.round(el.getBoundingClientRect().top));

// The home page is server-rendered: a link tapped before the app has taken over is a plain document
// navigation, after it a client-side one. Back and forward must behave the same either way (a
// document's first history entry used to share its key with every other document's, so back
// restored the story's scroll on the home page). An anonymous reader's app starts only on an
// app-only action (decision 193): here, focus on the menu button. A reader who has scrolled through
// the page first has had every card laid out at its real height; coming back, the app's new cards
// far from the screen hold only their estimated height (content-visibility, home.css), so the same
// scroll offset would show another place: back must bring the card, not the offset. A page left before
// its app started comes back as a new document the app has not started on either (decision 363):
// the browser's own restoration there is offset-only, and boot.js puts the card back.

/** The story lists a reader comes back to, and which of their cards is far enough down. */
const LISTS = [
  {
    name: "the home page",
    path: "/",
    links: (page: Page) => page.getByRole("link", { name: /^Read Full Story: / }),
    nth: 6,
  },
  {
    name: "a league's page",
    path: "/league/NFL",
    links: (page: Page) => page.locator(".article-grid .card__title").getByRole("link"),
    nth: 3,
  },
];

// Every way to leave and come back on the home page; on a league's page (the same cards, the same
// rule) the one the browser alone got wrong.
const CASES = [
  ...(["after", "before"] as const).flatMap((when) =>
    [false, true].map((scrolledThrough) => ({ list: LISTS[0]!, when, scrolledThrough })),
  ),
  { list: LISTS[1]!, when: "before" as const, scrolledThrough: true },
];

for (const { list, when, scrolledThrough } of CASES) {
  test(`a story opened from far down ${list.name} ${when} the app has started${scrolledThrough ? " after scrolling through the page" : ""} opens at the top; back returns to the card, forward to the top`, async ({
    page,
  }) => {
    await page.goto(list.path);
    if (when === "after") await startApp(page);
    else await page.waitForLoadState("load");
    if (scrolledThrough) {
      for (let y = 400; y < 6000; y += 400) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await page.waitForTimeout(50);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => scrollY(page)).toBe(0);
    }

    const link = list.links(page).nth(list.nth);
    await expect(link).toBeVisible();
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    const linkTop = await topOnScreen(link);

    await link.click();
    await expect(page).toHaveURL(/\/read\/\d+$/);
    if (when === "before") {
      // The story is a new document: start its app.
      await expect(page.locator("html")).not.toHaveAttribute("data-app-started");
      await startApp(page);
    } else await appReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    // Scroll the story a little so forward has a position of its own to return to.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);

    await page.goBack();
    await expect(page).toHaveURL(`${PRISTINE_SITE}${list.path}`);
    if (when === "before") {
      // The page was left as a document, before its app started: boot.js kept the card it was left
      // at (whether the browser's offset alone would be off depends on when the cards are laid out).
      // After a client-side back the app's scroll saves have replaced that record already.
      const keptCard = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem("dgsn:scroll") ?? "{}")[history.state?.key]?.anchor ?? null,
      );
      expect(keptCard).not.toBeNull();
    }
    await expect.poll(async () => Math.abs((await topOnScreen(link)) - linkTop)).toBeLessThanOrEqual(5);
    // ...and it stays there while the cards around it are laid out at their real heights.
    await page.waitForTimeout(1500);
    expect(Math.abs((await topOnScreen(link)) - linkTop)).toBeLessThanOrEqual(5);

    await page.goForward();
    await expect(page).toHaveURL(/\/read\/\d+$/);
    await expect.poll(() => scrollY(page)).toBe(300);
  });
}

// The position a reader leaves a page at is kept even when the navigation commits before the
// browser has sent that scroll's event (a tap in the same frame as the last scroll, a busy phone):
// CI once saw forward land on the home page's position instead of the story's.
test("a story left in the same frame as its last scroll is returned to at that position", async ({ page }) => {
  await page.goto("/");
  await startApp(page);
  await page
    .getByRole("link", { name: /^Read Full Story: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/read\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.evaluate(() => {
    window.scrollTo(0, 300);
    document.querySelector<HTMLAnchorElement>('header a[href="/"]')?.click();
  });
  await expect(page).toHaveURL(`${PRISTINE_SITE}/`);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/read\/\d+$/);
  await expect.poll(() => scrollY(page)).toBe(300);
});

test("a link in the footer opens the next page at the top", async ({ page }) => {
  await page.goto("/");
  const community = page
    .getByRole("contentinfo")
    .getByRole("link", { name: /community/i })
    .first();
  await community.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(500);
  await community.click();
  await expect(page).toHaveURL(/\/community$/);
  expect(await scrollY(page)).toBe(0);
});
