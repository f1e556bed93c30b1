import { Hono } from "hono";
import type { Db } from "../../db/client";
import { ARTICLE_ID_PATTERN, STAFF_LABEL } from "../../db/domain";
import { publishedImageKeys } from "../../db/queries/recaps";
import { getReel } from "../../db/queries/reels";
import { readConfig } from "../config";
import type { AppEnv } from "../env";
import { fetchIndexHtml, notFoundShell } from "../lib/assets";
import { truncate } from "../lib/text";
import { PUBLIC_CONTENT, read } from "../middleware/route-policy";
import { mediaUrl } from "../schemas/article";
import { withPageMeta } from "../services/page-meta";
import { reelView } from "../services/reels";

const DESCRIPTION_LENGTH = 200;

/**
 * /reels/{id}: the SPA's player with the reel's link-preview tags (like /read/{id}), so a shared
 * reel unfurls in Discord. Only a finished reel has them; one still being made (its owner's page)
 * gets the plain app, a missing one the app with a 404.
 */
export const reelPageRoutes = new Hono<AppEnv>().get("/:id", read(PUBLIC_CONTENT), async (c) => {
  const id = c.req.param("id");
  const index = await fetchIndexHtml(c.env, c.req.url);
  const row = ARTICLE_ID_PATTERN.test(id) ? await getReel(c.var.db, Number(id)) : undefined;
  if (!row) return notFoundShell(c.env, c.req.url, Promise.resolve(index));
  if (row.status !== "completed") return index;
  const reel = await reelView(c.var.db, row);
  const origin = new URL(c.req.url).origin;
  const { SITE_NAME } = readConfig(c.env);
  const plays = reel.segments.filter((s) => s.segmentType !== "intro").map((s) => s.textOverlay);
  const narrator = reel.narrator?.name ?? STAFF_LABEL.name;
  const imageKey = await previewImageKey(c.var.db, reel.segments);
  return withPageMeta(index, {
    documentTitle: `${reel.title} — ${SITE_NAME}`,
    title: reel.title,
    description: truncate(`Highlight reel narrated by ${narrator}. ${plays.join(" · ")}`, DESCRIPTION_LENGTH),
    url: `${origin}/reels/${reel.id}`,
    image: imageKey ? `${origin}${mediaUrl(imageKey)}` : null,
    type: "website",
    siteName: SITE_NAME,
    themeColor: reel.leagueColor,
    feeds: [],
  });
});

/**
 * The unfurl's picture: the featured image of the first story the reel plays that is still published
 * and has one (a deleted or unpublished story's image is not shown), or none.
 */
async function previewImageKey(db: Db, segments: readonly { recapId: number | null }[]): Promise<string | null> {
  const ids = [...new Set(segments.flatMap((s) => (s.recapId === null ? [] : [s.recapId])))];
  const images = await publishedImageKeys(db, ids);
  for (const id of ids) {
    const key = images.get(id);
    if (key) return key;
  }
  return null;
}
