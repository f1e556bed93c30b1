import { Hono } from "hono";
import { z } from "zod";
import { getRecap, listRecaps, listStatsImages } from "../../db/queries/recaps";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { type ArticleList, toArticle } from "../schemas/article";
import { idParamSchema } from "../schemas/common";
import { zv } from "../validate";

const whole = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const listQuerySchema = z.object({
  limit: whole("limit", 1, 1000, 50),
  page: whole("page", 1, 1_000_000, 1),
});

/** Public reads of articles. Writes live in their own routes (posting issue). */
export const recapRoutes = new Hono<AppEnv>()
  .get("/", zv("query", listQuerySchema), async (c) => {
    const { limit, page } = c.req.valid("query");
    const { rows, total } = await listRecaps(c.var.db, { limit, page });
    const totalPages = Math.ceil(total / limit);
    const body: ArticleList = {
      recaps: rows.map((r) => toArticle(r)),
      total,
      page,
      totalPages,
      hasMore: page < totalPages,
    };
    return c.json(body);
  })
  .get("/:id", zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const row = await getRecap(c.var.db, id);
    if (!row) throw notFound("Article not found");
    return c.json(toArticle(row, await listStatsImages(c.var.db, id)));
  });
