import { type Browser, expect, type Page } from "@playwright/test";
import { exportWeek, leagueTeams, standings, TEAMS, WEEK_TYPES, weekPath } from "../db/seed/export-fixtures";
import { registerAndLogin, test, uniqueClientIp } from "./fixtures/auth";

// Issue 22 at 375 px: a commissioner creates a league, invites a member and copies the export URL;
// the fixture week is posted to it like a bot would, the standings are uploaded from the page; a
// visitor with JavaScript off reads the standings, a team page and an automatic recap.
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 180_000 });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function visitor(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueClientIp() },
  });
  return { context, page: await context.newPage() };
}

test("a commissioner connects the export; a visitor reads standings, a team and an automatic recap", async ({
  page,
  browser,
}) => {
  await registerAndLogin(page);
  const name = `E2E League ${Date.now().toString(36)}`;
  await page.goto("/leagues/new");
  await page.getByLabel("League name").fill(name);
  await page.getByRole("button", { name: "Create league" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name}: commissioner` })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  // The invite link and the export URL are shown to copy.
  const inviteLink = await page.getByLabel("Invite link").inputValue();
  expect(inviteLink).toMatch(/\/join\/[0-9a-f]{32}$/);
  await page.getByRole("button", { name: "Create export URL" }).click();
  const exportUrl = await page.getByLabel("Export URL").inputValue();
  expect(exportUrl).toMatch(/\/export\/[A-Za-z0-9_-]{20,}$/);
  await page.getByRole("button", { name: "Copy" }).nth(1).click();

  // A member joins by the invite link.
  const member = await visitor(browser);
  await registerAndLogin(member.page);
  await member.page.goto(new URL(inviteLink).pathname);
  await member.page.getByRole("button", { name: "Join the league" }).click();
  await expect(member.page.getByRole("status")).toHaveText(`You are a member of ${name}.`);
  await member.context.close();

  // The bot posts the teams and a week of two games.
  const week = exportWeek({ season: 0, weekIndex: 0, games: 2 });
  const path = new URL(exportUrl).pathname;
  const bot = async (route: string, body: unknown) => {
    const res = await page.request.post(`${path}${route}`, {
      data: body,
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status(), await res.text()).toBe(202);
  };
  await bot("/ps5/1/leagueteams", leagueTeams());
  for (const type of WEEK_TYPES) await bot(weekPath(week, type), week[type]);

  // The standings come as a file uploaded from the commissioner's page.
  await page.getByLabel("Upload export files").setInputFiles({
    name: "standings.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(standings(0, [week]))),
  });
  await expect(page.getByRole("list", { name: "Uploaded files" })).toContainText(
    "standings.json: Standings: received (see Recent exports)",
  );
  // The league's ingest job stores it in the background; the page says so when it has.
  const recent = page.getByRole("list", { name: "Recent exports" });
  await expect(recent.getByRole("listitem").filter({ hasText: "standings" })).toContainText("Stored: 32 rows", {
    timeout: 30_000,
  });
  await expect(recent.getByRole("listitem").filter({ hasText: "leagueteams" })).toContainText("Stored: 32 rows");

  // A visitor without JavaScript: the server-rendered standings at 375 px.
  const reader = await visitor(browser, false);
  const slug = new URL(page.url()).pathname.split("/")[2]!;
  await reader.page.goto(`/league/${slug}/season`);
  await expect(reader.page.getByRole("heading", { level: 1, name: "Standings" })).toBeVisible();
  const game = week.games[0]!;
  const home = TEAMS.find((t) => t.teamId === game.home)!;
  const homeName = `${home.cityName} ${home.nickName}`;
  await expect(reader.page.getByRole("table", { name: home.divName })).toBeVisible();
  expect(await pageWidth(reader.page)).toBeLessThanOrEqual(375);

  // Its team page: the game, and its leaders.
  await reader.page.getByRole("link", { name: homeName }).first().click();
  await expect(reader.page.getByRole("heading", { level: 1, name: homeName })).toBeVisible();
  await expect(reader.page.getByRole("heading", { name: "Team leaders" })).toBeVisible();
  expect(await pageWidth(reader.page)).toBeLessThanOrEqual(375);

  // The schedule links the finished game to its automatic recap once the reporter has written it.
  const schedule = `/league/${slug}/season/1/schedule/1`;
  await expect
    .poll(
      async () => {
        await reader.page.goto(schedule);
        return reader.page.getByRole("link", { name: "Read the story" }).count();
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(2);
  await reader.page.getByRole("link", { name: "Read the story" }).first().click();
  await expect(reader.page.getByRole("heading", { level: 1 })).toContainText(": Week 1");
  await expect(reader.page.getByRole("region", { name: "Box score", exact: true })).toBeVisible();
  expect(await pageWidth(reader.page)).toBeLessThanOrEqual(375);
  await reader.context.close();
});
