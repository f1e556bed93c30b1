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

const INJECTED_ARTICLE = /<script type="application\/json" id="dgsn-article">[\s\S]*?<\/script>/;

/**
 * Serves /read/{id} with the Worker's injected article JSON replaced (or, with null, removed, so
 * the reader asks the API — which a test can then mock). Fails if the Worker injected nothing.
 */
export async function replaceInjectedArticle(page: Page, id: number, article: unknown | null): Promise<void> {
  await page.route(`**/read/${id}`, async (route) => {
    const html = await (await route.fetch()).text();
    expect(html).toMatch(INJECTED_ARTICLE);
    const script =
      article === null
        ? ""
        : `<script type="application/json" id="dgsn-article">${JSON.stringify(article).replace(/</g, "\\u003c")}</script>`;
    await route.fulfill({ body: html.replace(INJECTED_ARTICLE, script), contentType: "text/html" });
  });
}
