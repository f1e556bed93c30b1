// Screenshots in a house style the reader was never tuned on (bench/ocr-fixtures/styles.ts, the
// held-out split), picked on /create at 375 px as phone-gallery captures: they pre-fill the check
// step, whose message says they were read; every player is a card with no sideways scroll; the
// author corrects one cell and the story uses it; the next recap in the same visit is read by the
// same engine.
import { expect, type Page } from "@playwright/test";
import { expectedName, HELD_OUT, houseStyle, screensOf } from "../bench/ocr-fixtures/screens";
import { shoot } from "../bench/ocr-fixtures/shoot";
import { generateGame } from "../db/seed/games";
import { registerAndLogin, test } from "./fixtures/auth";
import { countOcrWorkers, expectQuarterbackRead } from "./ocr-helpers";

// Reading screenshots with a WebAssembly engine on a loaded 2-core machine takes a while.
test.setTimeout(480_000);
test.use({ viewport: { width: 375, height: 812 } });

const style = houseStyle(HELD_OUT[0]!);
const game = generateGame(5000 + HELD_OUT[0]!);
const qb = game.players.find((p) => p.position === "QB" && p.team === game.homeTeam)!;
const format = style.jpeg ? "jpeg" : "png";

const capture = async (page: Page, name: string) => ({
  name: `${name}.${format === "png" ? "png" : "jpg"}`,
  mimeType: `image/${format}`,
  buffer: await shoot(
    page.context().browser()!,
    screensOf(game, style).find((s) => s.name === name)!.html,
    { width: 2400, height: 1080 },
    format,
    style.jpeg,
  ),
});

/** /create filled in, with the screenshots given picked and read. */
async function pickAndRead(page: Page, screens: Record<string, string>) {
  await page.getByLabel("Title").fill(`${game.homeTeam} and ${game.awayTeam}`);
  await page.getByLabel("Content").fill("Read from the screenshots.");
  await page.getByLabel("Home team").fill(game.homeTeam);
  await page.getByLabel("Away team").fill(game.awayTeam);
  for (const [picker, name] of Object.entries(screens))
    await page.getByLabel(picker).setInputFiles([await capture(page, name)]);
  for (const group of Object.values(screens).map((n) => (n === "team-stats" ? "game" : n.split("-")[0])))
    await expect(page.getByRole("list", { name: `Reading ${group} screenshots` })).toContainText("Screenshot 1: read", {
      timeout: 180_000,
    });
}

test("held-out screenshots pre-fill the check step as cards; a corrected cell is what the story uses; the engine stays loaded", async ({
  page,
}) => {
  // Counts the OCR workers the page starts: one for the whole visit.
  const workers = await countOcrWorkers(page);
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  await pickAndRead(page, { "Game stats (up to 3)": "team-stats", "Passing (QB) stats (up to 2)": "passing-home" });
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page).toHaveURL(/\/create\/\d+\/box-score$/, { timeout: 30_000 });
  const id = Number(new URL(page.url()).pathname.split("/")[2]);

  // The message tells what the device read, not only what the server did.
  await expectQuarterbackRead(page, { game, qb, style }, [
    "completions",
    "attempts",
    "passingTouchdowns",
    "interceptions",
  ]);
  // Columns the box score does not keep are not asked for.
  await expect(page.getByRole("list", { name: "Lines and columns we could not read" })).toHaveCount(0);
  // One card a row, every cell inside the screen: no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const card = await page.getByLabel("QB 1 INT").evaluate((el) => el.closest("li")!.getBoundingClientRect().right);
  expect(card).toBeLessThanOrEqual(375);

  const yards = page.getByLabel("QB 1 Pass yds");
  await expect(yards).toHaveValue(String(qb.passingYards));
  const corrected = qb.passingYards! + 7;
  await yards.fill(String(corrected));
  await expect(yards).not.toHaveAttribute("data-read");
  await page.getByRole("button", { name: "Write my recap" }).click();
  await expect(page).toHaveURL(new RegExp(`/read/${id}$`), { timeout: 30_000 });
  const story = page.locator(".article-body");
  await expect(story).toContainText(new RegExp(`\\b${corrected} (passing )?yards`), { timeout: 60_000 });
  const saved = await page.request.get(`/api/recaps/${id}/box-score`);
  const { players } = (await saved.json()) as { players: Record<string, unknown>[] };
  expect(players.find((p) => p.name === expectedName(qb, style))).toMatchObject({ passingYards: corrected });

  // The next recap, in the same visit (a client-side navigation): read by the engine already loaded.
  await page.evaluate(() => {
    history.pushState({}, "", "/create?type=game_recap");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByLabel("Title")).toBeVisible();
  await pickAndRead(page, { "Game stats (up to 3)": "team-stats" });
  expect(await workers()).toBe(1);
});
