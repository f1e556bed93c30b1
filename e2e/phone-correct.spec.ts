import { expect, type Page } from "@playwright/test";
import { gradientPng } from "../db/seed/png";
import { registerAndLogin, test } from "./fixtures/auth";
import { expectNoSeriousA11yViolations } from "./reading-helpers";

// Issue 20 item 6 (decision 202), at 375 px: the author corrects a published recap's score, date
// and box score from Edit, asks another reporter to rewrite it, and the corrected story replaces
// the published one once written — readers never lose it meanwhile.
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 180_000 });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function postRecap(page: Page): Promise<string> {
  await page.goto("/create?type=game_recap");
  await page.getByLabel("Title").fill("Outlaws edge Lumberjacks");
  await page.getByLabel("Content").fill("The Outlaws won at home.");
  await page.getByLabel("Home team").fill("Austin Outlaws");
  await page.getByLabel("Away team").fill("Portland Lumberjacks");
  await page.getByLabel("Home score").fill("27");
  await page.getByLabel("Away score").fill("20");
  await page.getByLabel("Game stats (up to 3)").setInputFiles([
    {
      name: "box.png",
      mimeType: "image/png",
      buffer: Buffer.from(await gradientPng("#103050", "#f0f0f0", 900, 600)),
    },
  ]);
  await page.getByRole("button", { name: "Create Article" }).click();
  await expect(page.getByRole("heading", { name: "Check the box score" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Add QB" }).click();
  await page.getByLabel("QB 1 name").fill("Cal Brewer");
  await page.getByLabel("QB 1 team").fill("Austin Outlaws");
  await page.getByLabel("QB 1 Comp").fill("22");
  await page.getByLabel("QB 1 Att").fill("31");
  await page.getByLabel("QB 1 Pass yds").fill("301");
  await page.getByRole("button", { name: "Write my recap" }).click();
  await expect(page).toHaveURL(/\/read\/\d+$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/recaps/mine/${id}`)).json()) as { status: string }).status,
      {
        timeout: 60_000,
      },
    )
    .toBe("ready");
  return id;
}

test("correct a published score and box score, rewritten by another reporter, replacing the story", async ({
  page,
}) => {
  await registerAndLogin(page);
  const id = await postRecap(page);
  const before = (await (await page.request.get(`/api/recaps/${id}`)).json()) as { content: string; writerId: string };
  expect(before.content).toContain("27-20");

  await page.goto(`/edit/${id}`);
  await page.getByRole("link", { name: "Correct them and have it rewritten" }).click();
  await expect(page.getByRole("heading", { name: "Correct this recap" })).toBeVisible();
  await page.getByLabel("Home score").fill("24");
  await page.getByLabel("Game date").fill("2026-10-05");
  await page.getByLabel("QB 1 Pass yds").fill("287");
  const reporter = page.getByLabel("Reporter for the rewrite");
  const other = await reporter
    .locator("option")
    .evaluateAll(
      (options, current) => (options as HTMLOptionElement[]).find((o) => o.value !== current)!.value,
      before.writerId,
    );
  await reporter.selectOption(other);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Rewrite my recap" }).click();

  // Readers keep the story while it is rewritten (never a 404), then see the corrected one.
  expect((await page.request.get(`/api/recaps/${id}`)).status()).toBe(200);
  await expect(page.getByText("The corrected story is published.")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "Read it" }).click();
  await expect(page).toHaveURL(new RegExp(`/read/${id}$`));
  await expect(page.locator(".scoreline")).toContainText("24");
  await expect(page.locator(".article-header__meta")).toContainText("Oct 5, 2026");
  const after = (await (await page.request.get(`/api/recaps/${id}`)).json()) as { content: string; writerId: string };
  expect(after.writerId).toBe(other);
  expect(after.content).toContain("24-20");
  expect(after.content).not.toContain("27-20");
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});
