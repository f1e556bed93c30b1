import { Hono } from "hono";
import { TEST_FAILED_MESSAGE } from "../../db/domain";
import { readConfig } from "../config";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { write } from "../middleware/route-policy";
import { requireUser } from "../middleware/session";
import type { WebhookTestResult } from "../schemas/discord";
import { webhookBody } from "../schemas/discord-body";
import { sendToDiscord } from "../services/discord";
import { buildTestMessage } from "../services/discord-embed";
import { zv } from "../validate";

/** POST /api/test-discord-webhook: the Test button posts a small message to the given webhook. */
export const testDiscordWebhookRoutes = new Hono<AppEnv>().post(
  "/",
  write({ bumps: null }),
  requireUser,
  zv("json", webhookBody),
  async (c) => {
    const hook = c.req.valid("json").webhookUrl;
    const result = await sendToDiscord(c.env, hook, buildTestMessage(readConfig(c.env).SITE_NAME));
    if (result.kind !== "posted") throw new ApiError("bad_gateway", TEST_FAILED_MESSAGE);
    const body: WebhookTestResult = { success: true, message: "Webhook test successful" };
    return c.json(body);
  },
);
