// Unpublished work is its author's (decision 170), on a phone: the author creates a recap, checks
// the box score and reads the finished story; a signed-out reader gets "Article not found" for the
// same article until the story is published, then reads it.
import { expect } from "@playwright/test";
import { gradientPng } from "../db/seed/png";
import { registerAndLogin, test, uniqueClientIp } from "./fixtures/auth";
import { underServiceWorker } from "./service-worker";

test.use({ viewport: { width: 375, height: 812 } });

test("author: create → box-score check → the reporter writes → story; a signed-out reader gets not-found for the draft", async ({
  page,
  browser,
}) => {
  // Sign-up, a create with uploads, a queued job and a second browser on a shared 2-core machine.
  test.setTimeout(120_000);
  const title = `Outlaws hold on ${Date.now()}`;
  await registerAndLogin(page);
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("A late stop at the goal line decided it.");
  await page.getByLabel("Home team").fill("Austin Outlaws");
  await page.getByLabel("Away team").fill("Portland Lumberjacks");
  await page.getByLabel("Home score").fill("24");
  await page.getByLabel("Away score").fill("17");
  await page.getByLabel("Game stats (up to 3)").setInputFiles({
    name: "box.png",
    mimeType: "image/png",
    buffer: Buffer.from(await gradientPng("#000000", "#ffffff", 900, 600)),
  });
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page).toHaveURL(/\/create\/\d+\/box-score$/);
  const id = Number(new URL(page.url()).pathname.split("/")[2]);
  await expect(page.getByRole("heading", { name: "Check the box score" })).toBeVisible();

  // A reader without a session: the draft does not exist for them, on the page and in the API.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const reader = await visitor.newPage();
  const draftPage = await reader.goto(`/read/${id}`);
  expect(draftPage?.status()).toBe(404);
  await expect(reader.getByRole("heading", { name: "Article not found" })).toBeVisible();
  await expect(reader.getByText(title)).toHaveCount(0);
  expect((await reader.request.get(`/api/recaps/${id}`)).status()).toBe(404);

  // The author, meanwhile, still sees the draft on the reader page (the private read).
  await page.goto(`/read/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("This recap is waiting for you to check the box score")).toBeVisible();
  await page.getByRole("link", { name: "Check the box score" }).click();

  await page.getByRole("button", { name: "Add QB" }).click();
  await page.getByLabel("QB 1 name").fill("Cal Brewer");
  await page.getByLabel("QB 1 team").fill("Austin Outlaws");
  await page.getByLabel("QB 1 Comp").fill("20");
  await page.getByLabel("QB 1 Att").fill("28");
  await page.getByLabel("QB 1 Pass yds").fill("265");
  await page.getByLabel("QB 1 Pass TD").fill("2");
  await page.getByRole("button", { name: "Write my recap" }).click();

  // The page the author is sent to while the reporter writes follows the story to the end.
  await expect(page).toHaveURL(new RegExp(`/read/${id}$`));
  const story = page.locator(".article-body");
  await expect(story).toContainText("Cal Brewer", { timeout: 30_000 });
  await expect(story).toContainText("24-17");
  await expect(page.getByText("Our reporter is writing this story…")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Published: the same reader now gets the story.
  const published = await reader.goto(`/read/${id}`);
  expect(published?.status()).toBe(200);
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.locator(".article-body")).toContainText("Cal Brewer");
  await visitor.close();
});

test.describe("a returning author (the service worker controls the page)", () => {
  test.use({ serviceWorkers: "allow" });

  test("opening their draft by its address shows its state and the way forward; a visitor gets not-found", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await registerAndLogin(page);
    await underServiceWorker(page, "/");
    const origin = new URL(page.url()).origin;
    const title = `Held draft ${Date.now()}`;
    const created = await page.request.post("/api/recaps", {
      headers: { Origin: origin, "CF-Connecting-IP": uniqueClientIp() },
      data: {
        type: "game_recap",
        title,
        content: "A late stop at the goal line decided it.",
        leagueName: "NFL",
        writerId: "tank-whitfield",
        homeTeam: "Austin Outlaws",
        awayTeam: "Portland Lumberjacks",
        homeScore: 24,
        awayScore: 17,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // A document navigation (a bookmark, a link from Discord), answered by way of the service worker.
    const res = await page.goto(`/read/${id}`);
    expect(res!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("This recap is waiting for you to check the box score")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Article not found" })).toHaveCount(0);
    await page.getByRole("link", { name: "Check the box score" }).click();
    await expect(page).toHaveURL(new RegExp(`/create/${id}/box-score$`));

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    expect((await reader.goto(`/read/${id}`))!.status()).toBe(404);
    await expect(reader.getByRole("heading", { name: "Article not found" })).toBeVisible();
    await expect(reader.getByText(title)).toHaveCount(0);
    await visitor.close();
  });
});
