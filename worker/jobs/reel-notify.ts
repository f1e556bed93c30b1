// The `reel-notify` job: a finished reel is announced in its league's Discord channel when its owner
// asked to be notified (user_reel_preferences.notifyOnCompletion, default on) and the reel is of the
// league they set on My Account, whose webhook they see there: "where the user set one" (decision 182).
// Same delivery as articles (services/discord.ts): retried only when Discord surely did not take it.
import { createDb } from "../../db/client";
import { leagueKey } from "../../db/domain/leagues";
import { STAFF_LABEL } from "../../db/domain/personas";
import { disableWebhook } from "../../db/queries/discord-webhooks";
import { getLeagueByName, mayPostTo } from "../../db/queries/leagues";
import { getReel, getReelPreferences } from "../../db/queries/reels";
import { getLeagueName } from "../../db/queries/user-preferences";
import { readConfig } from "../config";
import { sendToDiscord } from "../services/discord";
import { parseDiscordWebhookUrl } from "../services/discord-url";
import { buildReelMessage } from "../services/reel-discord";
import { reelView } from "../services/reels";
import type { JobSpec } from "./types";

const MAX_ATTEMPTS = 5;

export const reelNotifyJob: JobSpec<"reel-notify"> = {
  run: async (job, env, attempts) => {
    const db = createDb(env.DB);
    const row = await getReel(db, job.reelId);
    if (row?.status !== "completed" || row.userId === null || !row.leagueName) return { kind: "done" };
    const prefs = await getReelPreferences(db, row.userId);
    if (prefs && !prefs.notifyOnCompletion) return { kind: "done" };
    const ownLeague = await getLeagueName(db, row.userId);
    if (!ownLeague || leagueKey(ownLeague) !== leagueKey(row.leagueName)) return { kind: "done" };
    const league = await getLeagueByName(db, row.leagueName);
    const hook = league?.webhookUrl && !league.webhookDisabledAt ? parseDiscordWebhookUrl(league.webhookUrl) : null;
    // Only a member posts to a league's channel (decision 261): checked again at sending time.
    if (!league || !hook || !(await mayPostTo(db, league, row.userId))) return { kind: "done" };
    const config = readConfig(env);
    const message = buildReelMessage(await reelView(db, row), {
      origin: config.SITE_URL,
      siteName: config.SITE_NAME,
      staffName: STAFF_LABEL.name,
    });
    const result = await sendToDiscord(env, hook, message);
    if (result.kind === "gone")
      await disableWebhook(
        db,
        league.id,
        league.webhookUrl!,
        `Discord says this webhook no longer exists (${result.status})`,
      );
    if ((result.kind === "rate_limited" || result.kind === "server_error") && attempts < MAX_ATTEMPTS)
      return {
        kind: "retry",
        delaySeconds: result.kind === "rate_limited" ? Math.ceil(result.retryAfterSeconds) : 10 * attempts,
      };
    return { kind: "done" };
  },
  changesPublicContent: false,
};
