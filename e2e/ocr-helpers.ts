// What the box-score check shows once the device has read a game's screens: the shared expectations
// of the OCR specs (any layout, photos of a TV), so each states only what it reads differently.
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { transformWithOxc } from "vite";
import { expectedName } from "../bench/ocr-fixtures/screens";
import type { HouseStyle } from "../bench/ocr-fixtures/styles";
import { type PlayerStat, STATS, type StatKey } from "../db/domain/players";
import type { GeneratedGame } from "../db/seed/games";

/** The device's read is announced, and the final score and the home quarterback's `stats` are filled in. */
export async function expectQuarterbackRead(
  page: Page,
  { game, qb, style }: { game: GeneratedGame; qb: PlayerStat; style: HouseStyle },
  stats: readonly StatKey[],
) {
  await expect(page.getByRole("status").filter({ hasText: "Read — please check." })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Home score")).toHaveValue(String(game.homeScore));
  await expect(page.getByLabel("Away score")).toHaveValue(String(game.awayScore));
  await expect(page.getByLabel("QB 1 name")).toHaveValue(expectedName(qb, style));
  await expect(page.getByLabel("QB 1 team")).toHaveValue(game.homeTeam);
  for (const stat of stats) await expect(page.getByLabel(`QB 1 ${STATS[stat].short}`)).toHaveValue(String(qb[stat]));
}

/**
 * Counts the OCR workers the page starts (`name: "ocr"`); call before the page loads. Returns a
 * reader of the count.
 */
export async function countOcrWorkers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const Native = window.Worker;
    const w = window as unknown as { ocrWorkers: number };
    w.ocrWorkers = 0;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (options?.name === "ocr") w.ocrWorkers++;
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { ocrWorkers: number }).ocrWorkers);
}

/**
 * Serves web/src/ocr's modules under `prefix` as plain JavaScript (a relative import such as
 * "./bars" resolves under it too), for a page to run the OCR worker's steps in real Chromium.
 */
export async function serveOcrModules(page: Page, prefix: string) {
  await page.route(`**${prefix}*`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(prefix.length).replace(/\.js$/, "");
    const { code } = await transformWithOxc(await readFile(`web/src/ocr/${name}.ts`, "utf8"), `${name}.ts`, {
      lang: "ts",
    });
    await route.fulfill({ contentType: "text/javascript", body: code });
  });
}
