// Box-score screenshots read on the phone: rendered game screens (bench/ocr-fixtures/) picked on
// /create at 375 px are read by the on-device OCR, pre-fill the box-score check (marked, surviving a
// reload), and a corrected cell is what the story uses.
import { expect, type Page } from "@playwright/test";
import { abbreviate, PRO, screensOf } from "../bench/ocr-fixtures/screens";
import { shoot } from "../bench/ocr-fixtures/shoot";
import { generateGame } from "../db/seed/games";
import { gradientPng } from "../db/seed/png";
import { registerAndLogin, test } from "./fixtures/auth";

// Reading three screenshots with a WebAssembly engine on a loaded 2-core machine takes a while.
test.setTimeout(480_000);
test.use({ viewport: { width: 375, height: 812 } });

const game = generateGame(7);
const qb = game.players.find((p) => p.position === "QB" && p.team === game.homeTeam)!;

/**
 * A passing column the box score does not keep, under a header the first fixtures did not use (QBR
 * where they show RTG): it is skipped without asking the author for it.
 */
const UNKEPT_COLUMN = "QBR";

/**
 * /create with the team stats and the home passing screen as 1920×1080 PNG screenshots; the passing
 * screen's last column is headed UNKEPT_COLUMN.
 */
async function createWithScreens(page: Page): Promise<number> {
  const screens = screensOf(game, PRO).map((s) =>
    s.name === "passing-home" ? { ...s, html: s.html.replace("<th>RTG</th>", `<th>${UNKEPT_COLUMN}</th>`) } : s,
  );
  const browser = page.context().browser()!;
  const shot = async (name: string) => ({
    name: `${name}.png`,
    mimeType: "image/png",
    buffer: await shoot(browser, screens.find((s) => s.name === name)!.html, { width: 1920, height: 1080 }, "png"),
  });
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Title").fill(`${game.homeTeam} and ${game.awayTeam}`);
  await page.getByLabel("Content").fill("Read from the screenshots.");
  await page.getByLabel("Home team").fill(game.homeTeam);
  await page.getByLabel("Away team").fill(game.awayTeam);
  await page.getByLabel("Game stats (up to 3)").setInputFiles([await shot("team-stats")]);
  await page.getByLabel("Passing (QB) stats (up to 2)").setInputFiles([await shot("passing-home")]);
  // Each screenshot shows its own reading state while the author goes on typing.
  const passing = page.getByRole("list", { name: "Reading passing screenshots" });
  await expect(passing).toBeVisible();
  await expect(passing).toContainText("Screenshot 1: read", { timeout: 180_000 });
  await expect(page.getByRole("list", { name: "Reading game screenshots" })).toContainText("Screenshot 1: read");
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page).toHaveURL(/\/create\/\d+\/box-score$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Check the box score" })).toBeVisible({ timeout: 30_000 });
  return Number(new URL(page.url()).pathname.split("/")[2]);
}

test("screenshots picked on /create pre-fill the box-score check, marked, and survive a reload", async ({ page }) => {
  await createWithScreens(page);
  for (let pass = 0; pass < 2; pass++) {
    await expect(page.getByLabel("Home score")).toHaveValue(String(game.homeScore));
    await expect(page.getByLabel("Away score")).toHaveValue(String(game.awayScore));
    await expect(page.getByLabel("Home score")).toHaveAttribute("data-read", /read|doubtful/);
    await expect(page.getByLabel("QB 1 name")).toHaveValue(abbreviate(qb.name));
    await expect(page.getByLabel("QB 1 team")).toHaveValue(game.homeTeam);
    await expect(page.getByLabel("QB 1 Comp")).toHaveValue(String(qb.completions));
    await expect(page.getByLabel("QB 1 Att")).toHaveValue(String(qb.attempts));
    await expect(page.getByLabel("QB 1 Pass yds")).toHaveValue(String(qb.passingYards));
    await expect(page.getByLabel("QB 1 Pass TD")).toHaveValue(String(qb.passingTouchdowns));
    await expect(page.getByLabel("QB 1 INT")).toHaveValue(String(qb.interceptions));
    await expect(page.getByLabel("QB 1 Pass yds")).toHaveAttribute("data-read", /read|doubtful/);
    await expect(page.getByLabel("QB 2 name")).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Lines and columns we could not read" })).toHaveCount(0);
    if (pass === 0) {
      await page.reload();
      // The page checks the sign-in again before it shows the form; slow on a loaded machine.
      await expect(page.getByRole("heading", { name: "Check the box score" })).toBeVisible({ timeout: 60_000 });
    }
  }
});

test("a read cell the author corrects is marked no more, and the story uses the correction", async ({ page }) => {
  const id = await createWithScreens(page);
  const yards = page.getByLabel("QB 1 Pass yds");
  await expect(yards).toHaveValue(String(qb.passingYards));
  const corrected = qb.passingYards! + 7;
  await yards.fill(String(corrected));
  await expect(yards).not.toHaveAttribute("data-read");
  await page.getByRole("button", { name: "Write my recap" }).click();
  await expect(page).toHaveURL(new RegExp(`/read/${id}$`), { timeout: 30_000 });
  // The built-in writer (the offline default) writes from the saved box score: the corrected yards.
  const story = page.locator(".article-body");
  // The writer phrases it "for 90 yards" or "90 passing yards" (its wording varies by article).
  await expect(story).toContainText(new RegExp(`\\b${corrected} (passing )?yards`), { timeout: 60_000 });
  await expect(story).not.toContainText(`${qb.passingYards} yards`);
  // The box score kept with the story holds the correction, and the other read cells as read.
  const saved = await page.request.get(`/api/recaps/${id}/box-score`);
  expect(saved.status()).toBe(200);
  const { players } = (await saved.json()) as { players: Record<string, unknown>[] };
  const kept = players.find((p) => p.name === abbreviate(qb.name));
  expect(kept).toMatchObject({
    team: game.homeTeam,
    completions: qb.completions,
    attempts: qb.attempts,
    passingYards: corrected,
    passingTouchdowns: qb.passingTouchdowns,
    interceptions: qb.interceptions,
  });
});

test("an image without text is not read: the OCR engine is never downloaded", async ({ page }) => {
  const ocrRequests: string[] = [];
  page.on("request", (r) => {
    if (/\/ocr\/|ocr\.worker|screen-reader/.test(r.url())) ocrRequests.push(r.url());
  });
  await registerAndLogin(page);
  await page.goto("/");
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Game stats (up to 3)").setInputFiles([
    {
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from(await gradientPng("#000000", "#ffffff", 1920, 1080)),
    },
  ]);
  await expect(page.getByRole("list", { name: "Reading game screenshots" })).toContainText(
    "Screenshot 1: no text found, not read",
  );
  expect(ocrRequests).toEqual([]);
});

test("once the author reaches for a picker, the reader's worker looks for text itself: an image without is not read", async ({
  page,
}) => {
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  const picker = page.getByLabel("Game stats (up to 3)");
  // Reaching for the picker makes the reader (decision 287): from then on the page leaves the look
  // for text to the worker, which decodes the image once (text-check.ts pixelsHoldText).
  const worker = page.waitForRequest(/ocr\.worker/);
  await picker.focus();
  await worker;
  await picker.setInputFiles([
    {
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from(await gradientPng("#000000", "#ffffff", 1920, 1080)),
    },
  ]);
  // Read by the engine, it would be "no box score found in it"; the worker's look skips it first.
  await expect(page.getByRole("list", { name: "Reading game screenshots" })).toContainText(
    "Screenshot 1: no text found, not read",
    { timeout: 120_000 },
  );
});
