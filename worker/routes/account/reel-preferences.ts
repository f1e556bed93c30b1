import { Hono } from "hono";
import { REEL_DEFAULTS } from "../../../db/domain/reels";
import { getReelPreferences, saveReelPreferences } from "../../../db/queries/reels";
import type { AppEnv } from "../../env";
import { privateRead, write } from "../../middleware/route-policy";
import { reelPreferencesBody } from "../../schemas/reels";
import { zv } from "../../validate";

const DEFAULTS = {
  favoriteTeams: [] as string[],
  favoritePlayers: [] as string[],
  defaultDuration: REEL_DEFAULTS.duration,
  preferredStyle: REEL_DEFAULTS.style as string,
  autoGenerate: false,
  notifyOnCompletion: true,
};

/** The caller's reel preferences (spec §9 defaults until they save some). */
export const reelPreferenceRoutes = new Hono<AppEnv>()
  .get("/", privateRead, async (c) => {
    const row = await getReelPreferences(c.var.db, c.var.user!.id);
    const { favoriteTeams, favoritePlayers, defaultDuration, preferredStyle, autoGenerate, notifyOnCompletion } =
      row ?? DEFAULTS;
    return c.json({
      favoriteTeams,
      favoritePlayers,
      defaultDuration,
      preferredStyle,
      autoGenerate,
      notifyOnCompletion,
    });
  })
  .put("/", write({ bumps: null }), zv("json", reelPreferencesBody), async (c) => {
    const row = await saveReelPreferences(c.var.db, c.var.user!.id, c.req.valid("json"));
    const { favoriteTeams, favoritePlayers, defaultDuration, preferredStyle, autoGenerate, notifyOnCompletion } = row;
    return c.json({
      favoriteTeams,
      favoritePlayers,
      defaultDuration,
      preferredStyle,
      autoGenerate,
      notifyOnCompletion,
    });
  });
