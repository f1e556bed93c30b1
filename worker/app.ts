import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { LeagueNameError } from "../db/domain/leagues";
import type { AppEnv } from "./env";
import { ApiError, errorBody } from "./errors";
import { requestBodyLimit } from "./middleware/body-limit";
import { httpCache } from "./middleware/cache";
import { d1Session } from "./middleware/d1-session";
import { contentSecurityPolicy, sameOriginWrites, securityHeaders } from "./middleware/security";
import { session } from "./middleware/session";
import { accountRoutes } from "./routes/account";
import { assetOrAppShell } from "./routes/app-shell";
import { authRoutes } from "./routes/auth";
import { debugRoutes } from "./routes/debug";
import { exportRoutes } from "./routes/export";
import { leagueIconRoutes } from "./routes/league-icons";
import { leagueRoutes } from "./routes/leagues";
import { mediaRoutes } from "./routes/media";
import { oauthRoutes } from "./routes/oauth";
import { pageRoutes } from "./routes/pages";
import { reactionBatchRoutes } from "./routes/reactions";
import { recapRoutes } from "./routes/recaps";
import { reelPageRoutes } from "./routes/reel-page";
import { reelRoutes } from "./routes/reels";
import { rssRoutes } from "./routes/rss";
import { seasonPageRoutes } from "./routes/season-pages";
import { testDiscordWebhookRoutes } from "./routes/test-discord-webhook";
import { writerRoutes } from "./routes/writers";

const api = new Hono<AppEnv>()
  .use(sameOriginWrites)
  .use(requestBodyLimit)
  // One sub-app per URL prefix; each route declares its own cache and body policy (route-policy.ts).
  .route("/", authRoutes)
  .route("/account", accountRoutes)
  .route("/recaps", recapRoutes)
  .route("/reactions", reactionBatchRoutes)
  .route("/writers", writerRoutes)
  .route("/reels", reelRoutes)
  .route("/leagues", leagueRoutes)
  .route("/league-icons", leagueIconRoutes)
  .route("/rss", rssRoutes)
  .route("/test-discord-webhook", testDiscordWebhookRoutes)
  .route("/debug", debugRoutes)
  .all("*", (c) => c.json(errorBody("not_found", "Not found"), 404));

export const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .use(contentSecurityPolicy)
  // D1 Sessions API (read replicas, bookmark for read-your-writes), then the HTTP cache, so a cache
  // hit costs one small read and never resolves the session.
  .use(d1Session)
  .use(httpCache)
  .use(session)
  .route("/api", api)
  // The league's data export: server-to-server POSTs, outside /api's same-origin rule (decision 222).
  .route("/export", exportRoutes)
  .route("/media", mediaRoutes)
  .route("/auth", oauthRoutes)
  .route("/reels", reelPageRoutes)
  .route("/", seasonPageRoutes)
  .route("/", pageRoutes)
  // Static files outside /assets and /ocr, and the SPA's own routes (200) or no route at all (404).
  .all("*", (c) => assetOrAppShell(c));

app.onError((err, c) => {
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(err.code, err.message), err.status);
  }
  // A name that may not become a new league (db/queries/leagues.ts ensureLeague, decision 270).
  if (err instanceof LeagueNameError) return c.json(errorBody("bad_request", err.message), 400);
  // Hono's own 4xx (e.g. "Malformed JSON in request body" from the validator).
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody("bad_request", err.message || "Invalid input"), 400);
  }
  console.error("Unhandled error", c.req.method, loggablePath(c.req.path), err);
  return c.json(errorBody("internal", "Something went wrong on our side. Please try again."), 500);
});

/** The path as logs may hold it: an export URL's secret is its only credential (decision 222). */
export const loggablePath = (path: string) => path.replace(/^\/export\/[^/]*/, "/export/…");

export type AppType = typeof app;
