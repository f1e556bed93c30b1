import { expect } from "@playwright/test";
import { gradientPng } from "../db/seed/png";
import { registerAndLogin, test } from "./fixtures/auth";

// A game recap's screenshot is compressed in the browser before the form can send it. On a slow phone
// (or a busy machine: an e2e run saw it) a tap on Create Article during that was refused with "At least
// one game stats image is required", though the author had picked one. The form holds its submit until
// every picked image is in, as it already did for the featured image.
test.use({ viewport: { width: 375, height: 812 } });

test("Create Article waits while a picked game stats screenshot is being compressed", async ({ page }) => {
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Title").fill("Outlaws edge Lumberjacks");
  await page.getByLabel("Content").fill("The Outlaws won at home.");
  await page.getByLabel("Home team").fill("Austin Outlaws");
  await page.getByLabel("Away team").fill("Portland Lumberjacks");
  await page.getByLabel("Home score").fill("27");
  await page.getByLabel("Away score").fill("20");
  const create = page.getByRole("button", { name: "Create Article" });
  await expect(create).toBeEnabled();
  // A slow phone: the compression of a large screenshot takes long enough to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await page.getByLabel("Game stats (up to 3)").setInputFiles([
    {
      name: "box.png",
      mimeType: "image/png",
      buffer: Buffer.from(await gradientPng("#103050", "#f0f0f0", 2400, 1080)),
    },
  ]);
  await expect(create).toBeDisabled();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await create.click();
  await expect(page.getByRole("heading", { name: "Check the box score" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("At least one game stats image is required for game recap")).toHaveCount(0);
});
