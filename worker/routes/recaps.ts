import { Hono } from "hono";
import { getRecap, listRecaps, listStatsImages } from "../../db/queries/recaps";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { toArticle, toArticleList } from "../schemas/article";
import { idParamSchema, listQuerySchema } from "../schemas/common";
import { zv } from "../validate";

/** Public reads of articles. Writes live in their own routes (posting issue). */
export const recapRoutes = new Hono<AppEnv>()
  .get("/", zv("query", listQuerySchema(50)), async (c) => {
    const { limit, page } = c.req.valid("query");
    const { rows, total } = await listRecaps(c.var.db, { limit, page });
    return c.json(toArticleList(rows, total, page, limit));
  })
  .get("/:id", zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const row = await getRecap(c.var.db, id);
    if (!row) throw notFound("Article not found");
    return c.json(toArticle(row, await listStatsImages(c.var.db, id)));
  });
