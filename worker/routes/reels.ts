import { Hono } from "hono";
import { deleteReel, getReel, getReelPreferences, listLeagueReels, listUserReels } from "../../db/queries/reels";
import type { AppEnv } from "../env";
import { ApiError, notFound } from "../errors";
import { userWriteLimit } from "../middleware/rate-limit";
import { PUBLIC_CONTENT, privateRead, read, write } from "../middleware/route-policy";
import { requireUser } from "../middleware/session";
import { idParamSchema } from "../schemas/common";
import { createReelBody, leagueReelsQuery } from "../schemas/reels";
import { orderReel, reelView, reelViews } from "../services/reels";
import { zv } from "../validate";

const REEL_NOT_FOUND = "This reel does not exist";

/**
 * Highlight reels (decision 182). A finished reel is public (a shared link plays for anyone); one
 * still being made, or failed, is its owner's (and an admin's): anyone else gets the same 404 as a
 * missing reel. That answer depends on the caller, so single reels are private reads.
 */
export const reelRoutes = new Hono<AppEnv>()
  .post("/", write({ bumps: null }), requireUser, zv("json", createReelBody), userWriteLimit("reel"), async (c) => {
    const row = await orderReel(c.env, c.var.db, c.var.user!.id, c.req.valid("json"));
    return c.json({ reel: await reelView(c.var.db, row) }, 202);
  })
  .get("/", read(PUBLIC_CONTENT), zv("query", leagueReelsQuery), async (c) => {
    const rows = await listLeagueReels(c.var.db, c.req.valid("query").league);
    return c.json({ reels: await reelViews(c.var.db, rows, false) });
  })
  .get("/mine", privateRead, requireUser, async (c) => {
    const rows = await listUserReels(c.var.db, c.var.user!.id);
    const prefs = await getReelPreferences(c.var.db, c.var.user!.id);
    // Whether the app shows a toast when one of these finishes (the owner's notify preference).
    return c.json({ reels: await reelViews(c.var.db, rows, false), notify: prefs?.notifyOnCompletion ?? true });
  })
  .get("/:id", privateRead, zv("param", idParamSchema), async (c) => {
    const row = await getReel(c.var.db, c.req.valid("param").id);
    const user = c.var.user;
    const mine = row && user && (row.userId === user.id || user.role === "admin");
    if (!row || (row.status !== "completed" && !mine)) throw notFound(REEL_NOT_FOUND);
    return c.json({ reel: await reelView(c.var.db, row), mine: Boolean(mine) });
  })
  .delete("/:id", write({ bumps: "content" }), requireUser, zv("param", idParamSchema), async (c) => {
    const row = await getReel(c.var.db, c.req.valid("param").id);
    const user = c.var.user!;
    if (!row || (row.status !== "completed" && row.userId !== user.id && user.role !== "admin"))
      throw notFound(REEL_NOT_FOUND);
    if (row.userId !== user.id && user.role !== "admin")
      throw new ApiError("forbidden", "You can only delete your own reels");
    await deleteReel(c.var.db, row.id);
    return c.json({ id: row.id, deleted: true });
  });
