// What a league's page lists is its commissioner's to keep clean (issue 37 item 4, decision 261):
// the commissioner (or an admin) removes an article or a highlight reel from the league's page and
// channel. The item leaves the league, not the site: its author keeps it, so nothing anyone typed
// is lost; deleting it stays its author's (or an admin's) decision.
import { Hono } from "hono";
import { getRecap } from "../../../db/queries/recaps";
import { removeFromLeague } from "../../../db/queries/recaps-write";
import { removeReelFromLeague } from "../../../db/queries/reels";
import type { AppEnv } from "../../env";
import { notFound } from "../../errors";
import { write } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import { idParamSchema } from "../../schemas/common";
import { leagueParamSchema } from "../../schemas/league";
import * as lifecycle from "../../services/recap-lifecycle";
import { zv } from "../../validate";
import { loadManaged } from "./access";

const listedParamSchema = leagueParamSchema.extend(idParamSchema.shape);

export const leagueListingRoutes = new Hono<AppEnv>()
  .delete(
    "/:league/articles/:id",
    write({ bumps: "content" }),
    requireUser,
    zv("param", listedParamSchema),
    async (c) => {
      const { league: param, id } = c.req.valid("param");
      const league = await loadManaged(c, param);
      const before = await getRecap(c.var.db, id);
      const after = before?.leagueId === league.id ? await removeFromLeague(c.var.db, id, league.id) : undefined;
      if (!before || !after) throw notFound("This league's page lists no article with that id");
      // A member's recap that was a game's story no longer names it: the game gets the export's story back.
      await lifecycle.edited(c.env, c.var.db, before, after);
      return c.json({ id, removed: true as const });
    },
  )
  .delete("/:league/reels/:id", write({ bumps: "content" }), requireUser, zv("param", listedParamSchema), async (c) => {
    const { league: param, id } = c.req.valid("param");
    const league = await loadManaged(c, param);
    if (!(await removeReelFromLeague(c.var.db, id, league.name)))
      throw notFound("This league's page lists no reel with that id");
    return c.json({ id, removed: true as const });
  });
