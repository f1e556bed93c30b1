import { Hono } from "hono";
import { getLeagueIconMap } from "../../db/queries/league-icons";
import type { AppEnv } from "../env";

export const leagueIconRoutes = new Hono<AppEnv>().get("/", async (c) => {
  return c.json({ icons: await getLeagueIconMap(c.var.db) });
});
