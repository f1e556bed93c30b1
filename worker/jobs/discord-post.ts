// Delivers a ready article to its league's Discord webhook, at most once (docs/decisions/051).
// The delivery is claimed on the article before sending and given back only when Discord
// definitely did not take it (429, 5xx, 4xx); when the outcome is unknown (network failure or
// timeout) the claim stays: a missed post is better than a duplicate in someone's channel.
import { createDb } from "../../db/client";
import { STAFF_LABEL } from "../../db/domain";
import { claimDiscordPost, releaseDiscordPost } from "../../db/queries/discord-delivery";
import { disableWebhook, getWebhookForLeague } from "../../db/queries/discord-webhooks";
import { getRecap } from "../../db/queries/recaps";
import { listWriters } from "../../db/queries/writers";
import { readConfig } from "../config";
import { mediaUrl } from "../schemas/article";
import { sendToDiscord } from "../services/discord";
import { parseDiscordWebhookUrl } from "../services/discord-url";
import { discordMessageOf } from "../services/newsroom/discord-message";
import { personaOf } from "../services/persona";
import type { JobSpec } from "./types";

/** Attempts per article, counting the first (the queue itself allows one more before its DLQ). */
export const MAX_DELIVERY_ATTEMPTS = 5;
const MAX_RETRY_DELAY_SECONDS = 15 * 60;

/** 10 s, 20 s, 40 s, 80 s … for Discord's own failures. */
const backoffSeconds = (attempts: number) => Math.min(MAX_RETRY_DELAY_SECONDS, 10 * 2 ** (attempts - 1));

export const deliverToDiscord: JobSpec<"discord-post">["run"] = async (job, env, attempts) => {
  const db = createDb(env.DB);
  const article = await getRecap(db, job.recapId);
  // Deleted, still being written (its AI job queues it again when ready), already delivered, or
  // in no league (so no channel).
  if (article?.status !== "ready" || article.discordPostedAt || !article.leagueName) return { kind: "done" };
  const webhook = await getWebhookForLeague(db, article.leagueName);
  if (!webhook?.webhookUrl || webhook.webhookDisabledAt) return { kind: "done" };
  const webhookUrl = webhook.webhookUrl;
  const hook = parseDiscordWebhookUrl(webhookUrl);
  if (!hook) {
    // Stored before the rules were this strict, or edited by hand: never contact it.
    await disableWebhook(db, webhook.id, webhookUrl, "Not a Discord webhook URL");
    return { kind: "done" };
  }

  const claimedAt = new Date();
  if (!(await claimDiscordPost(db, article.id, claimedAt))) return { kind: "done" };

  const config = readConfig(env);
  const writer = personaOf(await listWriters(db), article.writerId);
  const message = await discordMessageOf(
    db,
    {
      ...article,
      imageUrl: article.imageKey ? `${config.SITE_URL}${mediaUrl(article.imageKey)}` : null,
      writer: writer ? { name: writer.name, color: writer.color } : null,
    },
    { origin: config.SITE_URL, siteName: config.SITE_NAME, staffName: STAFF_LABEL.name },
  );
  const result = await sendToDiscord(env, hook, message);

  switch (result.kind) {
    case "posted":
      return { kind: "done" };
    case "unknown":
      console.error("Discord delivery outcome unknown; not retried to avoid a duplicate", article.id, result.error);
      return { kind: "done" };
    case "gone":
      await releaseDiscordPost(db, article.id, claimedAt);
      await disableWebhook(
        db,
        webhook.id,
        webhookUrl,
        result.status === 404
          ? "Discord says this webhook no longer exists (404)"
          : "Discord refused the webhook token (401)",
      );
      return { kind: "done" };
    case "rejected":
      await releaseDiscordPost(db, article.id, claimedAt);
      console.error("Discord rejected the post", article.id, result.status);
      return { kind: "done" };
    case "rate_limited":
    case "server_error": {
      await releaseDiscordPost(db, article.id, claimedAt);
      if (attempts >= MAX_DELIVERY_ATTEMPTS) {
        console.error("Discord delivery gave up after retries", article.id, result);
        return { kind: "done" };
      }
      const delay =
        result.kind === "rate_limited"
          ? Math.min(MAX_RETRY_DELAY_SECONDS, Math.ceil(result.retryAfterSeconds))
          : backoffSeconds(attempts);
      return { kind: "retry", delaySeconds: delay };
    }
  }
};

export const discordPostJob: JobSpec<"discord-post"> = {
  run: deliverToDiscord,
  // Only `discordPostedAt` changes, which no public answer shows.
  changesPublicContent: false,
};
