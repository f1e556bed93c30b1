// Sends a message to a validated Discord webhook and classifies the answer so callers can decide:
// posted, wait and retry (429), retry later (5xx), give up for good (404 unknown webhook / 401 invalid token),
// or rejected (any other answer). Redirects are never followed (`redirect: "manual"`), so a
// request can only ever reach the Discord host it was built for.
import { readConfig } from "../config";
import type { DiscordMessage } from "./discord-embed";
import { type DiscordWebhook, deliveryUrl } from "./discord-url";

export type DiscordResult =
  | { kind: "posted" }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "server_error"; status: number }
  | { kind: "gone"; status: 401 | 404 }
  | { kind: "rejected"; status: number }
  /** The request may or may not have reached Discord (network failure or timeout). */
  | { kind: "unknown"; error: string };

const TIMEOUT_MS = 10_000;
/** When Discord says 429 but gives no usable delay. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

async function retryAfterSeconds(res: Response): Promise<number> {
  let fromBody: unknown;
  try {
    fromBody = ((await res.json()) as { retry_after?: unknown }).retry_after;
  } catch {
    fromBody = undefined;
  }
  const fromHeader = Number(res.headers.get("Retry-After") ?? Number.NaN);
  const seconds = typeof fromBody === "number" && Number.isFinite(fromBody) ? fromBody : fromHeader;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
}

export async function sendToDiscord(env: Env, hook: DiscordWebhook, message: DiscordMessage): Promise<DiscordResult> {
  const { DISCORD_WEBHOOK_ORIGIN_OVERRIDE, SITE_NAME } = readConfig(env);
  let res: Response;
  try {
    res = await fetch(deliveryUrl(hook, DISCORD_WEBHOOK_ORIGIN_OVERRIDE), {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": `${SITE_NAME} (webhook delivery, 1.0)` },
      body: JSON.stringify(message),
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return { kind: "unknown", error: err instanceof Error ? err.message : String(err) };
  }
  if (res.status === 429) return { kind: "rate_limited", retryAfterSeconds: await retryAfterSeconds(res) };
  // Nothing else of the body is needed; release the connection.
  await res.body?.cancel();
  if (res.status >= 200 && res.status < 300) return { kind: "posted" };
  if (res.status === 401 || res.status === 404) return { kind: "gone", status: res.status };
  if (res.status >= 500) return { kind: "server_error", status: res.status };
  return { kind: "rejected", status: res.status };
}
