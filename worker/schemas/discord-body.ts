import { z } from "zod";
import { EMPTY_WEBHOOK_MESSAGE, NOT_DISCORD_MESSAGE } from "../../db/domain";
import { parseDiscordWebhookUrl } from "../services/discord-url";

/** A Discord webhook URL, validated before anything else happens (nothing is fetched otherwise). */
export const webhookBody = z.object({
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
