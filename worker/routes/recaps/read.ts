import { Hono } from "hono";
import { getRecap, listRecaps, listStatsImages } from "../../../db/queries/recaps";
import type { AppEnv } from "../../env";
import { notFound } from "../../errors";
import { PUBLIC_CONTENT, privateRead, read } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import { toArticle, toArticleList } from "../../schemas/article";
import { idParamSchema, listQuerySchema } from "../../schemas/common";
import { zv } from "../../validate";

/** Reading articles: the public list and article, and the signed-in author's own list. */
export const recapReadRoutes = new Hono<AppEnv>()
  .get("/", read(PUBLIC_CONTENT), zv("query", listQuerySchema(50)), async (c) => {
    const { limit, page } = c.req.valid("query");
    const { rows, total } = await listRecaps(c.var.db, { limit, page });
    return c.json(toArticleList(rows, total, page, limit));
  })
  // Before /:id, which would otherwise take "mine" for an id.
  .get("/mine", privateRead, requireUser, zv("query", listQuerySchema(100)), async (c) => {
    const { limit, page } = c.req.valid("query");
    const { rows, total } = await listRecaps(c.var.db, { limit, page, userId: c.var.user!.id });
    return c.json(toArticleList(rows, total, page, limit));
  })
  .get("/:id", read(PUBLIC_CONTENT), zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const row = await getRecap(c.var.db, id);
    if (!row) throw notFound("Article not found");
    return c.json(toArticle(row, await listStatsImages(c.var.db, id)));
  });
