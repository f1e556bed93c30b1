import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe-core on the current page: no serious or critical violation (WCAG 2.x A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }));
  expect(serious).toEqual([]);
}

export interface ApiArticle {
  id: number;
  title: string;
  type: string;
  leagueName: string | null;
  writerId: string | null;
  content: string;
}

/** Every article the seeded server holds, newest first (the same call the pages make). */
export async function allArticles(page: Page): Promise<ApiArticle[]> {
  const res = await page.request.get("/api/recaps?limit=1000");
  expect(res.status()).toBe(200);
  return (await res.json()).recaps;
}

/** A seeded article by its (unique) title. */
export async function seeded(page: Page, title: string): Promise<ApiArticle> {
  const found = (await allArticles(page)).find((a) => a.title === title);
  expect(found, `seeded article "${title}"`).toBeDefined();
  return found!;
}
