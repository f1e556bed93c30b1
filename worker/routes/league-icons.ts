import { Hono } from "hono";
import { getLeagueIconMap } from "../../db/queries/league-icons";
import type { AppEnv } from "../env";
import { PUBLIC_CONTENT, read } from "../middleware/route-policy";

export const leagueIconRoutes = new Hono<AppEnv>().get("/", read(PUBLIC_CONTENT), async (c) => {
  return c.json({ icons: await getLeagueIconMap(c.var.db) });
});
