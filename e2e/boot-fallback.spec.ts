import { expect, type Page, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { appReady } from "./app-ready";

// Issue 17 item 10: when no script can run, index.html itself says "Taking longer than expected"
// after 10 s and offers a reload (pure CSS); once the app renders the notice is gone.
test.use({ baseURL: PRISTINE_SITE });
test.describe.configure({ timeout: 45_000 });

const notice = (page: Page) => page.getByText("Taking longer than expected");

async function expectNoticeAfterTenSeconds(page: Page) {
  const started = Date.now();
  await expect(notice(page)).toBeHidden();
  await expect(notice(page)).toBeVisible({ timeout: 20_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
  const reload = page.getByRole("link", { name: "Reload page" });
  await expect(reload).toBeVisible();
  const navigation = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith("/support"));
  await reload.click();
  await navigation;
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });
  test("a client-rendered page shows the notice and a reload link after 10 s", async ({ page }) => {
    await page.goto("/support");
    await expectNoticeAfterTenSeconds(page);
  });
});

test("with every script blocked, the notice appears after 10 s", async ({ page }) => {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto("/support");
  await expectNoticeAfterTenSeconds(page);
});

test("once the app renders, the notice is gone for good", async ({ page }) => {
  await page.goto("/support");
  await appReady(page);
  await expect(page.locator(".boot-fallback")).toHaveCount(0);
  await page.waitForTimeout(10_500);
  await expect(notice(page)).toHaveCount(0);
});
