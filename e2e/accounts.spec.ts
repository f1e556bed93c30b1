import { expect } from "@playwright/test";
import { AUTH_MESSAGES } from "../db/domain/forms";
import {
  loginViaApi,
  newAccountDetails,
  promoteToAdmin,
  registerAndLogin,
  test,
  uniqueClientIp,
} from "./fixtures/auth";

const toast = (page: import("@playwright/test").Page) => page.locator(".toast");

test.describe("accounts", () => {
  // Every sign-in and registration costs a scrypt hash (~150 ms idle, seconds on a busy shared
  // machine); these flows make several, so they get more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test("register, log out, log in, see My Account and change the default league", async ({ page }) => {
    const me = newAccountDetails("ui");
    await page.goto("/login");
    await page.getByRole("tab", { name: "Register" }).click();
    const register = page.getByRole("form", { name: "Register" });
    await register.getByLabel("Username").fill(me.username);
    await register.getByLabel("Email").fill(me.email);
    await register.getByLabel("Password", { exact: true }).fill(me.password);
    await register.getByLabel("Confirm Password").fill(me.password);
    await register.getByRole("button", { name: "Register" }).click();
    await expect(toast(page)).toContainText("Registration successful");
    await expect(toast(page)).toContainText(`Welcome, ${me.username}`);
    await expect(page).toHaveURL(/\/$/);

    // Hold the logout call until the interim screen has been seen (it only shows while the call runs).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/logout", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/logout");
    await expect(page.getByRole("heading", { name: "Logging you out..." })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/$/);
    await page.unroute("**/api/logout");
    await expect(toast(page)).toContainText("Logged out");
    await expect(toast(page)).toContainText("You have been logged out successfully.");
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "You need to sign in" })).toBeVisible();

    await page.goto("/login");
    const login = page.getByRole("form", { name: "Login" });
    await login.getByRole("button", { name: "Login" }).click();
    await expect(login.getByRole("alert")).toHaveText("Please enter both email and password.");
    await login.getByLabel("Email").fill(me.email);
    await login.getByLabel("Password").fill("not my password");
    await login.getByRole("button", { name: "Login" }).click();
    await expect(login.getByRole("alert")).toHaveText("Login Failed: Invalid email or password.");
    await expect(toast(page)).toContainText("Login failed");
    await login.getByLabel("Password").fill(me.password);
    await login.getByRole("button", { name: "Login" }).click();
    await expect(toast(page)).toContainText("Login successful");
    await expect(toast(page)).toContainText(`Welcome back, ${me.username}`);
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
    await expect(page.getByText(me.email)).toBeVisible();
    await expect(page.getByText("User", { exact: true })).toBeVisible();
    await expect(page.getByText("Admin", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Manage Writers" })).toHaveCount(0);
    // Scoped to the account card: the site's navigation and footer have a Home link too.
    const accountLinks = page.locator(".account-links");
    for (const name of ["My Articles", "Home", "Logout"])
      await expect(accountLinks.getByRole("link", { name })).toBeVisible();

    const league = page.getByRole("region", { name: "Default league name" });
    await expect(league).toContainText("Not set");
    await league.getByRole("button", { name: "Edit" }).click();
    await league.getByLabel("League name").fill("Throwaway");
    await league.getByRole("button", { name: "Cancel" }).click();
    await expect(league).toContainText("Not set");
    await league.getByRole("button", { name: "Edit" }).click();
    await league.getByLabel("League name").fill("SLA");
    await league.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toContainText("League name updated");
    await expect(league).toContainText("SLA");
    await page.reload();
    await expect(page.getByRole("region", { name: "Default league name" })).toContainText("SLA");
  });

  test("the Register tab checks its fields before calling the server", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("tab", { name: "Register" }).click();
    const register = page.getByRole("form", { name: "Register" });
    await register.getByRole("button", { name: "Register" }).click();
    await expect(register.getByRole("alert")).toHaveText("Please fill in all required fields.");
    await register.getByLabel("Username").fill("mismatch");
    await register.getByLabel("Email").fill("mismatch@example.test");
    await register.getByLabel("Password", { exact: true }).fill("long enough 1");
    await register.getByLabel("Confirm Password").fill("long enough 2");
    await register.getByRole("button", { name: "Register" }).click();
    await expect(register.getByRole("alert")).toHaveText("Passwords do not match.");
  });

  test("the signup page creates a real account and goes home", async ({ page }) => {
    const me = newAccountDetails("signup");
    await page.goto("/login");
    await page.getByRole("link", { name: "Sign up with just your email" }).click();
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("Email").fill(me.email);
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByLabel("Confirm Password").fill("short");
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(form.getByRole("alert")).toHaveText("Password must be at least 8 characters long");
    await form.getByLabel("Confirm Password").fill("shorter");
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(form.getByRole("alert")).toHaveText("Passwords do not match");
    await form.getByLabel("Password", { exact: true }).fill(me.password);
    await form.getByLabel("Confirm Password").fill(me.password);
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page)).toContainText("Registration successful");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/account");
    await expect(page.getByText(me.email)).toBeVisible();

    // The same email again: the server refuses, the page says so.
    await page.context().clearCookies();
    await page.goto("/signup");
    const again = page.getByRole("form", { name: "Sign up" });
    await again.getByLabel("Email").fill(me.email);
    await again.getByLabel("Password", { exact: true }).fill(me.password);
    await again.getByLabel("Confirm Password").fill(me.password);
    await again.getByRole("button", { name: "Sign Up" }).click();
    await expect(again.getByRole("alert")).toContainText("Failed to create account. Please try again.");
    // The answer does not say that an account exists (decision 152).
    await expect(again.getByRole("alert")).toContainText(AUTH_MESSAGES.emailTaken);
  });

  test("protected pages send visitors to /login; My Account asks them to sign in", async ({ page }) => {
    for (const path of ["/my-articles", "/edit/1", "/image-fix", "/simple-image-fix?id=1", "/writer-manager"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
    }
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "You need to sign in" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a signed-in member sees protected pages; /writer-manager is for admins only", async ({ page }) => {
    test.setTimeout(120_000);
    const member = await registerAndLogin(page);
    await page.goto("/my-articles");
    await expect(page.getByRole("heading", { name: "My Articles" })).toBeVisible();
    await expect(page).toHaveURL(/\/my-articles$/);

    await page.goto("/writer-manager");
    await expect(toast(page)).toContainText("Access Denied");
    await expect(toast(page)).toContainText("You must be an admin to access this page.");
    await expect(page).toHaveURL(/\/$/);

    await promoteToAdmin(member);
    await page.goto("/writer-manager");
    await expect(page.getByRole("heading", { name: "Writer Personas" })).toBeVisible();
    await expect(page).toHaveURL(/\/writer-manager$/);
    await page.goto("/account");
    await expect(page.getByText("Admin", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage Writers" })).toBeVisible();
  });

  test("sign-in attempts are rate limited per client address", async ({ page }) => {
    const origin = new URL(test.info().project.use.baseURL ?? "").origin;
    const me = await registerAndLogin(page);
    // Attempts without a password are refused at once (400) but still count: the limit comes first.
    const attempt = (ip: string, password?: string) =>
      page.request.post("/api/login", {
        headers: { Origin: origin, "CF-Connecting-IP": ip },
        data: { email: me.email, password },
      });
    // Local windows are aligned to the wall clock (60 s): start the 11 quick attempts in a fresh one.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await page.waitForTimeout(left + 200);
    const ip = uniqueClientIp();
    for (let i = 1; i <= 10; i++) expect((await attempt(ip)).status(), `attempt ${i}`).toBe(400);
    const limited = await attempt(ip);
    expect(limited.status()).toBe(429);
    expect(limited.headers()["retry-after"]).toBe("60");
    expect((await limited.json()).message).toBe("Too many attempts. Please wait a minute and try again.");
    expect((await attempt(ip, me.password)).status()).toBe(429);
    expect((await attempt(uniqueClientIp(), me.password)).status()).toBe(200);
  });

  test("two tabs stay in step when one logs out", async ({ page, context }) => {
    const me = await registerAndLogin(page);
    const other = await context.newPage();
    await page.goto("/account");
    await other.goto("/my-articles");
    await expect(page.getByText(me.email)).toBeVisible();
    await expect(other.getByRole("heading", { name: "My Articles" })).toBeVisible();

    await page.goto("/logout");
    await expect(page).toHaveURL(/\/$/);
    // The other tab was not reloaded or focused: the broadcast alone moves it.
    await expect(other).toHaveURL(/\/login$/);

    await loginViaApi(other, me);
    await other.goto("/account");
    await expect(other.getByText(me.email)).toBeVisible();
  });
});
