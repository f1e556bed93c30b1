import { z } from "zod";

/** GET /api/league-icons/:name?v=: the league as stored, and the version of its SVG the page saw. */
export const leagueIconParam = z.object({ name: z.string().min(1).max(200) });
export const leagueIconQuery = z.object({ v: z.string().max(20).optional() });
