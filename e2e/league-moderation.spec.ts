import { type Browser, expect } from "@playwright/test";
import { registerAndLogin, test, uniqueClientIp } from "./fixtures/auth";

// Issue 37 item 4 (decision 261): a league's commissioner removes a member's article from the league's
// page with the control the page offers them; a member sees no such control.
test.describe.configure({ timeout: 120_000 });

async function member(browser: Browser, inviteLink: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": uniqueClientIp() } });
  const page = await context.newPage();
  await registerAndLogin(page);
  await page.goto(new URL(inviteLink).pathname);
  await page.getByRole("button", { name: "Join the league" }).click();
  await expect(page.getByRole("status")).toContainText("You are a member of");
  return { context, page };
}

test("the commissioner removes a member's article from the league's page", async ({ page, browser }) => {
  await registerAndLogin(page);
  const name = `Moderated ${Date.now().toString(36)}`;
  await page.goto("/leagues/new");
  await page.getByLabel("League name").fill(name);
  await page.getByRole("button", { name: "Create league" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name}: commissioner` })).toBeVisible();
  const inviteLink = await page.getByLabel("Invite link").inputValue();

  // The commissioner and a member each post an article to the league.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const post = async (on: typeof page, title: string) => {
    const res = await on.request.post("/api/recaps", {
      headers: { Origin: origin },
      data: { type: "news", title, content: "News of the league.", leagueName: name, aiRequested: false },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  const kept = `Week one notes ${Date.now().toString(36)}`;
  await post(page, kept);
  const them = await member(browser, inviteLink);
  const title = `Join our other server ${Date.now().toString(36)}`;
  await post(them.page, title);
  // The member sees the article, and no remove control.
  await them.page.goto(`/league/${encodeURIComponent(name)}`);
  await expect(them.page.getByRole("link", { name: title })).toBeVisible();
  await expect(them.page.getByText("Remove from this league's page")).toHaveCount(0);
  await them.context.close();

  await page.goto(`/league/${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.getByText("Remove from this league's page").click();
  await page.getByRole("button", { name: `Remove ${title} from this league's page` }).click();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("link", { name: kept })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
});
