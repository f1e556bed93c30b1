import { expect, type Page } from "@playwright/test";

/**
 * The app has taken over the page. On a server-rendered page the markup is there first and /boot.js
 * holds taps until the app has hydrated it (decisions 090, 190); main.tsx marks <html> once it has.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-app-started", "", { timeout: 20_000 });
}
