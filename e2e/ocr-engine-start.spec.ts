// The OCR engine starts when the author reaches for a stats picker on /create, not after the first
// screenshot is chosen: the OCR worker starts the engine as it starts (web/src/ocr/ocr.worker.ts), so
// the WebAssembly core and the language data load while the phone's gallery is open, and the first
// screenshot does not wait for them (decision 287). Opening /create alone starts nothing.
import { expect } from "@playwright/test";
import { houseStyle, screensOf } from "../bench/ocr-fixtures/screens";
import { shoot } from "../bench/ocr-fixtures/shoot";
import { generateGame } from "../db/seed/games";
import { registerAndLogin, test } from "./fixtures/auth";
import { countOcrWorkers } from "./ocr-helpers";

test.setTimeout(480_000);
test.use({ viewport: { width: 375, height: 812 } });

test("tapping a stats picker starts the reader before any screenshot is chosen; it reads the first one", async ({
  page,
}) => {
  // Counts the OCR workers the page starts.
  const workers = await countOcrWorkers(page);
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  await expect(page.getByLabel("Game stats (up to 3)")).toBeVisible();
  expect(await workers()).toBe(0);

  const chooser = page.waitForEvent("filechooser");
  await page.getByLabel("Game stats (up to 3)").click();
  // The gallery is open and nothing is chosen yet: the reader, and with it the engine, is starting.
  const gallery = await chooser;
  await expect.poll(workers, { timeout: 30_000 }).toBe(1);

  const style = houseStyle(1);
  const game = generateGame(101);
  const teamStats = screensOf(game, style).find((s) => s.name === "team-stats")!;
  const format = style.jpeg ? "jpeg" : "png";
  const buffer = await shoot(
    page.context().browser()!,
    teamStats.html,
    { width: 1920, height: 1080 },
    format,
    style.jpeg,
  );
  await gallery.setFiles([
    { name: `team-stats.${format === "png" ? "png" : "jpg"}`, mimeType: `image/${format}`, buffer },
  ]);
  await expect(page.getByRole("list", { name: "Reading game screenshots" })).toContainText("Screenshot 1: read", {
    timeout: 180_000,
  });
  // The reader the picker started is the one that read.
  expect(await workers()).toBe(1);
});
