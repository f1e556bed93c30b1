import { expect, type Page } from "@playwright/test";
import { gradientPng } from "../db/seed/png";
import { registerAndLogin, test } from "./fixtures/auth";
import { expectNoSeriousA11yViolations } from "./reading-helpers";

// Issue 20 items 3 and 4: the box-score check on a 375 px phone. It opens at the top, shows the
// screenshots above the table (tap to zoom), says what reading them gave, never widens the page,
// uses 16 px inputs and marks a wrong cell while the member types.
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("the box-score check after Create: screenshots above, clear state, no overflow, 16 px inputs, per-cell problems", async ({
  page,
}) => {
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Title").fill("Outlaws edge Lumberjacks");
  await page.getByLabel("Content").fill("A late field goal decided it.");
  await page.getByLabel("Home team").fill("Austin Outlaws");
  await page.getByLabel("Away team").fill("Portland Lumberjacks");
  await page.getByLabel("Home score").fill("24");
  await page.getByLabel("Away score").fill("21");
  await page.getByLabel("Game stats (up to 3)").setInputFiles([
    {
      name: "box.png",
      mimeType: "image/png",
      buffer: Buffer.from(await gradientPng("#000000", "#ffffff", 900, 600)),
    },
  ]);
  await expect(page.getByRole("img", { name: /^Game stats \(up to 3\) preview/ })).toHaveCount(1);
  const create = page.getByRole("button", { name: "Create Article" });
  await create.scrollIntoViewIfNeeded();
  await create.click();

  await expect(page).toHaveURL(/\/create\/\d+\/box-score$/);
  await expect(page.getByRole("heading", { name: "Check the box score" })).toBeVisible({ timeout: 20_000 });
  // Opened at the top, not at the footer where the Create button was.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The screenshot is shown above the table; a tap opens it full size.
  const gallery = page.getByRole("region", { name: "Your screenshots" });
  const thumb = gallery.getByRole("button", { name: /Game stats screenshot 1/ });
  await expect(thumb).toBeVisible();
  const galleryBox = await gallery.boundingBox();
  const firstGroup = await page.getByRole("heading", { name: "Quarterbacks" }).boundingBox();
  expect(galleryBox!.y).toBeLessThan(firstGroup!.y);
  await thumb.click();
  const dialog = page.getByRole("dialog", { name: "Game stats screenshot 1" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Game stats screenshot 1" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // The built-in provider reads no images: the page says so and asks for the lines.
  await expect(page.getByRole("status").filter({ hasText: "Nothing read — type the lines." })).toBeVisible();

  await page.getByRole("button", { name: "Add QB" }).click();
  await page.getByRole("button", { name: "Add RB" }).click();
  await page.getByRole("button", { name: "Add WR" }).click();
  await page.getByRole("button", { name: "Add defender" }).click();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  const comp = page.getByLabel("QB 1 Comp");
  expect(await comp.evaluate((el) => getComputedStyle(el).fontSize)).toBe("16px");
  expect(await page.getByLabel("Home team").evaluate((el) => getComputedStyle(el).fontSize)).toBe("16px");

  await page.getByLabel("QB 1 name").fill("Cal Brewer");
  await page.getByLabel("QB 1 team").fill("Austin Outlaws");
  await comp.fill("31");
  await page.getByLabel("QB 1 Att").fill("30");
  await expect(comp).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("QB 1 Att")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("QB 1 Pass yds")).not.toHaveAttribute("aria-invalid", "true");
  await expect(comp).toHaveAccessibleDescription(/31 completions is more than 30 attempts/);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  await comp.fill("22");
  await expect(comp).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/completions is more than/)).toHaveCount(0);
});
