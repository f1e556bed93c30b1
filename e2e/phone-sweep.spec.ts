import { expect, type Page } from "@playwright/test";
import { registerAndLogin, test } from "./fixtures/auth";
import { expectNoSeriousA11yViolations } from "./reading-helpers";

// Issue 20 item 10: every page of the posting flow and the reading pages at 375 px — no serious or
// critical axe violation, no horizontal overflow, every visible button at least 44 px tall — and a
// signed-out visitor's pages never ask GET /api/user (no 401 in the console).
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 240_000 });

async function check(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main .button, main button")]
      .filter((b) => b.offsetParent !== null && b.getBoundingClientRect().height < 44)
      .map((b) => `${b.textContent?.trim()} (${Math.round(b.getBoundingClientRect().height)} px)`),
  );
  expect(small, `${path}: buttons under 44 px`).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

test("reading pages, signed out: no overflow, axe clean, 44 px buttons, and no /api/user request", async ({ page }) => {
  const errors: string[] = [];
  const userCalls: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(`${page.url()}: ${m.text()}`));
  page.on("request", (r) => new URL(r.url()).pathname === "/api/user" && userCalls.push(page.url()));
  const { recaps } = (await (await page.request.get("/api/recaps?limit=5")).json()) as {
    recaps: { id: number; leagueName: string | null }[];
  };
  const story = recaps[0]!;
  for (const path of [
    "/",
    `/read/${story.id}`,
    "/community",
    `/league/${encodeURIComponent(story.leagueName ?? "other")}`,
    "/support",
    "/login",
    "/signup",
    "/create",
  ])
    await check(page, path);
  // The reaction meanings are one tap away on a phone (no hover).
  await page.goto(`/read/${story.id}`);
  await page.getByText("What the reactions mean").click();
  await expect(page.locator(".reaction-bar__legend dd", { hasText: "Bold, exciting, or well-written" })).toBeVisible();
  // The home page's reporters are one row, so the phone page is not ~8,300 px long.
  await page.goto("/");
  const cards = page.locator(".team-card");
  await expect(cards.first()).toBeVisible();
  const tops = await cards.evaluateAll(
    (els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size,
  );
  expect(tops).toBe(1);
  expect(userCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test("the posting flow, signed in: create, box score, story, edit, my articles and account", async ({ page }) => {
  await registerAndLogin(page);
  for (const path of ["/create", "/create?type=game_recap", "/my-articles", "/account"]) await check(page, path);
  await page.goto("/create?type=news");
  await page.getByLabel("Title").fill("Sweep story");
  await page.getByLabel("Content").fill("A trade is close.");
  await page.getByLabel("Video URL (optional)").fill("https://youtu.be/dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page).toHaveURL(/\/read\/\d+$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await check(page, `/read/${id}`);
  await check(page, `/edit/${id}`);
  // Edit shows the link as a person types it, not the stored embed address.
  await expect(page.getByLabel("Video URL (optional)")).toHaveValue("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
});
