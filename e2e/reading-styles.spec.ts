/// <reference lib="dom" />
import { expect, type Page, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { allArticles } from "./reading-helpers";

// Issue 19 / decision 199: a server-rendered page inlines only its own stylesheet, and boot.js adds
// the app's whole stylesheet when the app starts. Nothing on the page may look or sit differently
// once it applies: every element's computed style is the same before and after, on a phone and
// on a desktop.
test.use({ baseURL: PRISTINE_SITE });

/**
 * Every computed property of every element in the document, one line each, kept in the page under
 * `key`; with `against`, the lines that differ from those kept under it (and the two counts). The
 * lines stay in the page: sending ~100,000 of them to the test twice per page made the test slow
 * enough to time out on a busy machine.
 */
function computedStyles(
  page: Page,
  key: string,
  against?: string,
): Promise<{ count: number; againstCount: number; changed: string[] }> {
  return page.evaluate(
    ([key, against]) => {
      const lines = Array.from(document.querySelectorAll("html, body, body *")).flatMap((el, i) => {
        const style = getComputedStyle(el);
        return Array.from(
          style,
          (prop) => `${i} ${el.tagName.toLowerCase()}.${el.className} ${prop}: ${style.getPropertyValue(prop)}`,
        );
      });
      const kept = window as unknown as Record<string, string[]>;
      kept[key] = lines;
      const before = against ? kept[against]! : lines;
      return {
        count: lines.length,
        againstCount: before.length,
        changed: lines.filter((line, i) => line !== before[i]),
      };
    },
    [key, against] as const,
  );
}

/** Adds the stylesheet boot.js would add, and waits until it applies. */
async function addAppStylesheet(page: Page): Promise<void> {
  const href = await page.locator("script[data-css]").getAttribute("data-css");
  expect(href).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  await page.evaluate(
    (href) =>
      new Promise((resolve, reject) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        link.onload = resolve;
        link.onerror = reject;
        document.head.appendChild(link);
      }),
    href!,
  );
}

/** The four reading pages, by name; each is checked in a test of its own (the check is heavy). */
const READING_PAGES: Record<string, (page: Page) => Promise<string>> = {
  home: async () => "/",
  // The first seeded story: a game recap with its image and box score.
  reader: async (page) => `/read/${(await allArticles(page)).at(-1)!.id}`,
  community: async () => "/community",
  league: async (page) =>
    `/league/${encodeURIComponent((await allArticles(page)).find((a) => a.leagueName)!.leagueName!)}`,
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const [name, pathOf] of Object.entries(READING_PAGES)) {
    test(`the app's whole stylesheet changes nothing on the ${name} page at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const path = await pathOf(page);
      await page.goto(path);
      await page.waitForLoadState("load");
      // An anonymous reader's page has not started the app: only the page's own rules apply.
      await expect(page.locator("html")).not.toHaveAttribute("data-app-started");
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      await computedStyles(page, "dgsnBefore");
      await addAppStylesheet(page);
      const after = await computedStyles(page, "dgsnAfter", "dgsnBefore");
      expect(after.changed, path).toEqual([]);
      expect(after.count, path).toBeGreaterThan(1000);
      expect(after.count, path).toBe(after.againstCount);
    });
  }
}
