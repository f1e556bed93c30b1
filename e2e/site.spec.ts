import { expect, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";

// These specs assert the demo content exactly: they run against the seeded site no other spec writes to.
test.use({ baseURL: PRISTINE_SITE });

test.describe("the site as a user starts it", () => {
  test("the SPA loads at /", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "DGSN" }).first()).toBeVisible();
    await expect(page.locator("#root")).not.toBeEmpty();
  });

  test("a deep link returns the app", async ({ page }) => {
    const res = await page.goto("/community");
    expect(res?.status()).toBe(200);
    await expect(page.locator("#root")).not.toBeEmpty();
  });

  test("/api/recaps answers with the seeded articles", async ({ request }) => {
    const res = await request.get("/api/recaps");
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.total).toBeGreaterThanOrEqual(14);
    const leagues = new Set(body.recaps.map((r: { leagueName: string | null }) => r.leagueName));
    for (const league of ["OGLeague25", "NFL", "SLA"]) expect(leagues.has(league)).toBe(true);
    const types = new Set(body.recaps.map((r: { type: string }) => r.type));
    expect(types).toEqual(new Set(["news", "game_recap"]));
    const withImage = body.recaps.find((r: { imageUrl: string | null }) => r.imageUrl);
    const image = await request.get(withImage.imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });
});
