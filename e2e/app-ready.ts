import { expect, type Page } from "@playwright/test";

/**
 * The app has taken over the page. On a server-rendered page (/ and /read/:id) the markup is there
 * first and its buttons stay disabled until the app replaces it (decision 090); the footer's share
 * button is on every page.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: "Share Our Site" })).toBeEnabled();
}
