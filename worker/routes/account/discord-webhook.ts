import { Hono } from "hono";
import type { Db } from "../../../db/client";
import { NO_LEAGUE_MESSAGE, NOT_YOURS_MESSAGE } from "../../../db/domain";
import { getWebhookForLeague, removeWebhook, saveWebhook } from "../../../db/queries/discord-webhooks";
import { type LeagueRow, mayManage } from "../../../db/queries/leagues";
import { getLeagueName } from "../../../db/queries/user-preferences";
import type { AppEnv, SessionUser } from "../../env";
import { badRequest, forbidden, notFound } from "../../errors";
import { privateRead, write } from "../../middleware/route-policy";
import type { DiscordWebhookSettings } from "../../schemas/discord";
import { webhookBody } from "../../schemas/discord-body";
import { maskedWebhookUrl, parseDiscordWebhookUrl, webhookUrlOf } from "../../services/discord-url";
import { zv } from "../../validate";

function settingsOf(user: SessionUser, leagueName: string | null, row: LeagueRow | undefined): DiscordWebhookSettings {
  if (!leagueName || !row?.webhookUrl) return { leagueName, webhook: null };
  const canEdit = mayManage(actorOf(user), row);
  const hook = parseDiscordWebhookUrl(row.webhookUrl);
  return {
    leagueName,
    webhook: {
      url: canEdit ? row.webhookUrl : hook ? maskedWebhookUrl(hook) : "",
      canEdit,
      disabledAt: row.webhookDisabledAt?.toISOString() ?? null,
      disabledReason: row.webhookDisabledReason,
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** The user's default league (My Account), or null when they have not set one. */
const defaultLeague = async (db: Db, userId: number) => (await getLeagueName(db, userId))?.trim() || null;

const actorOf = (user: SessionUser) => ({ userId: user.id, isAdmin: user.role === "admin" });

/**
 * The webhook of the signed-in user's default league. It may be changed or removed only by the
 * league's commissioner or an admin (decision 220).
 */
export const discordWebhookRoutes = new Hono<AppEnv>()
  .get("/", privateRead, async (c) => {
    const user = c.var.user!;
    const leagueName = await defaultLeague(c.var.db, user.id);
    const row = leagueName ? await getWebhookForLeague(c.var.db, leagueName) : undefined;
    return c.json(settingsOf(user, leagueName, row));
  })
  .put("/", write({ bumps: "content" }), zv("json", webhookBody), async (c) => {
    const user = c.var.user!;
    const leagueName = await defaultLeague(c.var.db, user.id);
    if (!leagueName) throw badRequest(NO_LEAGUE_MESSAGE);
    const url = webhookUrlOf(c.req.valid("json").webhookUrl);
    const row = await saveWebhook(c.var.db, leagueName, url, actorOf(user));
    if (!row) throw forbidden(NOT_YOURS_MESSAGE);
    return c.json(settingsOf(user, leagueName, row));
  })
  .delete("/", write({ bumps: "content" }), async (c) => {
    const user = c.var.user!;
    const leagueName = await defaultLeague(c.var.db, user.id);
    if (!leagueName) throw badRequest(NO_LEAGUE_MESSAGE);
    const result = await removeWebhook(c.var.db, leagueName, actorOf(user));
    if (result === "forbidden") throw forbidden(NOT_YOURS_MESSAGE);
    if (result === "missing") throw notFound("This league has no Discord webhook.");
    return c.json(settingsOf(user, leagueName, undefined));
  });
