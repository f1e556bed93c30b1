import { Hono } from "hono";
import { databaseSummary } from "../../db/queries/recaps-write";
import type { AppEnv } from "../env";
import { privateRead } from "../middleware/route-policy";
import { requireAdmin } from "../middleware/session";

/** GET /api/debug/database (admin): counts and a few article titles. No config, keys or secrets. */
export const debugRoutes = new Hono<AppEnv>().get("/database", privateRead, requireAdmin, async (c) => {
  const summary = await databaseSummary(c.var.db);
  const local = new URL(c.req.url).hostname;
  return c.json({
    ...summary,
    sampleArticles: summary.sampleArticles.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    environment: local === "localhost" || local === "127.0.0.1" ? "local" : "deployed",
  });
});
