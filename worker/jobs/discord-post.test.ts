import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getRecap } from "../../db/queries/recaps";
import { leagues, recaps } from "../../db/schema";
import { DISCORD_POST_DELAY_SECONDS, publish } from "../services/recap-lifecycle";
import { insertWebhook, newWebhook, posts, runDelivery, uniqueLeague } from "../test/discord-helpers";
import { received, script } from "../test/fake/client";
import { db, insertRecap } from "../test/helpers";
import { consumeJobs } from "./consumer";
import { deliverToDiscord, MAX_DELIVERY_ATTEMPTS } from "./discord-post";
import type { Job } from "./types";

/** A league with a webhook on the fake Discord, and a ready article in it. */
async function setup(article: Parameters<typeof insertRecap>[0] = {}) {
  const leagueName = uniqueLeague();
  const hook = newWebhook();
  const webhook = await insertWebhook(leagueName, hook.url);
  const recap = await insertRecap({ leagueName, ...article });
  return { leagueName, hook, webhook, recap };
}

const postedAt = async (id: number) => (await getRecap(db(), id))!.discordPostedAt;
const webhookRow = async (id: number) => (await db().select().from(leagues).where(eq(leagues.id, id)))[0]!;

/** A queue batch with the real MessageBatch interface, recording what the consumer decided. */
function batchOf(jobs: Job[]) {
  const decisions: { id: string; decision: "ack" | "retry"; delaySeconds?: number }[] = [];
  const messages = jobs.map((body, i) => ({
    id: `m${i}`,
    timestamp: new Date(),
    body,
    attempts: 1,
    ack: () => decisions.push({ id: `m${i}`, decision: "ack" }),
    retry: (o?: { delaySeconds?: number }) =>
      decisions.push({ id: `m${i}`, decision: "retry", delaySeconds: o?.delaySeconds }),
  }));
  const batch = {
    queue: "dgsn-jobs",
    messages,
    ackAll: () => {},
    retryAll: () => {},
    metadata: {},
  } as unknown as MessageBatch<Job>;
  return { batch, decisions };
}

