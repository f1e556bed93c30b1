// The AI reporters end to end with the built-in writer: a recap from stats screenshots whose box
// score the author corrects, and a news story written in a persona's voice.
import { expect } from "@playwright/test";
import { gradientPng } from "../db/seed/png";
import { registerAndLogin, test, uniqueClientIp } from "./fixtures/auth";

const writeHeaders = () => ({
  Origin: new URL(test.info().project.use.baseURL ?? "").origin,
  "CF-Connecting-IP": uniqueClientIp(),
});

test("recap: stats screenshots → check and correct the box score → the finished story", async ({ page }) => {
  // Many form steps plus a queued job; on a loaded 2-core machine 30 s is not enough.
  test.setTimeout(120_000);
  await registerAndLogin(page);
  const created = await page.request.post("/api/recaps", {
    headers: writeHeaders(),
    data: {
      type: "game_recap",
      title: "Outlaws hold off Lumberjacks",
      content: "Tough divisional win at home.",
      leagueName: "NFL",
      writerId: "tank-whitfield",
      homeTeam: "Austin Outlaws",
      awayTeam: "Portland Lumberjacks",
      homeScore: 27,
      awayScore: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const png = Buffer.from(await gradientPng("#1e40af", "#ffffff", 16, 16)).toString("base64");
  const upload = await page.request.post(`/api/recaps/${id}/stats-images/game`, {
    headers: writeHeaders(),
    data: { gameData0: `data:image/png;base64,${png}` },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  // The reader offers the author the box-score check while the recap waits for it.
  await page.goto(`/read/${id}`);
  await expect(page.getByText("This recap is waiting for you to check the box score")).toBeVisible();
  await page.getByRole("link", { name: "Check the box score" }).click();

  await expect(page.getByRole("heading", { name: "Check the box score" })).toBeVisible();
  await expect(page.getByLabel("Home team")).toHaveValue("Austin Outlaws");
  await expect(page.getByLabel("Away score")).toHaveValue("20");
  await expect(page.getByText("No quarterbacks yet.")).toBeVisible();

  // Correct the score and add the players the built-in reader could not see.
  await page.getByLabel("Away score").fill("17");
  await page.getByRole("button", { name: "Add QB" }).click();
  await page.getByLabel("QB 1 name").fill("Cal Brewer");
  await page.getByLabel("QB 1 team").fill("Austin Outlaws");
  await page.getByLabel("QB 1 Comp").fill("22");
  await page.getByLabel("QB 1 Att").fill("31");
  await page.getByLabel("QB 1 Pass yds").fill("301");
  await page.getByLabel("QB 1 Pass TD").fill("3");
  await page.getByRole("button", { name: "Add defender" }).click();
  await page.getByLabel("DEF 1 name").fill("Reggie Stone");
  await page.getByLabel("DEF 1 team").fill("Austin Outlaws");
  await page.getByLabel("DEF 1 Tkl").fill("9");
  await page.getByRole("button", { name: "Add WR" }).click();
  await page.getByRole("button", { name: "Remove WR 1" }).click();
  await expect(page.getByLabel("WR 1 name")).toHaveCount(0);
  await page.getByRole("button", { name: "Write my recap" }).click();

  await expect(page).toHaveURL(new RegExp(`/read/${id}$`));
  const story = page.locator(".article-body");
  await expect(story).toContainText("22-of-31 for 301 yards and 3 touchdowns", { timeout: 15_000 });
  await expect(story).toContainText("27-17");
  await expect(story).toContainText("Reggie Stone");
  await expect(page.getByText("Our reporter is writing this story…")).toHaveCount(0);
  await expect(page.getByText('Deshawn "Tank" Whitfield').first()).toBeVisible();
});

test("news with the AI flag is written by the chosen persona", async ({ page }) => {
  test.setTimeout(60_000);
  await registerAndLogin(page);
  const created = await page.request.post("/api/recaps", {
    headers: writeHeaders(),
    data: {
      type: "news",
      category: "trade",
      title: "Outlaws trade for Jalen Price",
      content: "The Austin Outlaws acquired cornerback Jalen Price for a 2027 second-round pick.",
      leagueName: "NFL",
      writerId: "lou-brannigan",
      aiRequested: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/read/${id}`);
  const story = page.locator(".article-body");
  await expect(story).toContainText("Outlaws trade for Jalen Price!", { timeout: 15_000 });
  await expect(story).toContainText("acquired cornerback Jalen Price for a 2027 second-round pick");
  await expect(page.getByText("Lou Brannigan").first()).toBeVisible();
});
