import { expect } from "@playwright/test";
import { appReady, startApp } from "./app-ready";
import { registerAndLogin, test } from "./fixtures/auth";

// The favourite-reporter vote on the home page's Meet the team, on a phone.
test.use({ viewport: { width: 375, height: 812 } });

const team = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Meet the team" });
const card = (page: import("@playwright/test").Page, index: number) => team(page).getByRole("listitem").nth(index);
// textContent: the text as the page holds it, whether or not it is laid out on screen yet.
const countOn = async (page: import("@playwright/test").Page, index: number) =>
  Number(((await card(page, index).locator(".reporter-vote__result").textContent()) ?? "").match(/^(\d+) vote/)?.[1]);

test.describe("favourite-reporter vote", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a visitor sees the results and a prompt to sign in, with no vote button", async ({ page }) => {
    await page.goto("/");
    await startApp(page);
    await expect(card(page, 0).locator(".reporter-vote__result")).toContainText(/\d+ votes? · \d+%/);
    await expect(team(page).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(team(page).getByRole("button", { name: /^Vote for / })).toHaveCount(0);
  });

  test("a member votes, changes the vote and withdraws it; counts follow and survive a reload", async ({ page }) => {
    await registerAndLogin(page);
    await page.goto("/");
    await appReady(page);
    const first = (await card(page, 0).locator("h3").textContent()) ?? "";
    const second = (await card(page, 1).locator("h3").textContent()) ?? "";
    await expect(team(page).getByRole("button", { name: `Vote for ${first}` })).toBeVisible();
    const firstBefore = await countOn(page, 0);
    const secondBefore = await countOn(page, 1);

    await team(page)
      .getByRole("button", { name: `Vote for ${first}` })
      .click();
    await expect(card(page, 0).getByRole("button", { name: "Your favourite · withdraw vote" })).toBeVisible();
    expect(await countOn(page, 0)).toBe(firstBefore + 1);

    await page.reload();
    await appReady(page);
    await expect(card(page, 0).getByRole("button", { name: "Your favourite · withdraw vote" })).toBeVisible();

    await team(page)
      .getByRole("button", { name: `Vote for ${second}` })
      .click();
    await expect(card(page, 1).getByRole("button", { name: "Your favourite · withdraw vote" })).toBeVisible();
    expect(await countOn(page, 0)).toBe(firstBefore);
    expect(await countOn(page, 1)).toBe(secondBefore + 1);

    await card(page, 1).getByRole("button", { name: "Your favourite · withdraw vote" }).click();
    await expect(team(page).getByRole("button", { name: `Vote for ${second}` })).toBeVisible();
    expect(await countOn(page, 1)).toBe(secondBefore);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
