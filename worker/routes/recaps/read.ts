import { Hono } from "hono";
import {
  getPublishedRecapWithImages,
  listRecapSummaries,
  listRecaps,
  listStatsImages,
} from "../../../db/queries/recaps";
import type { AppEnv } from "../../env";
import { notFound } from "../../errors";
import { PUBLIC_CONTENT, privateRead, read } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import { toArticle, toArticleList, toArticleSummaryList, toAuthorArticle } from "../../schemas/article";
import { gameWeekFilterSchema, idParamSchema, leagueQuerySchema, listQuerySchema } from "../../schemas/common";
import { zv } from "../../validate";
import { loadOwnRecap } from "./load";

/**
 * Reading articles: the public list and article (published ones only, cached by URL for everyone),
 * and the signed-in author's own list and article in any status (never cached; decision 170).
 */
export const recapReadRoutes = new Hono<AppEnv>()
  .get(
    "/",
    read(PUBLIC_CONTENT),
    zv("query", listQuerySchema(50).extend(gameWeekFilterSchema.shape).extend(leagueQuerySchema.shape)),
    async (c) => {
      const { limit, page, season, week, kind, league } = c.req.valid("query");
      const { rows, total } = await listRecapSummaries(c.var.db, { limit, page, season, week, kind, league });
      return c.json(toArticleSummaryList(rows, total, page, limit));
    },
  )
  // Before /:id, which would otherwise take "mine" for an id.
  .get("/mine", privateRead, requireUser, zv("query", listQuerySchema(100)), async (c) => {
    const { limit, page } = c.req.valid("query");
    const { rows, total } = await listRecaps(c.var.db, {
      limit,
      page,
      userId: c.var.user!.id,
      withUnpublished: true,
    });
    return c.json(toArticleList(rows, total, page, limit));
  })
  // The author's (or an admin's) read of a draft, a story being written or a failed one: 401
  // signed out, 404 missing, 403 someone else's. A published article answers here too.
  .get("/mine/:id", privateRead, requireUser, zv("param", idParamSchema), async (c) => {
    const row = await loadOwnRecap(c, c.req.valid("param").id);
    return c.json(toAuthorArticle(row, await listStatsImages(c.var.db, row.id)));
  })
  .get("/:id", read(PUBLIC_CONTENT), zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const found = await getPublishedRecapWithImages(c.var.db, id);
    if (!found) throw notFound("Article not found");
    return c.json(toArticle(found.row, found.statsImages));
  });