describe("discord-post job", () => {
  it("posts a ready news article once as an embed linked to the reader, and records the delivery", async () => {
    const { hook, recap, leagueName } = await setup({
      title: "Outlaws sign a kicker",
      content: "First paragraph here.\n\nSecond one.",
      imageKey: `img/${"b".repeat(64)}.png`,
      writerId: "rita-castellanos",
    });
    expect(await runDelivery(recap.id)).toEqual({ kind: "done" });
    const sent = await received(hook.prefix);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.path).toBe(`/api/webhooks/${hook.id}/${hook.token}`);
    expect(sent[0]!.headers["content-type"]).toBe("application/json");
    const [payload] = await posts(hook.prefix);
    expect(payload).toEqual({
      content: `📰 New story in ${leagueName}: Outlaws sign a kicker`,
      username: "DGSN",
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: "Outlaws sign a kicker",
          url: `http://localhost:8787/read/${recap.id}`,
          description: "First paragraph here.",
          color: 0x7c3aed,
          author: { name: "Rita Castellanos" },
          fields: [
            { name: "League", value: leagueName, inline: true },
            { name: "Type", value: "NEWS", inline: true },
          ],
          image: { url: `http://localhost:8787/media/img/${"b".repeat(64)}.png` },
          footer: { text: "DGSN · NEWS" },
          timestamp: recap.createdAt.toISOString(),
        },
      ],
    });
    expect(await postedAt(recap.id)).toBeInstanceOf(Date);

    // A retried or repeated message for the same article sends nothing more.
    expect(await runDelivery(recap.id, 2)).toEqual({ kind: "done" });
    expect(await received(hook.prefix)).toHaveLength(1);
  });

  it("posts a game recap with GAME RECAP and the final score", async () => {
    const { hook, recap } = await setup({
      type: "game_recap",
      title: "Outlaws edge Lumberjacks",
      homeTeam: "Austin Outlaws",
      awayTeam: "Portland Lumberjacks",
      homeScore: 24,
      awayScore: 17,
      writerId: "nobody-known",
    });
    await runDelivery(recap.id);
    const [payload] = await posts(hook.prefix);
    const embed = payload!.embeds![0]!;
    expect(embed.fields.slice(1)).toEqual([
      { name: "Type", value: "GAME RECAP", inline: true },
      { name: "Final", value: "Austin Outlaws 24 – 17 Portland Lumberjacks", inline: false },
    ]);
    expect(embed.author).toEqual({ name: "DGSN Staff" });
    expect(payload!.content.startsWith("🏈 New game recap")).toBe(true);
  });

  it("a league without a webhook, an article without a league, or one still generating: nothing is sent", async () => {
    const noHook = await insertRecap({ leagueName: uniqueLeague("Quiet") });
    expect(await runDelivery(noHook.id)).toEqual({ kind: "done" });
    expect(await postedAt(noHook.id)).toBeNull();

    const noLeague = await insertRecap({ leagueName: null });
    expect(await runDelivery(noLeague.id)).toEqual({ kind: "done" });

    const { hook, recap } = await setup({ status: "generating" });
    expect(await runDelivery(recap.id)).toEqual({ kind: "done" });
    expect(await received(hook.prefix)).toHaveLength(0);
    expect(await postedAt(recap.id)).toBeNull();
    // When the AI job finishes, the article is queued again and goes out.
    await db().update(recaps).set({ status: "ready" }).where(eq(recaps.id, recap.id));
    await runDelivery(recap.id);
    expect(await received(hook.prefix)).toHaveLength(1);

    expect(await runDelivery(999_999)).toEqual({ kind: "done" });
  });

  it("429: waits Discord's retry_after (body), gives the claim back, and posts on the retry", async () => {
    const { hook, recap } = await setup();
    await script(hook.prefix, [
      { status: 429, body: { message: "You are being rate limited.", retry_after: 2.5, global: false } },
      { status: 204 },
    ]);
    expect(await runDelivery(recap.id, 1)).toEqual({ kind: "retry", delaySeconds: 3 });
    expect(await postedAt(recap.id)).toBeNull();
    expect(await runDelivery(recap.id, 2)).toEqual({ kind: "done" });
    expect(await received(hook.prefix)).toHaveLength(2);
    expect(await postedAt(recap.id)).toBeInstanceOf(Date);
  });

  it("429: falls back to the Retry-After header when the body has no retry_after", async () => {
    const { hook, recap } = await setup();
    await script(hook.prefix, [{ status: 429, body: "slow down", headers: { "Retry-After": "7" } }]);
    expect(await runDelivery(recap.id, 1)).toEqual({ kind: "retry", delaySeconds: 7 });
  });

  it("5xx: retries with growing backoff a bounded number of times, then gives up without recording a post", async () => {
    const { hook, recap, webhook } = await setup();
    await script(hook.prefix, [{ status: 500, body: { message: "oops" } }]);
    expect(await runDelivery(recap.id, 1)).toEqual({ kind: "retry", delaySeconds: 10 });
    expect(await runDelivery(recap.id, 2)).toEqual({ kind: "retry", delaySeconds: 20 });
    expect(await runDelivery(recap.id, 3)).toEqual({ kind: "retry", delaySeconds: 40 });
    expect(await runDelivery(recap.id, MAX_DELIVERY_ATTEMPTS)).toEqual({ kind: "done" });
    expect(await received(hook.prefix)).toHaveLength(4);
    expect(await postedAt(recap.id)).toBeNull();
    expect((await webhookRow(webhook.id)).webhookDisabledAt).toBeNull();
  });

  it("404: disables the webhook with the reason and stops; later articles are not sent", async () => {
    const { hook, recap, webhook, leagueName } = await setup();
    await script(hook.prefix, [{ status: 404, body: { message: "Unknown Webhook", code: 10015 } }]);
    expect(await runDelivery(recap.id)).toEqual({ kind: "done" });
    const row = await webhookRow(webhook.id);
    expect(row.webhookDisabledAt).toBeInstanceOf(Date);
    expect(row.webhookDisabledReason).toBe("Discord says this webhook no longer exists (404)");
    expect(await postedAt(recap.id)).toBeNull();

    const later = await insertRecap({ leagueName });
    expect(await runDelivery(later.id)).toEqual({ kind: "done" });
    expect(await received(hook.prefix)).toHaveLength(1);
  });

  it("401: disables the webhook (invalid token)", async () => {
    const { hook, recap, webhook } = await setup();
    await script(hook.prefix, [{ status: 401, body: { message: "Invalid Webhook Token", code: 50027 } }]);
    expect(await runDelivery(recap.id)).toEqual({ kind: "done" });
    expect((await webhookRow(webhook.id)).webhookDisabledReason).toBe("Discord refused the webhook token (401)");
  });

  it("other 4xx: not retried, not disabled", async () => {
    const { hook, recap, webhook } = await setup();
    await script(hook.prefix, [{ status: 400, body: { message: "Invalid Form Body" } }]);
    expect(await runDelivery(recap.id)).toEqual({ kind: "done" });
    expect((await webhookRow(webhook.id)).webhookDisabledAt).toBeNull();
    expect(await postedAt(recap.id)).toBeNull();
  });

  it("double events: parallel deliveries of the same article send exactly one post", async () => {
    const { hook, recap } = await setup();
    await script(hook.prefix, [{ status: 204, delayMs: 150 }]);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => runDelivery(recap.id)));
    expect(outcomes).toEqual(Array.from({ length: 6 }, () => ({ kind: "done" })));
    expect(await received(hook.prefix)).toHaveLength(1);
  });

  it("double events through the queue consumer: both messages acked, one post", async () => {
    const { hook, recap } = await setup();
    const { batch, decisions } = batchOf([
      { type: "discord-post", recapId: recap.id },
      { type: "discord-post", recapId: recap.id },
    ]);
    await consumeJobs(batch, env);
    expect(decisions).toEqual([
      { id: "m0", decision: "ack" },
      { id: "m1", decision: "ack" },
    ]);
    expect(await received(hook.prefix)).toHaveLength(1);
  });

  it("the consumer turns a 429 into a queue retry after retry_after", async () => {
    const { hook, recap } = await setup();
    await script(hook.prefix, [{ status: 429, body: { retry_after: 1.2 } }]);
    const { batch, decisions } = batchOf([{ type: "discord-post", recapId: recap.id }]);
    await consumeJobs(batch, env);
    expect(decisions).toEqual([{ id: "m0", decision: "retry", delaySeconds: 2 }]);
  });

  it("an unknown outcome (Discord unreachable) keeps the claim: never risk a second post", async () => {
    const { recap } = await setup();
    const unreachable = { ...env, DISCORD_WEBHOOK_ORIGIN_OVERRIDE: "http://127.0.0.1:9" };
    expect(await deliverToDiscord({ type: "discord-post", recapId: recap.id }, unreachable, 1)).toEqual({
      kind: "done",
    });
    expect(await postedAt(recap.id)).toBeInstanceOf(Date);
  });

  it("a stored URL that is not a Discord webhook is never contacted and gets disabled", async () => {
    const leagueName = uniqueLeague();
    const webhook = await insertWebhook(leagueName, `${env.FAKE_URL}/api/webhooks/1234567/tokentokentokentokentoken`);
    const recap = await insertRecap({ leagueName });
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      expect(await runDelivery(recap.id)).toEqual({ kind: "done" });
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
    expect((await webhookRow(webhook.id)).webhookDisabledReason).toBe("Not a Discord webhook URL");
    expect(await received("/api/webhooks/1234567/")).toHaveLength(0);
  });

  it("publish queues the job with a short delay and the queue consumer delivers it", {
    timeout: 40_000,
  }, async () => {
    const { hook, recap } = await setup();
    const queued = Date.now();
    await publish(env, recap.id);
    // Publishing never waits for Discord: nothing has been sent when publish returns.
    expect(await received(hook.prefix)).toHaveLength(0);
    await vi.waitFor(
      async () => {
        expect(await received(hook.prefix)).toHaveLength(1);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(Date.now() - queued).toBeGreaterThanOrEqual((DISCORD_POST_DELAY_SECONDS - 1) * 1000);
    expect(await postedAt(recap.id)).toBeInstanceOf(Date);
  });
});
