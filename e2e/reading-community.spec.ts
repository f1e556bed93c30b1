/// <reference lib="dom" />
import { expect, test } from "@playwright/test";
import { EMPTY_SITE, PRISTINE_SITE } from "../playwright.config";
import { allArticles, expectNoSeriousA11yViolations } from "./reading-helpers";

// These specs assert the demo content exactly: they run against the seeded site no other spec writes to.
test.use({ baseURL: PRISTINE_SITE });

const KNOWN = ["OGLeague25", "NFL", "SLA"];

// axe-core runs take several seconds each on a loaded 2-core machine; allow them the time.
test.describe.configure({ timeout: 90_000 });

test.describe("community hub", () => {
  test("league cards with counts, descriptions and icons; summary; RSS links", async ({ page }) => {
    const articles = await allArticles(page);
    const counts = new Map<string, number>();
    for (const a of articles) if (a.leagueName) counts.set(a.leagueName, (counts.get(a.leagueName) ?? 0) + 1);
    expect([...counts.keys()]).toEqual(expect.arrayContaining([...KNOWN, "Gridiron Kings"]));

    await page.goto("/community");
    await expect(page.getByRole("heading", { level: 1, name: "DGSN Community" })).toBeVisible();
    const stats = page.getByRole("definition");
    await expect(stats).toHaveText([
      String(counts.size),
      String(articles.length),
      (articles.length / counts.size).toFixed(1),
    ]);
    await expect(page.getByRole("term")).toHaveText(["Active Leagues", "Total Articles", "Average per League"]);

    // Stories in no league have their own card, so the cards add up to the total (issue 22).
    const withoutLeague = articles.filter((a) => !a.leagueName).length;
    const cards = page.locator(".league-card");
    await expect(cards).toHaveCount(counts.size + (withoutLeague > 0 ? 1 : 0));
    if (withoutLeague > 0)
      await expect(page.getByRole("link", { name: /^No league/ })).toContainText(
        `${withoutLeague} article${withoutLeague === 1 ? "" : "s"}`,
      );
    expect([...counts.values()].reduce((n, c) => n + c, 0) + withoutLeague).toBe(articles.length);
    const nfl = page.getByRole("link", { name: /^NFL \d+ articles?/ });
    await expect(nfl).toHaveAttribute("href", "/league/NFL");
    await expect(nfl).toContainText(`${counts.get("NFL")} articles`);
    await expect(nfl).toContainText("Coverage of NFL-based franchise play.");
    // Its PNG, drawn once from its SVG (168 px), not a data: SVG with a document of its own (decision 381).
    await expect(nfl.locator("img.league-icon")).toHaveAttribute("src", /^\/api\/league-icons\/NFL\?v=[0-9a-z]+$/);
    // Loaded lazily (decision 322), and still drawn, at its fixed width (the card's row sets its height).
    await expect(nfl.locator("img.league-icon")).toHaveJSProperty("complete", true);
    expect(await nfl.locator("img.league-icon").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(168);
    expect((await nfl.locator("img.league-icon").boundingBox())?.width).toBe(56);
    const kings = page.getByRole("link", { name: /^Gridiron Kings \d/ });
    await expect(kings).toHaveAttribute("href", "/league/Gridiron%20Kings");
    await expect(kings).toContainText("A community franchise league covered by DGSN.");
    await expect(kings.locator(".league-icon--monogram")).toHaveText("GK");

    const rss = page.getByRole("region", { name: "RSS Feeds" });
    await expect(rss.getByRole("link", { name: "All stories (RSS)" })).toHaveAttribute("href", "/api/rss");
    await expect(rss.getByRole("link", { name: "Gridiron Kings (RSS)" })).toHaveAttribute(
      "href",
      "/api/rss?league=Gridiron%20Kings",
    );
    await expect(page.getByRole("link", { name: "Support DGSN" })).toHaveAttribute("href", "/support");
    await expectNoSeriousA11yViolations(page);

    await kings.click();
    await expect(page.getByRole("heading", { level: 1, name: "Gridiron Kings" })).toBeVisible();
  });

  test("empty database: No Leagues Found", async ({ page }) => {
    await page.goto(`${EMPTY_SITE}/community`);
    await expect(page.getByRole("heading", { name: "No Leagues Found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("league page", () => {
  test("exact name: header, colour, description, counts, latest date, 3 columns, 150-char snippets", async ({
    page,
  }) => {
    const nfl = (await allArticles(page)).filter((a) => a.leagueName === "NFL");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/league/NFL");
    const header = page.locator(".league-header");
    await expect(header.getByRole("heading", { level: 1, name: "NFL" })).toBeVisible();
    await expect(header).toHaveCSS("background-color", "rgb(29, 78, 216)");
    await expect(header).toContainText("Coverage of NFL-based franchise play.");
    await expect(header.getByRole("link", { name: "← Back to Community" })).toHaveAttribute("href", "/community");
    await expect(header.getByRole("definition")).toHaveText([
      String(nfl.length),
      String(new Set(nfl.map((a) => a.writerId)).size),
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    ]);
    await expect(page.locator(".article-grid .card__title")).toHaveText(nfl.map((a) => a.title));
    const columns = await page.locator(".article-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns);
    expect(columns.split(" ")).toHaveLength(3);

    const first = page.locator(".article-grid .card").first();
    const snippet = (await first.locator(".card__excerpt").textContent())!;
    const plain = nfl[0]!.excerpt
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim();
    expect(snippet).toBe(`${plain.slice(0, 150).trimEnd()}…`);
    await expect(first.locator(".reaction-chip")).toHaveCount(3);
    // The first card's image is the page's largest paint on a phone: fetched at once, first; the
    // others wait until they near the screen.
    const images = page.locator(".article-grid .card__image");
    expect(await images.count()).toBeGreaterThan(1);
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    for (const later of (await images.all()).slice(1)) await expect(later).toHaveAttribute("loading", "lazy");
    await expectNoSeriousA11yViolations(page);
  });

  test("one column on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/league/SLA");
    await expect(page.locator(".article-grid .card").first()).toBeVisible();
    const columns = await page.locator(".article-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns);
    expect(columns.split(" ")).toHaveLength(1);
    await expect(page.locator(".league-header")).toHaveCSS("background-color", "rgb(21, 128, 61)");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("matching: encoded name, lowercase without spaces; OGLeague25 is red, others purple", async ({ page }) => {
    const kings = (await allArticles(page)).filter((a) => a.leagueName === "Gridiron Kings").map((a) => a.title);
    for (const path of ["/league/Gridiron%20Kings", "/league/Gridiron%2520Kings", "/league/gridironkings"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Gridiron Kings" })).toBeVisible();
      await expect(page.locator(".article-grid .card__title")).toHaveText(kings);
      await expect(page.locator(".league-header")).toHaveCSS("background-color", "rgb(126, 34, 206)");
    }
    await page.goto("/league/OGLeague25");
    await expect(page.locator(".league-header")).toHaveCSS("background-color", "rgb(185, 28, 28)");
  });

  test("'other' lists articles with no league or outside OGLeague25, NFL and SLA, in orange", async ({ page }) => {
    const other = (await allArticles(page)).filter((a) => !KNOWN.includes(a.leagueName ?? ""));
    expect(other.some((a) => a.leagueName === null)).toBe(true);
    expect(other.some((a) => a.leagueName === "Gridiron Kings")).toBe(true);
    await page.goto("/league/other");
    await expect(page.getByRole("heading", { level: 1, name: "Other Leagues" })).toBeVisible();
    await expect(page.locator(".league-header")).toHaveCSS("background-color", "rgb(194, 65, 12)");
    await expect(page.locator(".league-header")).toContainText("Articles from every other league, or with no league.");
    await expect(page.locator(".article-grid .card__title")).toHaveText(other.map((a) => a.title));
  });

  test("unknown league: League Not Found with the name and a back link", async ({ page }) => {
    await page.goto("/league/No%20Such%20League");
    await expect(page.getByRole("heading", { level: 1, name: "League Not Found" })).toBeVisible();
    await expect(page.getByText('The league "No Such League" could not be found.')).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to Community" })).toHaveAttribute("href", "/community");
    await expectNoSeriousA11yViolations(page);
  });

  test("empty database: a built-in league has No Articles Yet; an unknown one is not found", async ({ page }) => {
    await page.goto(`${EMPTY_SITE}/league/NFL`);
    await expect(page.getByRole("heading", { name: "No Articles Yet" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${EMPTY_SITE}/league/Gridiron%20Kings`);
    await expect(page.getByRole("heading", { level: 1, name: "League Not Found" })).toBeVisible();
    await expect(page.getByText('The league "Gridiron Kings" could not be found.')).toBeVisible();
  });
});
