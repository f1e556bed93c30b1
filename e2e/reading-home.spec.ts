/// <reference lib="dom" />
import { expect, test } from "@playwright/test";
import { EMPTY_SITE, PRISTINE_SITE } from "../playwright.config";
import { startApp } from "./app-ready";
import { allArticles, expectNoSeriousA11yViolations, withoutServerRender } from "./reading-helpers";

// These specs assert the demo content exactly: they run against the seeded site no other spec writes to.
test.use({ baseURL: PRISTINE_SITE });

// axe-core runs take several seconds each on a loaded 2-core machine; allow them the time.
test.describe.configure({ timeout: 90_000 });

test.describe("home page", () => {
  test("tiles, Top Headlines with the OGLeague25 rule, one batch reactions call", async ({ page }) => {
    const articles = await allArticles(page);
    const [featured, ...rest] = articles;
    const recent = rest.filter((a) => a.leagueName !== "OGLeague25").slice(0, 6);
    const leftOut = rest.filter((a) => a.leagueName === "OGLeague25");
    expect(leftOut.length).toBeGreaterThan(0);

    const reactionCalls: string[] = [];
    page.on("request", (req) => {
      if (/\/reactions/.test(req.url())) reactionCalls.push(`${req.method()} ${new URL(req.url()).pathname}`);
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "What do you want to generate today?" })).toBeVisible();
    for (const [name, href] of <[string, string][]>[
      ["Create a Game Recap", "/create?type=game_recap"],
      ["Create a News Update", "/create?type=news"],
      ["View Your Saved Recaps", "/my-articles"],
      ["Enjoy the Community Hub", "/community"],
      ["Support Us", "/support"],
    ]) {
      await expect(page.locator(".tiles").getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(page.locator(".tile__badge")).toHaveText("0 saved");

    const headlines = page.getByRole("region", { name: "Top Headlines" });
    const titles = headlines.locator(".card__title");
    await expect(titles).toHaveText([featured!.title, ...recent.map((a) => a.title)]);
    await expect(headlines.locator(".card--featured .card__title")).toHaveText(featured!.title);
    await expect(headlines.locator(".card--small")).toHaveCount(5);
    for (const a of leftOut) await expect(headlines.getByText(a.title)).toHaveCount(0);

    // Featured story card content (seeded: an NFL game recap by Marcus Vale with an image).
    const card = headlines.locator(".card--featured");
    await expect(card.getByRole("link", { name: featured!.leagueName! })).toBeVisible();
    await expect(
      card.getByText(featured!.type === "game_recap" ? "GAME RECAP" : "NEWS", { exact: true }),
    ).toBeVisible();
    await expect(card.getByRole("link", { name: `Read Full Story: ${featured!.title}` })).toHaveAttribute(
      "href",
      `/read/${featured!.id}`,
    );
    await expect(card.locator(".card__excerpt")).toHaveText(featured!.excerpt.split("\n\n")[0]!);

    // The page arrives with the counts; once the app has started (a reader's first app-only action,
    // decision 193) it refreshes them with one batch call, no per-card requests.
    await expect(headlines.locator(".reaction-chip").first()).toBeVisible();
    expect(reactionCalls).toEqual([]);
    await startApp(page);
    await expect.poll(() => reactionCalls).toEqual(["POST /api/reactions/batch"]);
    await expect(page.getByRole("heading", { name: "About DGSN" }).first()).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Support Us" }).getByRole("link", { name: "Support Us" }),
    ).toHaveAttribute("href", "/support");
    await expectNoSeriousA11yViolations(page);
  });

  test("seeded cards: recap score with FINAL, top 3 chips (2 on small cards), writer in colour", async ({ page }) => {
    await page.goto("/");
    const headlines = page.getByRole("region", { name: "Top Headlines" });
    const lumberjacks = headlines.locator(".card", { hasText: "Grant's Strip Seals Lumberjacks' 27-24 Escape" });
    await expect(lumberjacks.locator(".scoreline")).toHaveText(
      /Portland Lumberjacks\s*27\s*Austin Outlaws\s*24\s*FINAL/,
    );
    const chips = lumberjacks.locator(".reaction-chip");
    await expect(chips).toHaveText(["🔥 9", "👏 4", "💯 3"]);
    // Each emoji is named for assistive technology (decision 370).
    for (const [i, name] of ["Fire", "Clapping", "100"].entries())
      await expect(chips.nth(i).getByRole("img", { name, exact: true })).toBeVisible();
    await expect(lumberjacks.getByText("Marcus Vale")).toHaveCSS("color", "rgb(30, 64, 175)");
    await expect(lumberjacks.getByText("Nov 22, 2026")).toBeVisible();

    const windriders = headlines.locator(".card--small", { hasText: "By the Numbers: Windriders Grind Out" });
    await expect(windriders.locator(".reaction-chip")).toHaveText(["👏 6", "💯 4"]);
  });

  test("writer fallback: empty, 'default' or unknown writerId → 'DGSN Staff', as on the reader (decision 171)", async ({
    page,
  }) => {
    await withoutServerRender(page, "/");
    await page.route("**/api/recaps?limit=50", async (route) => {
      const body = await (await route.fetch()).json();
      body.recaps.forEach((r: { writerId: string }, i: number) => {
        r.writerId = ["default", "", "no-such-writer"][i % 3]!;
      });
      await route.fulfill({ json: body });
    });
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Top Headlines" }).locator(".card");
    for (const i of [0, 1, 2]) await expect(cards.nth(i).locator(".writer-name")).toHaveText("DGSN Staff");
  });

  test("skeletons show while the list loads", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await withoutServerRender(page, "/");
    await page.route("**/api/recaps?limit=50", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/");
    const headlines = page.getByRole("region", { name: "Top Headlines" });
    await expect(headlines.locator(".card--skeleton").first()).toBeVisible();
    await expect(headlines.getByRole("status")).toHaveText("Loading stories…");
    release();
    await expect(headlines.locator(".card--featured")).toBeVisible();
    await expect(headlines.locator(".card--skeleton")).toHaveCount(0);
  });

  test("Meet the team: nine personas with role, bio, specialty and achievement", async ({ page }) => {
    const writers = await (await page.request.get("/api/writers")).json();
    expect(writers).toHaveLength(9);
    await page.goto("/");
    const team = page.getByRole("region", { name: "Meet the team" });
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(writers.map((w: { name: string }) => w.name));
    const first = team.getByRole("listitem").first();
    await expect(first).toContainText(writers[0].role);
    await expect(first).toContainText(writers[0].bio);
    await expect(first).toContainText(`Specialty: ${writers[0].specialty}`);
    await expect(first).toContainText(`Achievement: ${writers[0].achievement}`);
  });

  test("at 375 px the page fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.locator(".card--featured")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("empty database: no stories, an invitation to create one", async ({ page }) => {
    await page.goto(`${EMPTY_SITE}/`);
    const headlines = page.getByRole("region", { name: "Top Headlines" });
    await expect(headlines.getByText("No additional stories to display.")).toBeVisible();
    await expect(headlines.getByRole("link", { name: "Create New Story" })).toHaveAttribute("href", "/create");
    await expect(headlines.locator(".card")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Meet the team" }).getByRole("listitem")).toHaveCount(9);
    await expectNoSeriousA11yViolations(page);
  });
});
