import { expect, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";

// Issue 20 item 1: pages open at the top; back and forward return to where the reader was.
test.use({ baseURL: PRISTINE_SITE, viewport: { width: 375, height: 812 } });

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => window.scrollY);

test("a story opened from far down the home page opens at the top; back returns to the card, forward to the top", async ({
  page,
}) => {
  await page.goto("/");
  const links = page.getByRole("link", { name: /^Read Full Story: / });
  await expect(links.nth(6)).toBeVisible();
  const link = links.nth(6);
  await link.scrollIntoViewIfNeeded();
  const homeY = await scrollY(page);
  expect(homeY).toBeGreaterThan(1000);

  await link.click();
  await expect(page).toHaveURL(/\/read\/\d+$/);
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
