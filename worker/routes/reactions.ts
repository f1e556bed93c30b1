import { Hono } from "hono";
import { z } from "zod";
import { getReactionsForRecaps } from "../../db/queries/reactions";
import type { AppEnv } from "../env";
import { write } from "../middleware/route-policy";
import { zv } from "../validate";

const batchBody = z.object({
  recapIds: z
    .array(
      z.union([
        z.number().int().positive(),
        z
          .string()
          .regex(/^[1-9]\d{0,15}$/)
          .transform(Number),
      ]),
      {
        message: "recapIds must be a list of article ids",
      },
    )
    .max(100, "At most 100 article ids per batch"),
});

/** POST /api/reactions/batch: the counts of many articles in one call (a read sent as a POST). */
export const reactionBatchRoutes = new Hono<AppEnv>().post(
  "/batch",
  write({ bumps: null }),
  zv("json", batchBody),
  async (c) => {
    const ids = [...new Set(c.req.valid("json").recapIds)];
    return c.json(await getReactionsForRecaps(c.var.db, ids));
  },
);
