import { expect, type Page } from "@playwright/test";
import { emailInUseMessage, OAUTH_ERRORS } from "../db/domain/oauth";
import { E2E_GOOGLE_CLIENT_ID, OIDC_CONTROL } from "../playwright.config";
import { test } from "./fixtures/auth";

// Sign in with Google through a real local OpenID provider (e2e/oidc-provider.ts), on a phone.
test.use({ viewport: { width: 375, height: 812 } });

/** What the provider says about the next person who signs in. */
async function providerWillSay(claims: Record<string, unknown>) {
  const res = await fetch(`${OIDC_CONTROL}/__oidc`, {
    method: "POST",
    body: JSON.stringify({ clientId: E2E_GOOGLE_CLIENT_ID, claims }),
  });
  expect(res.status).toBe(204);
}

const continueWithGoogle = (page: Page) => page.getByRole("link", { name: "Continue with Google" }).click();

test.describe("sign in with Google", () => {
  // Several full-page redirects through the provider plus the account page: more than the default 30 s
  // on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test("a new member signs up with Google, lands where they were going, and cannot unlink their only way in", async ({
    page,
  }) => {
    const sub = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const email = `${sub}@example.test`;
    await providerWillSay({ sub, email, email_verified: true, name: "Pat Kickoff" });

    await page.goto("/login?next=/my-articles");
    await continueWithGoogle(page);
    await expect(page).toHaveURL(/\/my-articles$/);

    await page.goto("/account");
    await expect(page.getByText(email)).toBeVisible();
    const methods = page.getByRole("region", { name: "Sign-in methods" });
    await expect(methods.getByText("Google: linked")).toBeVisible();
    await methods.getByRole("button", { name: "Unlink Google" }).click();
    await expect(page.locator(".toast")).toContainText("You cannot remove your only way to sign in.");
    await expect(methods.getByText("Google: linked")).toBeVisible();

    // Signing out and back in with Google returns to the same account.
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");
    await continueWithGoogle(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/account");
    await expect(page.getByText(email)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("an email the provider has not verified is refused with a reason on /login", async ({ page }) => {
    const sub = `e2e-unverified-${Date.now()}`;
    await providerWillSay({ sub, email: `${sub}@example.test`, email_verified: false });
    await page.goto("/login");
    await continueWithGoogle(page);
    await expect(page).toHaveURL(/\/login\?error=unverifiedEmail$/);
    await expect(page.getByRole("alert")).toHaveText(OAUTH_ERRORS.unverifiedEmail);
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "You need to sign in" })).toBeVisible();
  });

  // Where the callback sends a refused sign-in (worker/routes/oauth-refusals.test.ts): the login page
  // with the reason, and the provider's button to try again.
  test("over the sign-in limit, /login says to wait a minute and offers the provider again", async ({ page }) => {
    await page.goto("/login?error=rateLimited");
    await expect(page.getByRole("alert")).toHaveText("Too many attempts. Please wait a minute and try again.");
    await expect(page.getByRole("link", { name: "Continue with Google" })).toBeVisible();
  });

  test("an email an account made with Facebook uses is told to sign in with Facebook", async ({ page }) => {
    await page.goto("/login?error=emailInUse&via=facebook");
    await expect(page.getByRole("alert")).toHaveText(emailInUseMessage(["facebook"]));
    await expect(page.getByRole("alert")).toContainText("Sign in to it with Facebook");
    await expect(page.getByRole("alert")).not.toContainText("password");
  });
});
