import { expect, type Page } from "@playwright/test";
import { FAKE_DISCORD_PORT } from "../playwright.config";
import { startFakeDiscord } from "./fake-discord";
import { registerAndLogin, test } from "./fixtures/auth";
import { expectNoSeriousA11yViolations } from "./reading-helpers";

let fake: Awaited<ReturnType<typeof startFakeDiscord>>;
test.beforeAll(async () => {
  fake = await startFakeDiscord(FAKE_DISCORD_PORT);
});
test.afterAll(async () => {
  await fake.close();
});

/** Same-site API writes from the test (the server checks Origin on every write). */
async function apiWrite(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const origin = new URL(page.url() === "about:blank" ? test.info().project.use.baseURL! : page.url()).origin;
  const res = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

test("save and test a Discord webhook from My Account; a new story is posted there exactly once", async ({ page }) => {
  // Two stories go through the queue, each after the publish delay (publish in worker/services/recap-lifecycle.ts).
  test.setTimeout(90_000);
  const stamp = `${Date.now()}`;
  const league = `Discord League ${stamp}`;
  await registerAndLogin(page);
  await apiWrite(page, "PUT", "/api/account/settings", { leagueName: league });

  await page.goto("/account");
  const field = page.getByRole("region", { name: "Discord webhook" });
  await expect(field.getByText("Not set")).toBeVisible();
  await field.getByRole("button", { name: "Edit" }).click();
  const input = field.getByLabel("Discord webhook URL");
  await expectNoSeriousA11yViolations(page);

  // Test with an empty field: the spec's message, and nothing is sent.
  await field.getByRole("button", { name: "Test" }).click();
  await expect(page.getByRole("alert")).toContainText("Please enter a Discord webhook URL first.");
  // The message is also under the field, which is focused and described by it.
  await expect(input).toBeFocused();
  await expect(input).toHaveAccessibleDescription("Please enter a Discord webhook URL first.");

  // Something that is not a Discord webhook is refused and never contacted.
  await input.fill(`http://127.0.0.1:${FAKE_DISCORD_PORT}/api/webhooks/123456789/abcdefghijklmnopqrstuvwxyz`);
  await field.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("Failed to save webhook");
  await expect(page.getByRole("alert")).toContainText("That is not a Discord webhook URL.");
  expect(fake.all).toHaveLength(0);

  // Cancel leaves it unset.
  await field.getByRole("button", { name: "Cancel" }).click();
  await expect(field.getByText("Not set")).toBeVisible();

  const webhookId = `1${stamp.padStart(18, "0")}`;
  const webhookUrl = `https://discord.com/api/webhooks/${webhookId}/e2e_${stamp}_token_abcdefghijklmnopqrstuvwxyz`;
  await field.getByRole("button", { name: "Edit" }).click();
  await input.fill(webhookUrl);
  await field.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Discord webhook saved");
  // The saved token is masked: only its last four characters are shown.
  const masked = `https://discord.com/api/webhooks/${webhookId}/••••${webhookUrl.slice(-4)}`;
  await expect(field.getByText(masked)).toBeVisible();
  await expect(field.getByText(webhookUrl)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Test posts one small message to the (fake) Discord.
  await field.getByRole("button", { name: "Test" }).click();
  await expect(page.getByRole("status")).toContainText("Webhook test successful");
  expect(fake.postsFor(webhookId)).toHaveLength(1);
  expect(fake.postsFor(webhookId)[0]!.body).toEqual({
    content: "✅ DGSN webhook test: new stories for your league will be posted in this channel.",
    username: "DGSN",
    allowed_mentions: { parse: [] },
  });

  // The webhook survives a reload (stored on the server).
  await page.reload();
  await expect(page.getByRole("region", { name: "Discord webhook" }).getByText(masked)).toBeVisible();

  // Publishing a story in the league posts it once, as an embed linked to the reader.
  const title = `Outlaws sign a kicker @everyone ${stamp}`;
  const { id } = await apiWrite(page, "POST", "/api/recaps", {
    type: "news",
    category: "signing",
    title,
    content: "The Austin Outlaws signed a kicker on Tuesday.\n\nMore to come.",
    leagueName: league,
    aiRequested: false,
  });
  await expect.poll(() => fake.postsFor(webhookId).length, { timeout: 30_000 }).toBe(2);
  const post = fake.postsFor(webhookId)[1]!.body;
  expect(post.allowed_mentions).toEqual({ parse: [] });
  expect(post.embeds).toHaveLength(1);
  expect(post.embeds![0]).toMatchObject({
    title: `Outlaws sign a kicker @\u200beveryone ${stamp}`,
    url: `${new URL(page.url()).origin}/read/${id}`,
    description: "The Austin Outlaws signed a kicker on Tuesday.",
  });
  expect(post.embeds![0]!.fields).toEqual([
    { name: "League", value: league, inline: true },
    { name: "Type", value: "NEWS", inline: true },
  ]);

  // A second story arrives after the first; by then the first has still been posted only once.
  const second = await apiWrite(page, "POST", "/api/recaps", {
    type: "news",
    title: `Second story ${stamp}`,
    content: "Another one.",
    leagueName: league,
    aiRequested: false,
  });
  await expect.poll(() => fake.postsFor(webhookId).length, { timeout: 30_000 }).toBe(3);
  const urls = fake.postsFor(webhookId).flatMap((p) => p.body.embeds?.map((e) => e.url) ?? []);
  expect(urls.filter((u) => u.endsWith(`/read/${id}`))).toHaveLength(1);
  expect(urls.filter((u) => u.endsWith(`/read/${second.id}`))).toHaveLength(1);
});

test("a shared story link unfurls: Discordbot gets the Open Graph tags without JavaScript", async ({ request }) => {
  const list = await (await request.get("/api/recaps?limit=1")).json();
  const article = list.recaps[0];
  const res = await request.get(`/read/${article.id}`, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)" },
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://localhost:\\d+/read/${article.id}" />`));
  expect(html).toContain('<script type="application/json" id="dgsn-state">');
  // The story itself is in the page too, for readers and crawlers without JavaScript.
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect((await request.get("/read/999999999")).status()).toBe(404);
});
