import { type Browser, expect, type Page } from "@playwright/test";
import { WEEK_TYPES, weekPath } from "../db/seed/export-fixtures";
import {
  baselineRosters,
  changedRosters,
  newsroomStandings,
  newsroomTeams,
  newsroomWeeks,
} from "../db/seed/newsroom-fixtures";
import { registerAndLogin, test, uniqueClientIp } from "./fixtures/auth";

// Issue 41 at 375 px: a league's bot posts two finished weeks and two roster exports to the export
// URL; the newsroom writes the week's power rankings, the awards and a trade story; a visitor
// without JavaScript finds each on the league page by its kind and reads it.
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 240_000 });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const list = (name: string, rows: unknown[]) => ({ success: true, message: "OK", [name]: rows });

async function visitor(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueClientIp() },
  });
  return { context, page: await context.newPage() };
}

test("after the fixture weeks and rosters are posted, a visitor reads the rankings, the awards and a trade", async ({
  page,
  browser,
}) => {
  await registerAndLogin(page);
  const name = `E2E Newsroom ${Date.now().toString(36)}`;
  await page.goto("/leagues/new");
  await page.getByLabel("League name").fill(name);
  await page.getByRole("button", { name: "Create league" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name}: commissioner` })).toBeVisible();
  await page.getByRole("button", { name: "Create export URL" }).click();
  const path = new URL(await page.getByLabel("Export URL").inputValue()).pathname;
  const slug = new URL(page.url()).pathname.split("/")[2]!;

  const ip = uniqueClientIp();
  const bot = async (route: string, body: unknown) => {
    const res = await page.request.post(`${path}${route}`, { data: body, headers: { "CF-Connecting-IP": ip } });
    expect(res.status(), await res.text()).toBe(202);
  };
  const rosters = async (s: ReturnType<typeof baselineRosters>) => {
    for (const r of s.rosters) await bot(`/ps5/1/team/${r.teamId}/roster`, list("rosterInfoList", r.players));
    await bot("/ps5/1/freeagents/roster", list("rosterInfoList", s.freeAgents!));
  };

  const weeks = newsroomWeeks().slice(0, 2);
  await bot("/ps5/1/leagueteams", list("leagueTeamInfoList", newsroomTeams()));
  await bot("/ps5/1/standings", list("teamStandingInfoList", newsroomStandings(weeks)));
  for (const week of weeks) for (const type of WEEK_TYPES) await bot(weekPath(week, type), week[type]);

  // The first roster export is the baseline: the commissioner's newsroom says when it was compared.
  await rosters(baselineRosters());
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/leagues/${slug}/newsroom`)).json()) as {
            rostersComparedAt: string | null;
          }
        ).rostersComparedAt,
      { timeout: 120_000, intervals: [2_000] },
    )
    .not.toBeNull();
  await rosters(changedRosters());

  const reader = await visitor(browser);
  const league = `/league/${encodeURIComponent(name)}`;
  const shelf = async (kind: string, title: RegExp) => {
    await expect
      .poll(
        async () => {
          await reader.page.goto(`${league}?kind=${kind}`);
          return reader.page.getByRole("link", { name: title }).count();
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);
    expect(await pageWidth(reader.page)).toBeLessThanOrEqual(375);
    await reader.page.getByRole("link", { name: title }).first().click();
    await expect(reader.page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await pageWidth(reader.page)).toBeLessThanOrEqual(375);
  };

  await shelf("rankings", /^Week 2 power rankings: the .+ No\. 1$/);
  await expect(reader.page.getByText("Movement is against last week's column.")).toBeVisible();
  await expect(reader.page.getByText(/^1\. /).first()).toBeVisible();

  await shelf("awards", /^Week 2 awards: .+ take player of the week$/);
  await expect(reader.page.getByText(/^Offensive player of the week: /)).toBeVisible();

  await shelf("transactions", /^Trade: the \w+ get .+ from the \w+ for .+$/);
  await expect(reader.page.getByText(/ receive .+ from the /).first()).toBeVisible();

  // The shelf links themselves are plain links on the server-rendered page.
  await reader.page.goto(league);
  await expect(reader.page.getByRole("navigation", { name: "Stories by kind" }).getByRole("link")).toHaveCount(6);
  await reader.context.close();
});
