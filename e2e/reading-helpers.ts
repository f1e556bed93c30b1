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

/** A story as the list carries it (worker/schemas/article.ts ArticleSummary). */
export interface ApiArticleSummary {
  id: number;
  title: string;
  type: string;
  leagueName: string | null;
  writerId: string | null;
  /** The start of the text: the whole first paragraph and more than 150 plain characters. */
  excerpt: string;
}

/** A whole article (`GET /api/recaps/:id`). */
export interface ApiArticle extends Omit<ApiArticleSummary, "excerpt"> {
  content: string;
}

/** Every article the seeded server holds, newest first (the same call the pages make). */
export async function allArticles(page: Page): Promise<ApiArticleSummary[]> {
  const res = await page.request.get("/api/recaps?limit=1000");
  expect(res.status()).toBe(200);
  return (await res.json()).recaps;
}

/** A seeded article by its (unique) title, whole. */
export async function seeded(page: Page, title: string): Promise<ApiArticle> {
  const found = (await allArticles(page)).find((a) => a.title === title);
  expect(found, `seeded article "${title}"`).toBeDefined();
  const res = await page.request.get(`/api/recaps/${found!.id}`);
  expect(res.status()).toBe(200);
  return res.json();
}

const PAGE_STATE = /<script type="application\/json" id="dgsn-state">([\s\S]*?)<\/script>/;

/** The server-rendered page in #root and the embedded state after it (worker/ssr/page-html.ts). */
const SERVER_RENDER =
  /<div id="root">[\s\S]*<\/div>(\s*)<script type="application\/json" id="dgsn-state">[\s\S]*?<\/script>/;

/**
 * Serves the page at `path` as the plain app, without the Worker's server render and embedded
 * state, so the SPA asks the API (which a test can then gate or mock). Fails if there was none.
 */
export async function withoutServerRender(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const html = await (await route.fetch()).text();
      expect(html, "the server-rendered page").toMatch(SERVER_RENDER);
      // The app's own module script again, in place of the inline boot script (which starts a
      // rendered page).
      const plain = html
        .replace(SERVER_RENDER, '<div id="root"></div>$1')
        .replace(
          /<script type="module" data-app="([^"]+)"[^>]*>[\s\S]*?<\/script>/,
          '<script type="module" src="$1"></script>',
        );
      expect(plain, "the app's module script").not.toContain("data-app=");
      await route.fulfill({ body: plain, contentType: "text/html" });
    },
  );
}

/**
 * Serves /read/{id} with the article in the Worker's embedded query cache (`#dgsn-state`) replaced
 * (or, with null, as the plain app: see withoutServerRender). Fails if the Worker embedded nothing.
 */
export async function replaceInjectedArticle(page: Page, id: number, article: unknown | null): Promise<void> {
  if (article === null) return withoutServerRender(page, `/read/${id}`);
  await page.route(`**/read/${id}`, async (route) => {
    const html = await (await route.fetch()).text();
    const found = PAGE_STATE.exec(html);
    expect(found, "the page's embedded state").not.toBeNull();
    const state = JSON.parse(found![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    const detail = state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(["recaps", "detail", id]));
    expect(detail, "the article in the embedded state").toBeDefined();
    detail!.state.data = article;
    const script = `<script type="application/json" id="dgsn-state">${JSON.stringify(state).replace(/</g, "\\u003c")}</script>`;
    await route.fulfill({ body: html.replace(PAGE_STATE, script), contentType: "text/html" });
  });
}

/** Every layout shift of a page since its load: the sum, and each shift described (what moved, from where to where). */
export interface LayoutShifts {
  total: number;
  shifts: string[];
}

/**
 * Records every layout shift of the page from its load (call before it loads); returns a reader of
 * them. Each shift keeps its sources (element, rectangles, scroll position, time), so a test that
 * expects none says what moved when it fails.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShifts>> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const w = window as unknown as { __shifts: { total: number; shifts: string[] } };
    w.__shifts = { total: 0, shifts: [] };
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const name = (n: Node | null | undefined) => {
      if (!(n instanceof Element)) return n ? n.nodeName : "(gone)";
      const cls = typeof n.className === "string" && n.className ? `.${n.className.trim().split(/\s+/).join(".")}` : "";
      return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}${cls}`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        w.__shifts.total += e.value;
        const sources = (e.sources ?? []).map(
          (s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
        w.__shifts.shifts.push(
          `${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms, scrollY ${Math.round(scrollY)}${e.hadRecentInput ? ", after input" : ""}: ${sources.join("; ")}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: LayoutShifts }).__shifts);
}
