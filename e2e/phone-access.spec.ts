import { expect } from "@playwright/test";
import { newAccountDetails, registerAndLogin, test } from "./fixtures/auth";

// Issue 20 items 8 and 10: sign-in prompts where they belong, back to where the member was going,
// admin tools for admins only, someone else's article refused before its form, per-page titles.
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 90_000 });

test("a visitor on Create is told to sign in first, and comes back to Create after registering", async ({ page }) => {
  await page.goto("/create?type=game_recap");
  await expect(page.getByRole("heading", { name: "You need to sign in" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);
  await expect(page).toHaveTitle("Create New Article — DGSN");
  await page.getByRole("link", { name: "Log in or register" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle("Login — DGSN");

  await page.getByRole("tab", { name: "Register" }).click();
  const form = page.getByRole("form", { name: "Register" });
  const details = newAccountDetails("create");
  await form.getByLabel("Username").fill(details.username);
  await form.getByLabel("Email").fill(details.email);
  await form.getByLabel("Password", { exact: true }).fill(details.password);
  await form.getByLabel("Confirm Password").fill(details.password);
  await form.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/create\?type=game_recap$/);
  await expect(page.getByLabel("Home team")).toBeVisible();
});

test("login returns to the protected page the member was going to", async ({ page, context }) => {
  const account = await registerAndLogin(page);
  await context.clearCookies();
  await page.goto("/my-articles");
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/my-articles$/);
  await expect(page).toHaveTitle("My Articles — DGSN");
});

test("image tools are for admins only; editing someone else's article is refused before the form", async ({
  page,
  context,
}) => {
  await registerAndLogin(page);
  await page.goto("/create?type=news");
  await page.getByLabel("Title").fill("Not yours to edit");
  await page.getByLabel("Content").fill("Posted by the first member.");
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page).toHaveURL(/\/read\/\d+$/);
  await expect(page).toHaveTitle("Not yours to edit — DGSN");
  const id = new URL(page.url()).pathname.split("/").pop();

  await context.clearCookies();
  await registerAndLogin(page);
  await page.goto(`/edit/${id}`);
  await expect(page.getByRole("heading", { name: "You can only edit your own articles" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);

  await page.goto("/image-fix");
  await expect(page.locator(".toast")).toContainText("You must be an admin to access this page.");
  await expect(page).toHaveURL(/\/$/);
});
