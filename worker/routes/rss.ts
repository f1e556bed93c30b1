import { Hono } from "hono";
import { OTHER_LEAGUE, STAFF_LABEL, seasonWeekLabel } from "../../db/domain";
import { type FeedLeague, type FeedRow, listFeedItems } from "../../db/queries/feed";
import { getLeagueByName } from "../../db/queries/leagues";
import { readConfig } from "../config";
import type { AppEnv } from "../env";
import { PUBLIC_CONTENT, read } from "../middleware/route-policy";
import { mediaUrl } from "../schemas/article";
import { gameWeekFilterSchema, leagueQuerySchema } from "../schemas/common";
import { buildRss, type RssItem } from "../services/rss";
import { zv } from "../validate";

const FEED_SIZE = 50;
const querySchema = leagueQuerySchema.extend(gameWeekFilterSchema.shape);

/**
 * Size and type of each featured image, from R2 metadata: one head() per distinct image, so at most
 * FEED_SIZE. A missing object gets no enclosure rather than a wrong one.
 */
async function imageInfo(bucket: R2Bucket, rows: FeedRow[]) {
  const keys = [...new Set(rows.flatMap((r) => (r.imageKey ? [r.imageKey] : [])))];
  const heads = await Promise.all(keys.map((key) => bucket.head(key)));
  return new Map(
    heads.flatMap((h, i) =>
      h
        ? [[keys[i]!, { length: h.size, type: h.httpMetadata?.contentType ?? "application/octet-stream" }] as const]
        : [],
    ),
  );
}

export const rssRoutes = new Hono<AppEnv>().get("/", read(PUBLIC_CONTENT), zv("query", querySchema), async (c) => {
  const { season, week, kind, ...query } = c.req.valid("query");
  const asked = query.league?.trim();
  const url = new URL(c.req.url);
  const siteUrl = url.origin;
  // Leagues match by key (case and spaces ignored); 'other' is the spec's page of every other league.
  let league: string | undefined;
  let filter: FeedLeague | undefined;
  if (asked && asked.toLowerCase() === OTHER_LEAGUE) [league, filter] = ["Other Leagues", "other"];
  else if (asked) {
    const record = await getLeagueByName(c.var.db, asked);
    [league, filter] = record ? [record.name, { id: record.id }] : [asked, "none"];
  }
  const rows = await listFeedItems(c.var.db, {
    limit: FEED_SIZE,
    season,
    week,
    kind,
    ...(filter ? { league: filter } : {}),
  });
  const images = await imageInfo(c.env.IMAGES, rows);
  const site = readConfig(c.env).SITE_NAME;
  const lastModified = rows.reduce<Date | null>(
    (latest, r) => (latest === null || r.updatedAt > latest ? r.updatedAt : latest),
    null,
  );
  const items: RssItem[] = rows.map((r) => {
    const image = r.imageKey ? images.get(r.imageKey) : undefined;
    return {
      id: r.id,
      title: r.title,
      content: r.content,
      createdAt: r.createdAt,
      // The join is personaOf (services/persona.ts) in SQL: the named persona, else the staff.
      author: r.writerName ?? STAFF_LABEL.name,
      categories: [r.leagueName, r.type === "game_recap" ? "Game Recap" : "News", seasonWeekLabel(r)].filter(
        (x): x is string => !!x,
      ),
      enclosure: image && r.imageKey ? { url: `${siteUrl}${mediaUrl(r.imageKey)}`, ...image } : null,
    };
  });
  const when = seasonWeekLabel({ season, week });
  const xml = buildRss({
    title: `${site} — ${league ?? "all stories"}${when ? ` — ${when}` : ""}`,
    description: league
      ? `News and game recaps from ${league} on ${site}.`
      : `News and game recaps from every league on ${site}.`,
    siteUrl,
    selfUrl: url.toString(),
    image: { url: `${siteUrl}/feed-icon.png`, width: 144, height: 144 },
    lastBuildDate: lastModified ?? new Date(0),
    items,
  });

  // ETag, Cache-Control and 304s come from the cache middleware, as for every public read.
  const headers: Record<string, string> = { "Content-Type": "application/rss+xml; charset=utf-8" };
  if (lastModified) headers["Last-Modified"] = lastModified.toUTCString();
  return c.body(xml, 200, headers);
});
