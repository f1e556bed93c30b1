import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireUser } from "../../middleware/session";
import { discordWebhookRoutes } from "./discord-webhook";
import { passwordRoutes } from "./password";
import { reelPreferenceRoutes } from "./reel-preferences";
import { reporterVoteRoutes } from "./reporter-vote";
import { accountSettingsRoutes } from "./settings";
import { signInMethodRoutes } from "./sign-in-methods";

/** Everything under /api/account: the signed-in user's own things, so every route needs a session. */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .route("/settings", accountSettingsRoutes)
  .route("/discord-webhook", discordWebhookRoutes)
  .route("/vote", reporterVoteRoutes)
  .route("/sign-in-methods", signInMethodRoutes)
  .route("/password", passwordRoutes)
  .route("/reel-preferences", reelPreferenceRoutes);
