import { expect, type Page } from "@playwright/test";
import { gradientPng } from "../db/seed/png";
import { PRISTINE_SITE } from "../playwright.config";
import { registerAndLogin, test } from "./fixtures/auth";
import { expectNoSeriousA11yViolations } from "./reading-helpers";

// Issue 20 item 5: a published recap shows its confirmed box score by team below the story, and
// its screenshots in a gallery — in the server-rendered page and in the app, at 375 px.
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

interface ApiRecap {
  id: number;
  type: string;
  status: string;
  homeTeam: string;
  awayTeam: string;
  players: { name: string; team: string }[];
}

async function seededRecapWithPlayers(page: Page): Promise<ApiRecap> {
  // The list carries what a card shows (issue 19); the box score is in the whole article.
  const res = await page.request.get(`${PRISTINE_SITE}/api/recaps?limit=1000`);
  const { recaps } = (await res.json()) as { recaps: { id: number; type: string }[] };
  let recap: ApiRecap | undefined;
  for (const r of recaps.filter((x) => x.type === "game_recap")) {
    const whole = (await (await page.request.get(`${PRISTINE_SITE}/api/recaps/${r.id}`)).json()) as ApiRecap;
    if (whole.status === "ready" && whole.players.length > 0) {
      recap = whole;
      break;
    }
  }
  expect(recap, "a seeded recap with a box score").toBeDefined();
  return recap!;
}

test("the server-rendered story carries the box score by team, readable without JavaScript", async ({
  page,
  browser,
}) => {
  const recap = await seededRecapWithPlayers(page);
  const html = await (await page.request.get(`${PRISTINE_SITE}/read/${recap.id}`)).text();
  expect(html).toContain(">Box score</h2>");
  expect(html).toContain(`>${recap.homeTeam}</h3>`);
  expect(html).toContain(recap.players[0]!.name.replace(/'/g, "&#x27;"));

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const noJs = await context.newPage();
  await noJs.goto(`${PRISTINE_SITE}/read/${recap.id}`);
  const box = noJs.getByRole("region", { name: "Box score", exact: true });
  await expect(box).toBeVisible();
  await expect(box.getByRole("rowheader", { name: recap.players[0]!.name })).toBeVisible();
  expect(await pageWidth(noJs)).toBeLessThanOrEqual(375);
  await context.close();
});

test("the app shows the box score below the story, one block per team, without widening the page", async ({ page }) => {
  const recap = await seededRecapWithPlayers(page);
  await page.goto(`${PRISTINE_SITE}/read/${recap.id}`);
  const box = page.getByRole("region", { name: "Box score", exact: true });
  await expect(box).toBeVisible();
  for (const team of [recap.homeTeam, recap.awayTeam]) {
    const players = recap.players.filter((p) => p.team === team);
    if (players.length === 0) continue;
    const block = box.getByRole("region", { name: `${team} box score` });
    await expect(block.getByRole("heading", { name: team })).toBeVisible();
    for (const p of players) await expect(block.getByRole("rowheader", { name: p.name })).toBeVisible();
  }
  // Below the story's text.
  const story = await page.locator(".article-body").boundingBox();
  const boxTop = await box.boundingBox();
  expect(boxTop!.y).toBeGreaterThan(story!.y + story!.height - 1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});

test("after the box-score check the published story shows the confirmed lines and the screenshots", async ({
  page,
}) => {
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Title").fill("Outlaws hold off Lumberjacks");
  await page.getByLabel("Content").fill("The Outlaws won at home.");
  await page.getByLabel("Home team").fill("Austin Outlaws");
  await page.getByLabel("Away team").fill("Portland Lumberjacks");
  await page.getByLabel("Home score").fill("24");
  await page.getByLabel("Away score").fill("21");
  await page.getByLabel("Game stats (up to 3)").setInputFiles([
    {
      name: "box.png",
      mimeType: "image/png",
      buffer: Buffer.from(await gradientPng("#103050", "#f0f0f0", 900, 600)),
    },
  ]);
  await expect(page.getByRole("img", { name: /^Game stats \(up to 3\) preview/ })).toHaveCount(1);
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByRole("heading", { name: "Check the box score" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Add QB" }).click();
  await page.getByLabel("QB 1 name").fill("Cal Brewer");
  await page.getByLabel("QB 1 team").fill("Austin Outlaws");
  await page.getByLabel("QB 1 Comp").fill("22");
  await page.getByLabel("QB 1 Att").fill("31");
  await page.getByLabel("QB 1 Pass yds").fill("250");
  await page.getByRole("button", { name: "Write my recap" }).click();

  await expect(page).toHaveURL(/\/read\/\d+$/);
  const box = page.getByRole("region", { name: "Box score", exact: true });
  await expect(box).toBeVisible({ timeout: 30_000 });
  const outlaws = box.getByRole("region", { name: "Austin Outlaws box score" });
  const row = outlaws.getByRole("row", { name: /Cal Brewer/ });
  await expect(row).toContainText("22");
  await expect(row).toContainText("31");
  await expect(row).toContainText("250");
  // Only the confirmed stats are columns: nothing typed for rushing, so no rushing column.
  await expect(outlaws.getByRole("columnheader", { name: "Rush yds" })).toHaveCount(0);

  const gallery = page.getByRole("region", { name: "Game screenshots" });
  await gallery.getByRole("button", { name: /Game stats screenshot 1/ }).click();
  await expect(page.getByRole("dialog", { name: "Game stats screenshot 1" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});
