// Helpers for Discord tests: unique webhooks per test (the fake server keeps traffic apart by path
// prefix), league and preference rows, and the payloads the fake Discord received.
import { env } from "cloudflare:workers";
import { leagueKey } from "../../db/domain";
import { setLeagueName } from "../../db/queries/user-preferences";
import { leagues } from "../../db/schema";
import { deliverToDiscord } from "../jobs/discord-post";
import type { DiscordMessage } from "../services/discord-embed";
import { received } from "./fake/client";
import { db } from "./helpers";

const digits = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => String(b % 10)).join("");

/** A fresh, valid Discord webhook URL and the fake-server prefix its requests arrive under. */
export function newWebhook(host = "discord.com") {
  const id = `1${digits(18)}`;
  const token = `tok_${crypto.randomUUID().replaceAll("-", "")}`;
  return { id, token, url: `https://${host}/api/webhooks/${id}/${token}`, prefix: `/api/webhooks/${id}/` };
}

export const uniqueLeague = (name = "League") => `${name} ${crypto.randomUUID().slice(0, 8)}`;

/** A league record with a webhook, its commissioner the given user (null: nobody has claimed it). */
export async function insertWebhook(leagueName: string, webhookUrl: string, commissionerId: number | null = null) {
  const [row] = await db()
    .insert(leagues)
    .values({
      name: leagueName,
      nameKey: leagueKey(leagueName),
      inviteCode: crypto.randomUUID(),
      webhookUrl,
      commissionerId,
    })
    .onConflictDoUpdate({ target: leagues.nameKey, set: { webhookUrl, commissionerId } })
    .returning();
  return row!;
}

export const setDefaultLeague = (userId: number, leagueName: string | null) => setLeagueName(db(), userId, leagueName);

/** Runs the delivery job as the queue consumer would, on its `attempts`-th delivery. */
export const runDelivery = (recapId: number, attempts = 1) =>
  deliverToDiscord({ type: "discord-post", recapId }, env, attempts);

/** The JSON payloads the fake Discord received for a webhook. */
export async function posts(prefix: string): Promise<DiscordMessage[]> {
  return (await received(prefix)).map((r) => JSON.parse(r.body) as DiscordMessage);
}
