/// <reference lib="dom" />
import { expect, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { expectNoSeriousA11yViolations } from "./reading-helpers";

// These specs assert the demo content exactly: they run against the seeded site no other spec writes to.
test.use({ baseURL: PRISTINE_SITE });

// axe-core runs take several seconds each on a loaded 2-core machine; allow them the time.
test.describe.configure({ timeout: 90_000 });

test.describe("shell: navigation, footer, not found", () => {
  test("desktop navigation has every link, Login for a visitor", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/support");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of <[string, string][]>[
      ["Home", "/"],
      ["Create", "/create"],
      ["Community", "/community"],
      ["Buy us a Coffee", "/support"],
      ["Login", "/login"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "DGSN", exact: true })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("footer: about, quick links, support, disclaimer", async ({ page }) => {
    await page.goto("/support");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "About DGSN" })).toBeVisible();
    for (const href of ["/", "/game-input", "/news-update", "/community", "/support"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: "Send Feedback" })).toHaveAttribute("target", "_blank");
    await expect(footer.getByText("Not affiliated with EA Sports or NFL.")).toBeVisible();
    await expect(footer.getByRole("button", { name: "Share Our Site" })).toBeVisible();
  });

  test("Share Our Site without native share copies the address and says so", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      const copied: string[] = [];
      (window as unknown as { __copied: string[] }).__copied = copied;
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async (text: string) => void copied.push(text) },
        configurable: true,
      });
    });
    await page.goto("/support");
    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    await page.getByRole("button", { name: "Share Our Site" }).click();
    await expect.poll(() => alerts).toEqual(["alert: Site URL copied to clipboard!"]);
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([baseURL]);
  });

  test("mobile menu at 375 px locks scrolling, closes, and adds My Articles when signed in", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/support");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    for (const name of ["Home", "Create", "Community", "Buy us a Coffee", "Login"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "My Articles" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

    // Signed in (the server's answer to GET /api/user): My Account, and My Articles in the menu.
    await page.route("**/api/user", (route) =>
      route.fulfill({ json: { id: 7, username: "reader@example.com", email: "reader@example.com", role: "user" } }),
    );
    // The page asks only when a sign-in happened in this browser (the readable hint, decision 203).
    await page.context().addCookies([{ name: "dgsn_signed_in", value: "1", url: new URL(page.url()).origin }]);
    await page.reload();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "My Articles" })).toHaveAttribute("href", "/my-articles");
    await expect(menu.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account");
    await menu.getByRole("link", { name: "Community" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

  test("an unknown path shows Page Not Found with Go Home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/no/such/page");
    await expectNoSeriousA11yViolations(page);
  });

  test("support page: reasons, free features; no donation link or QR until one is configured", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 1, name: "Support DGSN" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why your support matters" })).toBeVisible();
    await expect(page.getByText("AI costs:")).toBeVisible();
    await expect(page.getByText("Server and database:")).toBeVisible();
    await expect(page.getByText("Development time:")).toBeVisible();
    await expect(page.getByRole("heading", { name: "What stays free" })).toBeVisible();
    const donate = page.getByRole("region", { name: "Donate" });
    // The e2e build configures no VITE_SUPPORT_URL_*: no placeholder links, no QR (decision 203; the
    // QR drawn from a configured link is checked in web/src/components/qr-code.test.ts).
    await expect(donate.getByText("Donations are not set up on this site yet.")).toBeVisible();
    await expect(donate.getByRole("link")).toHaveCount(0);
    await expect(donate.getByRole("img", { name: /^QR code for / })).toHaveCount(0);
    await expect(page.getByText(/\$\d/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
