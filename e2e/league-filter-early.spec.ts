/// <reference lib="dom" />
import { expect, type Page, type Route } from "@playwright/test";
import { appReady } from "./app-ready";
import { registerAndLogin, test } from "./fixtures/auth";

// Issue 19 (decision 192): the league page's season and week filter is a plain GET form. A choice
// made before the app has started submits it (boot.js), and the Worker renders the filtered page;
// without JavaScript the form's button does the same.
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** A league of its own with one published story in season 7's Wild Card Round and one in season 8's week 3. */
async function leagueWithTwoSeasons(page: Page) {
  await registerAndLogin(page);
  const stamp = `${Date.now()}`;
  const league = `Filter League ${stamp}`;
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const post = async (season: number, week: string) => {
    const title = `Season ${season} notebook ${stamp}`;
    const res = await page.request.post("/api/recaps", {
      headers: { Origin: origin },
      data: {
        type: "news",
        title,
        content: `What happened in season ${season}.`,
        leagueName: league,
        season,
        week,
        aiRequested: false,
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return title;
  };
  const seven = await post(7, "wildcard");
  const eight = await post(8, "3");
  // Published after the lifecycle's short delay (worker/services/recap-lifecycle.ts).
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get("/api/recaps?limit=1000")).json()) as {
          recaps: { title: string }[];
        };
        return [seven, eight].every((t) => list.recaps.some((r) => r.title === t));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return { path: `/league/${encodeURIComponent(league)}`, seven, eight };
}

test("a season chosen before the app has started loads the filtered page, which the app then takes over", async ({
  page,
}) => {
  const { path, seven, eight } = await leagueWithTwoSeasons(page);
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
  });

  // The app's entry is held until the test lets it through.
  const held: Route[] = [];
  let release = false;
  await page.route(ENTRY, (route) => void (release ? route.continue() : held.push(route)));
  await page.goto(path);
  await expect.poll(() => held.length, { timeout: 20_000 }).toBe(1);
  await expect(page.getByRole("heading", { name: seven })).toBeVisible();
  await expect(page.getByRole("heading", { name: eight })).toBeVisible();

  // Chosen while the app is still not there: the form asks the Worker for the filtered page.
  await page.getByLabel("Season", { exact: true }).selectOption("7");
  await expect(page).toHaveURL(/[?&]season=7(&|$)/);
  await expect(page.getByRole("heading", { name: eight })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: seven })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-app-started");

  release = true;
  for (const r of held.splice(0)) await r.continue().catch(() => undefined);
  await appReady(page);
  const season = page.getByLabel("Season", { exact: true });
  await expect(season).toHaveValue("7");
  await expect(page.getByRole("heading", { name: eight })).toHaveCount(0);
  // The app goes on from there: back to every season.
  await season.selectOption("");
  await expect(page).not.toHaveURL(/season=/);
  await expect(page.getByRole("heading", { name: eight })).toBeVisible();
  // Hydration matched the server's markup (main.tsx warns when React had to render afresh).
  expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
});

test("without JavaScript the filter asks the Worker for the filtered page", async ({ page, browser }) => {
  const { path, seven, eight } = await leagueWithTwoSeasons(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noJs = await context.newPage();
    await noJs.goto(`${test.info().project.use.baseURL}${path}`);
    await noJs.getByLabel("Season", { exact: true }).selectOption("8");
    await noJs.getByRole("button", { name: "Show stories" }).click();
    await expect(noJs).toHaveURL(/[?&]season=8(&|$)/);
    await expect(noJs.getByLabel("Season", { exact: true })).toHaveValue("8");
    await expect(noJs.getByRole("heading", { name: eight })).toBeVisible();
    await expect(noJs.getByRole("heading", { name: seven })).toHaveCount(0);

    // The unfiltered page is not the filtered one's cached copy, nor the other way round.
    await noJs.goto(new URL(path, noJs.url()).href);
    await expect(noJs.getByRole("heading", { name: seven })).toBeVisible();
    await expect(noJs.getByRole("heading", { name: eight })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("on a slow phone, a season and a week chosen as soon as the app has taken over both stay", async ({ page }) => {
  const { path } = await leagueWithTwoSeasons(page);
  // A phone several times slower than this machine: React hydrates the route's content in a later,
  // low-priority pass than the root's, in slices, so the page stays the server's markup for a while.
  // The app must not say it has taken over before then (a choice made in that gap was lost).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.goto(path);
  await appReady(page);
  await page.getByLabel("Season", { exact: true }).selectOption("7");
  await page.getByLabel("Week", { exact: true }).selectOption({ label: "Wild Card Round" });
  await expect(page).toHaveURL(/season=7&week=wildcard/);
  await expect(page.getByLabel("Season", { exact: true })).toHaveValue("7");
});

// Decision 366 at 375 px: the week select offers the weeks the league's stories are in (of the chosen
// season, or of any), so each choice shows stories; without script the form still filters.
test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  const weekLabels = (page: Page) =>
    page
      .getByLabel("Week", { exact: true })
      .locator("option")
      .evaluateAll((options) => options.map((o) => o.textContent));

  test("the week filter offers the league's weeks, and a week chosen shows its stories", async ({ page }) => {
    const { path, seven, eight } = await leagueWithTwoSeasons(page);
    await page.goto(path);
    expect(await weekLabels(page)).toEqual(["All weeks", "Week 3", "Wild Card Round"]);
    await appReady(page);
    await page.getByLabel("Season", { exact: true }).selectOption("8");
    await expect.poll(() => weekLabels(page)).toEqual(["All weeks", "Week 3"]);
    await page.getByLabel("Week", { exact: true }).selectOption({ label: "Week 3" });
    await expect(page).toHaveURL(/season=8&week=3$/);
    await expect(page.getByRole("heading", { name: eight })).toBeVisible();
    await expect(page.getByRole("heading", { name: seven })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("without JavaScript the week filter offers the season's weeks and filters", async ({ page, browser }) => {
    const { path, seven, eight } = await leagueWithTwoSeasons(page);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    try {
      const noJs = await context.newPage();
      await noJs.goto(`${test.info().project.use.baseURL}${path}?season=7`);
      expect(await weekLabels(noJs)).toEqual(["All weeks", "Wild Card Round"]);
      await noJs.getByLabel("Season", { exact: true }).selectOption("");
      await noJs.getByLabel("Week", { exact: true }).selectOption({ label: "Wild Card Round" });
      await noJs.getByRole("button", { name: "Show stories" }).click();
      await expect(noJs).toHaveURL(/[?&]week=wildcard(&|$)/);
      await expect(noJs.getByLabel("Week", { exact: true })).toHaveValue("wildcard");
      await expect(noJs.getByRole("heading", { name: seven })).toBeVisible();
      await expect(noJs.getByRole("heading", { name: eight })).toHaveCount(0);
      // A week in the address that has no story here is still offered, chosen (and says so).
      await noJs.goto(`${test.info().project.use.baseURL}${path}?season=8&week=5`);
      expect(await weekLabels(noJs)).toEqual(["All weeks", "Week 3", "Week 5"]);
      await expect(noJs.getByLabel("Week", { exact: true })).toHaveValue("5");
      await expect(noJs.getByRole("heading", { name: "No Articles Here Yet" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
