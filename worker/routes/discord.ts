import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  EMPTY_WEBHOOK_MESSAGE,
  NO_LEAGUE_MESSAGE,
  NOT_DISCORD_MESSAGE,
  NOT_YOURS_MESSAGE,
  TEST_FAILED_MESSAGE,
} from "../../db/domain";
import {
  type DiscordWebhookRow,
  getWebhookForLeague,
  removeWebhook,
  saveWebhook,
} from "../../db/queries/discord-webhooks";
import { getLeagueName } from "../../db/queries/user-preferences";
import { readConfig } from "../config";
import type { AppEnv, SessionUser } from "../env";
import { ApiError, badRequest, forbidden, notFound } from "../errors";
import { requireUser } from "../middleware/session";
import type { DiscordWebhookSettings, WebhookTestResult } from "../schemas/discord";
import { sendToDiscord } from "../services/discord";
import { buildTestMessage } from "../services/discord-embed";
import { maskedWebhookUrl, parseDiscordWebhookUrl, webhookUrlOf } from "../services/discord-url";
import { zv } from "../validate";

/** A Discord webhook URL, validated before anything else happens (nothing is fetched otherwise). */
const webhookBody = z.object({
  webhookUrl: z
    .string({ error: EMPTY_WEBHOOK_MESSAGE })
    .trim()
    .min(1, EMPTY_WEBHOOK_MESSAGE)
    .transform((value, ctx) => {
      const hook = parseDiscordWebhookUrl(value);
      if (!hook) {
        ctx.addIssue({ code: "custom", message: NOT_DISCORD_MESSAGE });
        return z.NEVER;
      }
      return hook;
    }),
});

const mayEdit = (user: SessionUser, row: DiscordWebhookRow) => user.role === "admin" || row.createdByUserId === user.id;

function settingsOf(
  user: SessionUser,
  leagueName: string | null,
  row: DiscordWebhookRow | undefined,
): DiscordWebhookSettings {
  if (!leagueName || !row) return { leagueName, webhook: null };
  const canEdit = mayEdit(user, row);
  const hook = parseDiscordWebhookUrl(row.webhookUrl);
  return {
    leagueName,
    webhook: {
      url: canEdit ? row.webhookUrl : hook ? maskedWebhookUrl(hook) : "",
      canEdit,
      disabledAt: row.disabledAt?.toISOString() ?? null,
      disabledReason: row.disabledReason,
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** The user's default league (My Account), or null when they have not set one. */
const defaultLeague = async (db: Db, userId: number) => (await getLeagueName(db, userId))?.trim() || null;

const actorOf = (user: SessionUser) => ({ userId: user.id, isAdmin: user.role === "admin" });

/**
 * Discord webhooks: the Test button, and the webhook of the signed-in user's default league. A
 * league's webhook may be changed or removed only by whoever registered it, or an admin.
 */
export const discordRoutes = new Hono<AppEnv>()
  .post("/test-discord-webhook", requireUser, zv("json", webhookBody), async (c) => {
    const hook = c.req.valid("json").webhookUrl;
    const result = await sendToDiscord(c.env, hook, buildTestMessage(readConfig(c.env).SITE_NAME));
    if (result.kind !== "posted") throw new ApiError("bad_gateway", TEST_FAILED_MESSAGE);
    const body: WebhookTestResult = { success: true, message: "Webhook test successful" };
    return c.json(body);
  })
  .get("/account/discord-webhook", requireUser, async (c) => {
    const user = c.var.user!;
    const leagueName = await defaultLeague(c.var.db, user.id);
    const row = leagueName ? await getWebhookForLeague(c.var.db, leagueName) : undefined;
    return c.json(settingsOf(user, leagueName, row));
  })
  .put("/account/discord-webhook", requireUser, zv("json", webhookBody), async (c) => {
    const user = c.var.user!;
    const leagueName = await defaultLeague(c.var.db, user.id);
    if (!leagueName) throw badRequest(NO_LEAGUE_MESSAGE);
    const url = webhookUrlOf(c.req.valid("json").webhookUrl);
    const row = await saveWebhook(c.var.db, leagueName, url, actorOf(user));
    if (!row) throw forbidden(NOT_YOURS_MESSAGE);
    return c.json(settingsOf(user, leagueName, row));
  })
  .delete("/account/discord-webhook", requireUser, async (c) => {
    const user = c.var.user!;
    const leagueName = await defaultLeague(c.var.db, user.id);
    if (!leagueName) throw badRequest(NO_LEAGUE_MESSAGE);
    const result = await removeWebhook(c.var.db, leagueName, actorOf(user));
    if (result === "forbidden") throw forbidden(NOT_YOURS_MESSAGE);
    if (result === "missing") throw notFound("This league has no Discord webhook.");
    return c.json(settingsOf(user, leagueName, undefined));
  });
