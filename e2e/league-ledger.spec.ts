import { expect } from "@playwright/test";
import { LEDGER_TEAMS, ledgerRoster, ledgerStandings, ledgerWeek, ROSTERED } from "../db/seed/ledger-league";
import { registerAndLogin, test, uniqueClientIp } from "./fixtures/auth";

// Issue 38 at 375 px: a league's export of three played weeks and a scheduled fourth; a visitor reads
// the automatic recap of week 3's division game and finds both teams' records and their next games,
// and its box score names the rostered players in full (decision 330).
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 180_000 });

const TYPES = ["schedules", "teamstats", "passing", "rushing", "receiving", "defense", "kicking", "punting"] as const;

test("a visitor reads an automatic recap with the teams' records and the next game", async ({ page, browser }) => {
  await registerAndLogin(page);
  const name = `Ledger League ${Date.now().toString(36)}`;
  await page.goto("/leagues/new");
  await page.getByLabel("League name").fill(name);
  await page.getByRole("button", { name: "Create league" }).click();
  await page.getByRole("button", { name: "Create export URL" }).click();
  const path = new URL(await page.getByLabel("Export URL").inputValue()).pathname;
  const slug = new URL(page.url()).pathname.split("/")[2]!;
  const bot = async (route: string, body: unknown) => {
    const res = await page.request.post(`${path}${route}`, {
      data: body,
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status(), await res.text()).toBe(202);
  };
  await bot("/ps5/1/leagueteams", { success: true, message: "OK", leagueTeamInfoList: LEDGER_TEAMS });
  for (const t of ROSTERED) await bot(`/ps5/1/team/${LEDGER_TEAMS[t]!.teamId}/roster`, ledgerRoster(t));
  for (const w of [3, 0, 1, 2]) {
    const week = ledgerWeek(w);
    for (const type of w === 3 ? (["schedules"] as const) : TYPES)
      await bot(`/ps5/1/week/reg/${w + 1}/${type}`, week[type]);
  }
  await bot("/ps5/1/standings", ledgerStandings(2));

  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueClientIp() },
  });
  const reader = await context.newPage();
  const schedule = `/league/${slug}/season/1/schedule/3`;
  await expect
    .poll(
      async () => {
        await reader.goto(schedule);
        return reader.getByRole("link", { name: "Read the story" }).count();
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(4);
  const stories = await reader
    .getByRole("link", { name: "Read the story" })
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  let found = false;
  for (const story of stories) {
    await reader.goto(story);
    const title = await reader.getByRole("heading", { level: 1 }).textContent();
    if (title !== "Harbor City Gulls at Mesa Rattlers: Week 3") continue;
    found = true;
    const article = reader.locator(".article-body");
    // The records after the game (Rattlers 1-2, Gulls 2-1) and each side's next game, in Week 4.
    await expect(article).toContainText("1-2");
    await expect(article).toContainText("first win of the season");
    await expect(article).toContainText("2-1");
    await expect(article).toContainText("Cobalt Bay Sharks");
    await expect(article).toContainText("Week 4");
    await expect(article).toContainText("Iron Valley Miners");
    // Its box score names the rostered players as the roster does, not as the export abbreviates them.
    const box = reader.getByRole("region", { name: "Box score", exact: true });
    await expect(box.getByRole("rowheader", { name: "Aldo Van Ginkel", exact: true })).toBeVisible();
    await expect(box.getByRole("rowheader", { name: "A.Van Ginkel", exact: true })).toHaveCount(0);
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  expect(found).toBe(true);
  await context.close();
});
