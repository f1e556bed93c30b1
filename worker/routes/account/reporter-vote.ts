import { Hono } from "hono";
import { castVote, voteOf, withdrawVote } from "../../../db/queries/reporter-votes";
import { writerIds } from "../../../db/queries/writers";
import type { AppEnv } from "../../env";
import { badRequest } from "../../errors";
import { privateRead, write } from "../../middleware/route-policy";
import { reporterVoteBody } from "../../schemas/reporter-vote";
import { voteResults } from "../../services/reporter-votes";
import { zv } from "../../validate";

/**
 * The caller's favourite-reporter vote (one per account; the path has no user id). Writes answer
 * with the new results so the page shows the count it caused; they bump the reactions version, the
 * one the public results are cached under (votes never throw away cached articles).
 */
export const reporterVoteRoutes = new Hono<AppEnv>()
  .get("/", privateRead, async (c) => c.json({ reporterId: await voteOf(c.var.db, c.var.user!.id) }))
  .put("/", write({ bumps: "reactions" }), zv("json", reporterVoteBody), async (c) => {
    const { reporterId } = c.req.valid("json");
    if (!(await writerIds(c.var.db)).includes(reporterId)) throw badRequest("Unknown reporter");
    await castVote(c.var.db, c.var.user!.id, reporterId);
    return c.json({ reporterId, ...(await voteResults(c.var.db)) });
  })
  .delete("/", write({ bumps: "reactions" }), async (c) => {
    await withdrawVote(c.var.db, c.var.user!.id);
    return c.json({ reporterId: null, ...(await voteResults(c.var.db)) });
  });
