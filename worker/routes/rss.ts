import { Hono } from "hono";
import { z } from "zod";
import { listRecaps } from "../../db/queries/recaps";
import { listWriters } from "../../db/queries/writers";
import personas from "../../db/seed/personas.json";
import type { AppEnv } from "../env";
import { mediaUrl } from "../schemas/article";
import { buildRss } from "../services/rss";
import { zv } from "../validate";

const FEED_SIZE = 50;
const querySchema = z.object({ league: z.string().max(200, "League name is too long").optional() });

export const rssRoutes = new Hono<AppEnv>().get("/", zv("query", querySchema), async (c) => {
  const { league } = c.req.valid("query");
  const url = new URL(c.req.url);
  const siteUrl = url.origin;
  const db = c.var.db;
  const [{ rows }, writers] = await Promise.all([
    listRecaps(db, { limit: FEED_SIZE, page: 1, ...(league ? { leagueName: league } : {}) }),
    listWriters(db),
  ]);
  const names = new Map(writers.map((w) => [w.id, w.name]));
  const site = c.env.SITE_NAME || "DGSN";
  const xml = buildRss({
    title: league ? `${site} — ${league}` : `${site} — all stories`,
    description: league
      ? `News and game recaps from ${league} on ${site}.`
      : `News and game recaps from every league on ${site}.`,
    siteUrl,
    selfUrl: url.toString(),
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      createdAt: r.createdAt,
      author: (r.writerId && names.get(r.writerId)) || personas.staffLabel.name,
      categories: [r.leagueName, r.type === "game_recap" ? "Game Recap" : "News"].filter((x): x is string => !!x),
      imageUrl: r.imageKey ? `${siteUrl}${mediaUrl(r.imageKey)}` : null,
    })),
  });
  return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8" });
});
