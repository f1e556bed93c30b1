import { expect, type Locator } from "@playwright/test";
import { AUTH_MESSAGES, REQUIRED_MESSAGE, SCORE_MIN_MESSAGE, TEAMS_REQUIRED_MESSAGE } from "../db/domain/forms";
import { registerAndLogin, test } from "./fixtures/auth";

// Issue 20 item 2: errors sit next to their fields, the first one is focused and scrolled into
// view (the member tapped a button at the bottom of a long form), and each clears once fixed.
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 90_000 });

/** The element is inside the 375×812 viewport. */
async function expectOnScreen(el: Locator) {
  const box = await el.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(812);
}

test("create: the first error is focused and on screen, each field shows its own, and they clear when fixed", async ({
  page,
}) => {
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Title").fill("Late kick wins it");
  await page.getByLabel("Home score").fill("-3");
  const submit = page.getByRole("button", { name: "Create Article" });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();

  const content = page.getByLabel("Content");
  await expect(content).toBeFocused();
  await expectOnScreen(content);
  await expect(content).toHaveAttribute("aria-invalid", "true");
  await expect(content).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  await expect(page.getByLabel("Home team")).toHaveAccessibleDescription(TEAMS_REQUIRED_MESSAGE);
  await expect(page.getByLabel("Home score")).toHaveAccessibleDescription(SCORE_MIN_MESSAGE);
  await expect(page.getByText("At least one game stats image is required for game recap")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(REQUIRED_MESSAGE);
  // The title was filled: no error on it.
  await expect(page.getByLabel("Title")).not.toHaveAttribute("aria-invalid", "true");

  await content.fill("A field goal with no time left.");
  await expect(content).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".field-error", { hasText: REQUIRED_MESSAGE })).toHaveCount(0);

  await page.getByLabel("Home score").fill("24");
  await expect(page.locator(".field-error", { hasText: SCORE_MIN_MESSAGE })).toHaveCount(0);
  await expect(page.getByLabel("Home team")).toHaveAccessibleDescription(TEAMS_REQUIRED_MESSAGE);

  // Submitting again moves to the next problem still there.
  await submit.click();
  await expect(page.getByLabel("Home team")).toBeFocused();
  await expectOnScreen(page.getByLabel("Home team"));
});

test("edit: an emptied title is refused beside the field and clears when typed again", async ({ page }) => {
  await registerAndLogin(page);
  await page.goto("/create?type=news");
  await page.getByLabel("Title").fill("Trade talk");
  await page.getByLabel("Content").fill("Two teams are talking.");
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page).toHaveURL(/\/read\/\d+$/);
  const id = new URL(page.url()).pathname.split("/").pop();

  await page.goto(`/edit/${id}`);
  const title = page.getByLabel("Title");
  await expect(title).toHaveValue("Trade talk");
  await title.fill("");
  const save = page.getByRole("button", { name: "Save Changes" });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(title).toBeFocused();
  await expectOnScreen(title);
  await expect(title).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  await title.fill("Trade talk heats up");
  await expect(title).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".field-error", { hasText: REQUIRED_MESSAGE })).toHaveCount(0);
});

test("login and register: the empty or mismatched field is focused and described; fixing it clears it", async ({
  page,
}) => {
  await page.goto("/login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByRole("button", { name: "Login" }).click();
  const email = login.getByLabel("Email");
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.loginMissing);
  await expect(login.getByLabel("Password")).toHaveAccessibleDescription(AUTH_MESSAGES.loginMissing);
  await email.fill("someone@example.test");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(login.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");

  // A wrong password is the server's answer: a banner, focused.
  await login.getByLabel("Password").fill("wrong password here");
  await login.getByRole("button", { name: "Login" }).click();
  await expect(login.locator(".form-error")).toHaveText("Login Failed: Invalid email or password.");
  await expect(login.locator(".form-error")).toBeFocused();

  await page.getByRole("tab", { name: "Register" }).click();
  const register = page.getByRole("form", { name: "Register" });
  await register.getByLabel("Username").fill("phoneuser");
  await register.getByLabel("Email").fill("phoneuser@example.test");
  await register.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await register.getByLabel("Confirm Password").fill("correct horse batter");
  await register.getByRole("button", { name: "Register" }).click();
  const confirm = register.getByLabel("Confirm Password");
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription("Passwords do not match.");
  await confirm.fill("correct horse battery");
  await expect(confirm).not.toHaveAttribute("aria-invalid", "true");
});
