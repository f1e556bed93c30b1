import { expect, type Page, test } from "@playwright/test";
import { underServiceWorker } from "./service-worker";

// Every address opens its own screen (issue 37 items 1 and 2, decision 251): the app's routes for a
// returning visitor whose service worker answers navigations from its cached shell, and a path that
// is no route: a 404 for crawlers and link checkers, "Page Not Found" for people.

/** What each app route shows a signed-out visitor: its own heading, and where it lands. */
const SCREENS = [
  { path: "/login", heading: "Welcome back" },
  { path: "/create", heading: "You need to sign in", text: "Sign in to post news or a game recap" },
  { path: "/support", heading: "Support DGSN" },
  { path: "/account", heading: "You need to sign in" },
  { path: "/leagues/new", heading: "You need to sign in", text: "Sign in to create a league" },
  // Signed-in members only: the app sends a visitor to sign in.
  { path: "/my-articles", heading: "Welcome back", landsOn: "/login" },
];

async function expectNotFoundScreen(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
}

test.describe("a returning visitor (the service worker controls the page)", () => {
  test.use({ serviceWorkers: "allow" });
  test.describe.configure({ timeout: 90_000 });

  test("a document navigation to each app route shows that route's screen, not the home page", async ({ page }) => {
    await underServiceWorker(page, "/");
    for (const { path, heading, text, landsOn } of SCREENS) {
      const res = await page.goto(path);
      expect(res!.fromServiceWorker(), path).toBe(true);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      if (text) await expect(page.getByText(text), path).toBeVisible();
      expect(new URL(page.url()).pathname, path).toBe(landsOn ?? path);
    }
  });

  test("an unknown path still shows Page Not Found", async ({ page }) => {
    await underServiceWorker(page, "/");
    const res = await page.goto("/no-such-page");
    expect(res!.fromServiceWorker()).toBe(true);
    await expectNotFoundScreen(page);
  });
});

test.describe("a path that is no route of the site", () => {
  test("answers 404 with the Page Not Found screen and its Go Home link", async ({ page }) => {
    for (const path of ["/no-such-page", "/login/extra", "/leagues"]) {
      const res = await page.goto(path);
      expect(res!.status(), path).toBe(404);
      await expectNotFoundScreen(page);
    }
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the app's own routes still answer 200", async ({ page }) => {
    for (const { path } of SCREENS) {
      const res = await page.goto(path);
      expect(res!.status(), path).toBe(200);
    }
  });
});
