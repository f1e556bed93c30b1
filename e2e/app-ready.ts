import { expect, type Page } from "@playwright/test";

/**
 * The app has taken over the page. On a server-rendered page the markup is there first and boot.js
 * holds taps until the app has hydrated it (decisions 090, 190); main.tsx marks <html> once it has.
 * A signed-in member's page starts the app at load; an anonymous reader's only on an app-only
 * action (decision 193): call `startApp` for those.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-app-started", "", { timeout: 20_000 });
}

/**
 * Starts the app the way an anonymous reader does (decision 193): by moving focus to one of the
 * page's buttons, as a keyboard user tabbing to it would; boot.js starts the app on that intent.
 * The first visible one: the menu button on a phone, a button in the story or footer on a desktop.
 */
export async function startApp(page: Page): Promise<void> {
  await page.locator("#root button:not([type=submit]):visible").first().focus();
  await appReady(page);
}
