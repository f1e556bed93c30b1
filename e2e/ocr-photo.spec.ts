// Phone photos of a TV showing the team-stats and passing screens (bench/ocr-fixtures/shoot.ts: perspective,
// bezel, room, moiré, glare), picked on /create at 375 px: the screen is found and straightened on
// the device (decision 283) and pre-fills the check step with the score and the quarterback's line.
import { expect } from "@playwright/test";
import { houseStyle, screensOf, TUNING } from "../bench/ocr-fixtures/screens";
import { shootPhoto } from "../bench/ocr-fixtures/shoot";
import { generateGame } from "../db/seed/games";
import { registerAndLogin, test } from "./fixtures/auth";
import { expectQuarterbackRead } from "./ocr-helpers";

// Reading a photo with a WebAssembly engine on a loaded 2-core machine takes a while.
test.setTimeout(480_000);
test.use({ viewport: { width: 375, height: 812 } });

// A tuning style and its game, as the benchmark draws them (bench/ocr.ts: game seed 100 + style seed).
const style = houseStyle(TUNING[1]!);
const game = generateGame(100 + TUNING[1]!);
const qb = game.players.find((p) => p.position === "QB" && p.team === game.homeTeam)!;

test("photos of the TV are straightened and pre-fill the check step", async ({ page }) => {
  const screens = screensOf(game, style);
  // The photo the benchmark takes of a screen (bench/ocr.ts: seed style.seed × 100 + its index).
  const photoOf = async (name: string) => {
    const index = screens.findIndex((s) => s.name === name);
    const buffer = await shootPhoto(page.context().browser()!, screens[index]!.html, style.seed * 100 + index);
    return [{ name: `${name}.jpg`, mimeType: "image/jpeg", buffer }];
  };
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Title").fill(`${game.homeTeam} and ${game.awayTeam}`);
  await page.getByLabel("Content").fill("Read from photos of the TV.");
  await page.getByLabel("Home team").fill(game.homeTeam);
  await page.getByLabel("Away team").fill(game.awayTeam);
  await page.getByLabel("Game stats (up to 3)").setInputFiles(await photoOf("team-stats"));
  await page.getByLabel("Passing (QB) stats (up to 2)").setInputFiles(await photoOf("passing-home"));
  for (const group of ["game", "passing"])
    await expect(page.getByRole("list", { name: `Reading ${group} screenshots` })).toContainText("Screenshot 1: read", {
      timeout: 180_000,
    });
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page).toHaveURL(/\/create\/\d+\/box-score$/, { timeout: 30_000 });
  await expectQuarterbackRead(page, { game, qb, style }, [
    "completions",
    "attempts",
    "passingYards",
    "passingTouchdowns",
    "interceptions",
  ]);
});
