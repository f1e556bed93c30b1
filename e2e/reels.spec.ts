import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { E2E_GOOGLE_CLIENT_ID, OIDC_CONTROL } from "../playwright.config";
import { appReady } from "./app-ready";
import { registerAndLogin, test } from "./fixtures/auth";

// Highlight reels and "set a password", on a phone. The reel is built from the seeded NFL recap
// "Grant's Strip Seals Lumberjacks' 27-24 Escape Against Austin" (2026-11-22).
test.use({ viewport: { width: 375, height: 812 } });

const player = (page: Page) => page.locator("figure.reel-player");

test.describe("highlight reels", () => {
  // Making the reel, watching it and recording a 15-second video in real time.
  test.describe.configure({ timeout: 120_000 });

  test("a member builds a reel from seeded recaps, watches it play, shares it and saves it as a webm video", async ({
    page,
  }, testInfo) => {
    await registerAndLogin(page);
    await page.goto("/account");
    await appReady(page);
    await page.getByRole("link", { name: "My reels" }).click();
    await expect(page).toHaveURL(/\/my-reels$/);
    await expect(page.getByRole("heading", { name: "My reels" })).toBeVisible();

    const form = page.getByRole("form", { name: "Make a reel" });
    await form.getByRole("textbox", { name: "League" }).fill("NFL");
    await form.getByLabel("A team").check();
    await form.getByRole("combobox", { name: "Team" }).fill("Austin Outlaws");
    await form.getByLabel("From", { exact: true }).fill("2026-11-16");
    await form.getByLabel("To", { exact: true }).fill("2026-11-22");
    await form.getByLabel("Length (seconds)").fill("15");
    await form.getByLabel("Style").selectOption("energetic");
    const ordered = Date.now();
    await form.getByRole("button", { name: "Make my reel" }).click();

    await expect(page).toHaveURL(/\/reels\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Austin Outlaws · Nov 16 – Nov 22, 2026");
    // The queued job makes it; the page asks again until it is ready and then plays it.
    await expect(player(page)).toBeVisible({ timeout: 30_000 });
    console.log(`reel ready in the browser ${Date.now() - ordered} ms after "Make my reel"`);
    const id = page.url().split("/").pop();
    const made = (await (await page.request.get(`/api/reels/${id}`)).json()) as { reel: { generationTime: number } };
    expect(made.reel.generationTime).toBeGreaterThanOrEqual(0);
    console.log(`the reel job took ${made.reel.generationTime} ms (generationTime)`);
    // Notify on completion (on by default): a toast when it is ready.
    await expect(page.locator(".toast")).toContainText("Your highlight reel is ready");
    await expect(page.getByText("narrated by")).toContainText("Marcus Vale");
    const facts = page.getByRole("region", { name: "In this reel" }).getByRole("listitem");
    await expect(facts.first()).toContainText("Final: Portland Lumberjacks 27, Austin Outlaws 24 (2026-11-22)");
    // Only Austin's players in a team reel.
    await expect(page.getByRole("region", { name: "In this reel" })).toContainText("Trey Castillo");
    await expect(page.getByRole("region", { name: "In this reel" })).not.toContainText("Caleb Ashford");

    // It plays: the segment on screen moves on by itself and the canvas is drawn.
    await expect(player(page)).toHaveAttribute("data-state", "playing");
    await expect(player(page)).toHaveAttribute("data-segment", "1", { timeout: 10_000 });
    const painted = await page
      .locator("canvas.reel-player__canvas")
      .evaluate((c: HTMLCanvasElement) => c.getContext("2d")!.getImageData(360, 40, 1, 1).data[3]);
    expect(painted).toBe(255);
    await page.screenshot({ path: testInfo.outputPath("reel-375.png"), fullPage: false });
    await testInfo.attach("reel at 375 px", { path: testInfo.outputPath("reel-375.png"), contentType: "image/png" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The link unfurls: the Worker writes the reel's preview tags.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('<meta property="og:title" content="Austin Outlaws · Nov 16 – Nov 22, 2026"');

    // Save as video: a real recording in Chromium, downloaded as a webm file.
    const started = Date.now();
    const download = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByRole("button", { name: "Save as video" }).click();
    await expect(page.getByRole("button", { name: /Recording…/ })).toBeVisible();
    const file = await (await download).path();
    console.log(`saved a 15 s reel as video in ${Date.now() - started} ms`);
    const bytes = await readFile(file);
    expect(bytes.length).toBeGreaterThan(1000);
    // The EBML magic number that starts every WebM/Matroska file.
    expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    expect((await download).suggestedFilename()).toMatch(/^austin-outlaws-nov-16-nov-22-2026\.webm$/);
    await expect(page.getByTestId("reel-save-status")).toContainText("Video saved");

    // My reels lists it; the league page shows its latest reels.
    await page.goto("/my-reels");
    await expect(page.getByRole("link", { name: "Austin Outlaws · Nov 16 – Nov 22, 2026" }).first()).toBeVisible();
    await page.goto("/league/NFL");
    await expect(
      page
        .getByRole("region", { name: "Latest highlight reels" })
        .getByRole("link", { name: "Austin Outlaws · Nov 16 – Nov 22, 2026" })
        .first(),
    ).toBeVisible();
  });

  test("a reel with no games in range fails with the reason, shown to its owner", async ({ page }) => {
    await registerAndLogin(page);
    await page.goto("/my-reels");
    await appReady(page);
    const form = page.getByRole("form", { name: "Make a reel" });
    await form.getByRole("textbox", { name: "League" }).fill("NFL");
    await form.getByLabel("From", { exact: true }).fill("2026-01-01");
    await form.getByLabel("To", { exact: true }).fill("2026-01-07");
    await form.getByRole("button", { name: "Make my reel" }).click();
    await expect(page.locator(".reel-page__failed")).toContainText(
      "No published game recaps with a box score in NFL between 2026-01-01 and 2026-01-07.",
      { timeout: 30_000 },
    );
    await expect(page.getByRole("alert").filter({ hasText: "This reel could not be made" })).toBeVisible();
    // Notify on completion (on by default): the toast says so too.
    await expect(page.locator(".toast")).toContainText("Your highlight reel could not be made");
  });
});

test.describe("set a password", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an account made with Google sets a password, unlinks Google, and signs in with email and password", async ({
    page,
  }) => {
    const sub = `e2e-pw-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const email = `${sub}@example.test`;
    const res = await fetch(`${OIDC_CONTROL}/__oidc`, {
      method: "POST",
      body: JSON.stringify({
        clientId: E2E_GOOGLE_CLIENT_ID,
        claims: { sub, email, email_verified: true, name: "Sam Setter" },
      }),
    });
    expect(res.status).toBe(204);
    await page.goto("/login?next=/account");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/account$/);

    const section = page.getByRole("region", { name: "Set a password" });
    await section.getByRole("button", { name: "Set a password" }).click();
    await section.getByLabel("New password").fill("short");
    await section.getByRole("button", { name: "Save password" }).click();
    await expect(section.getByRole("alert")).toHaveText("Password must be at least 8 characters long");
    await section.getByLabel("New password").fill("a fresh passphrase");
    await section.getByRole("button", { name: "Save password" }).click();
    await expect(page.locator(".toast")).toContainText("Your password is saved.");
    // Now it is a change, which asks for the current password.
    await expect(page.getByRole("region", { name: "Change password" })).toBeVisible();

    const methods = page.getByRole("region", { name: "Sign-in methods" });
    await methods.getByRole("button", { name: "Unlink Google" }).click();
    await expect(methods.getByText("Google: not linked")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto("/logout");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password").fill("a fresh passphrase");
    await login.getByRole("button", { name: "Login" }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/account");
    await expect(page.getByText(email)).toBeVisible();
  });
});
