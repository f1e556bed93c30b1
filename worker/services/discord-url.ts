// Discord webhook URLs are the only outbound address a user can give DGSN, so they are checked
// strictly (SSRF): https, one of Discord's own hosts, the exact path /api/webhooks/{id}/{token},
// nothing else. The check runs on the raw text and again on the parsed URL, which must serialise
// back to the same text — so credentials, ports, percent-encoding, backslashes, trailing dots,
// queries and fragments are all refused rather than normalised.

const DISCORD_WEBHOOK_HOSTS = [
  "discord.com",
  "ptb.discord.com",
  "canary.discord.com",
  "discordapp.com",
  "ptb.discordapp.com",
  "canary.discordapp.com",
] as const;
export type DiscordHost = (typeof DISCORD_WEBHOOK_HOSTS)[number];

/** A webhook reduced to its parts; requests are built from these, never from the user's text. */
export interface DiscordWebhook {
  host: DiscordHost;
  /** Snowflake id (digits only). */
  id: string;
  token: string;
}

const MAX_URL_LENGTH = 300;
const SHAPE =
  /^https:\/\/((?:ptb\.|canary\.)?discord(?:app)?\.com)\/api\/webhooks\/([1-9][0-9]{5,24})\/([A-Za-z0-9_-]{20,120})$/;

export function parseDiscordWebhookUrl(raw: string): DiscordWebhook | null {
  if (raw.length > MAX_URL_LENGTH) return null;
  const match = SHAPE.exec(raw);
  if (!match) return null;
  const [, host, id, token] = match;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const known = DISCORD_WEBHOOK_HOSTS.find((h) => h === url.hostname);
  if (
    url.href !== raw ||
    url.protocol !== "https:" ||
    url.port !== "" ||
    url.username !== "" ||
    url.password !== "" ||
    !known ||
    known !== host
  ) {
    return null;
  }
  return { host: known, id: id!, token: token! };
}

/** The canonical URL of a webhook (what is stored). */
export const webhookUrlOf = (hook: DiscordWebhook) => `https://${hook.host}/api/webhooks/${hook.id}/${hook.token}`;

/** For people who may see that a webhook exists but not use it: the token is a secret. */
export const maskedWebhookUrl = (hook: DiscordWebhook) => `https://${hook.host}/api/webhooks/${hook.id}/••••••••`;

/**
 * Where a request for this webhook goes. Normally Discord itself; in tests and local development
 * DISCORD_WEBHOOK_ORIGIN_OVERRIDE sends the same path to a fake server instead. The override only
 * changes the destination of an already validated Discord URL — it never widens what is accepted.
 */
export function deliveryUrl(hook: DiscordWebhook, originOverride: string | undefined): string {
  const path = `/api/webhooks/${hook.id}/${hook.token}`;
  return originOverride ? `${originOverride}${path}` : `https://${hook.host}${path}`;
}
