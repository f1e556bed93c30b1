import { expect, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { allArticles } from "./reading-helpers";

// Issue 19: the pages readers land on are documents first. With JavaScript off, the Worker's server
// render alone shows each one's content (decision 090).
test.use({ baseURL: PRISTINE_SITE, javaScriptEnabled: false });

test("home, reader, community and league pages show their content with JavaScript disabled", async ({ page }) => {
  const articles = await allArticles(page);
  const newest = articles[0]!;
  const league = articles.find((a) => a.leagueName)!.leagueName!;
  const inLeague = articles.filter((a) => a.leagueName === league);
  const leaguePath = `/league/${encodeURIComponent(league)}`;

  await page.goto("/");
  await expect(page.getByRole("heading", { name: newest.title }).first()).toBeVisible();

  await page.goto(`/read/${newest.id}`);
  await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
  const firstParagraph = newest.excerpt.split(/\n\s*\n/)[0]!.trim();
  await expect(page.getByText(firstParagraph.slice(0, 60))).toBeVisible();

  await page.goto("/community");
  await expect(page.getByRole("heading", { level: 1, name: "DGSN Community" })).toBeVisible();
  await expect(page.getByRole("definition").nth(1)).toHaveText(String(articles.length));
  const card = page.getByRole("link", { name: new RegExp(`^${league} \\d+ articles?`) });
  await expect(card).toHaveAttribute("href", leaguePath);

  // A plain link: it works before (and without) the app.
  await card.click();
  await expect(page).toHaveURL(leaguePath);
  await expect(page.getByRole("heading", { level: 1, name: league })).toBeVisible();
  for (const a of inLeague.slice(0, 3)) await expect(page.getByRole("heading", { name: a.title })).toBeVisible();
});
