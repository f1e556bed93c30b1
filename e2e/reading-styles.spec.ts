/// <reference lib="dom" />
import { expect, type Page, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { allArticles } from "./reading-helpers";

// Issue 19 / decision 199: a server-rendered page inlines only its own stylesheet, and boot.js adds
// the app's whole stylesheet when the app starts. Nothing on the page may look or sit differently
// once it applies: every element's computed style is the same before and after, on a phone and
// on a desktop.
test.use({ baseURL: PRISTINE_SITE });

/** Every computed property of every element in the document, one line each. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("html, body, body *")).flatMap((el, i) => {
      const style = getComputedStyle(el);
      return Array.from(
        style,
        (prop) => `${i} ${el.tagName.toLowerCase()}.${el.className} ${prop}: ${style.getPropertyValue(prop)}`,
      );
    }),
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

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the app's whole stylesheet changes nothing on the four reading pages at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const articles = await allArticles(page);
    // The first seeded story: a game recap with its image and box score.
    const story = articles.at(-1)!;
    const league = articles.find((a) => a.leagueName)!.leagueName!;
    for (const path of ["/", `/read/${story.id}`, "/community", `/league/${encodeURIComponent(league)}`]) {
      await page.goto(path);
      await page.waitForLoadState("load");
      // An anonymous reader's page has not started the app: only the page's own rules apply.
      await expect(page.locator("html")).not.toHaveAttribute("data-app-started");
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      const before = await computedStyles(page);
      await addAppStylesheet(page);
      const after = await computedStyles(page);
      expect(
        after.filter((line, i) => line !== before[i]),
        path,
      ).toEqual([]);
      expect(after.length, path).toBe(before.length);
    }
  });
}
