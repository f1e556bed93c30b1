import { expect, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { appReady, startApp } from "./app-ready";

// Issue 20 item 1: pages open at the top; back and forward return to where the reader was.
test.use({ baseURL: PRISTINE_SITE, viewport: { width: 375, height: 812 } });

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => window.scrollY);

// The home page is server-rendered: a link tapped before the app has taken over is a plain document
// navigation, after it a client-side one. Back and forward must behave the same either way (a
// document's first history entry used to share its key with every other document's, so back
// restored the story's scroll on the home page). An anonymous reader's app starts only on an
// app-only action (decision 193): here, focus on the menu button.

for (const when of ["after", "before"] as const) {
  test(`a story opened from far down the home page ${when} the app has started opens at the top; back returns to the card, forward to the top`, async ({
    page,
  }) => {
    await page.goto("/");
    if (when === "after") await startApp(page);
    else await page.waitForLoadState("load");

    const links = page.getByRole("link", { name: /^Read Full Story: / });
    await expect(links.nth(6)).toBeVisible();
    const link = links.nth(6);
    await link.scrollIntoViewIfNeeded();
    const homeY = await scrollY(page);
    expect(homeY).toBeGreaterThan(1000);

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
    await expect(page).toHaveURL(`${PRISTINE_SITE}/`);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(homeY - 5);
    expect(Math.abs((await scrollY(page)) - homeY)).toBeLessThanOrEqual(5);

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
