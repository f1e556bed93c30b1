import { expect, type Page } from "@playwright/test";
import { gradientPng } from "../db/seed/png";
import { registerAndLogin, test } from "./fixtures/auth";

// A game recap's screenshot is compressed in the browser before the form can send it. On a slow phone
// (or a busy machine: an e2e run saw it) a tap on Create Article during that was refused with "At least
// one game stats image is required", though the author had picked one. The form holds its submit until
// every picked image is in, as it already did for the featured image.
test.use({ viewport: { width: 375, height: 812 } });

/**
 * A slow phone, held as long as the test needs: the page's image decodes wait until the test releases
 * them. A CPU slowdown alone left the compression's window to chance (a decode done before the first
 * look at the button let the test see it enabled on a loaded run).
 */
async function holdImageDecodes(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const decode = window.createImageBitmap.bind(window);
    const held = new Promise<void>((release) => Object.assign(window, { releaseImageDecodes: release }));
    window.createImageBitmap = (async (...args: Parameters<typeof createImageBitmap>) => {
      await held;
      return decode(...args);
    }) as typeof createImageBitmap;
  });
  return () => page.evaluate(() => (window as unknown as { releaseImageDecodes: () => void }).releaseImageDecodes());
}

test("Create Article waits while a picked game stats screenshot is being compressed", async ({ page }) => {
  await registerAndLogin(page);
  const releaseDecodes = await holdImageDecodes(page);
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Title").fill("Outlaws edge Lumberjacks");
  await page.getByLabel("Content").fill("The Outlaws won at home.");
  await page.getByLabel("Home team").fill("Austin Outlaws");
  await page.getByLabel("Away team").fill("Portland Lumberjacks");
  await page.getByLabel("Home score").fill("27");
  await page.getByLabel("Away score").fill("20");
  const create = page.getByRole("button", { name: "Create Article" });
  await expect(create).toBeEnabled();
  await page.getByLabel("Game stats (up to 3)").setInputFiles([
    {
      name: "box.png",
      mimeType: "image/png",
      buffer: Buffer.from(await gradientPng("#103050", "#f0f0f0", 2400, 1080)),
    },
  ]);
  await expect(create).toBeDisabled();
  await releaseDecodes();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByRole("heading", { name: "Check the box score" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("At least one game stats image is required for game recap")).toHaveCount(0);
});
