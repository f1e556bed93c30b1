// Who may touch a league: anyone may read it; managing it needs its commissioner or an admin.
import type { Context } from "hono";
import { getLeagueByName, type LeagueRow, mayManage } from "../../../db/queries/leagues";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../errors";

const LEAGUE_NOT_FOUND = "League not found";
const NOT_COMMISSIONER = "Only this league's commissioner, or an admin, can do that.";

export const actorOf = (c: Context<AppEnv>) => ({ userId: c.var.user!.id, isAdmin: c.var.user!.role === "admin" });

export async function loadLeague(c: Context<AppEnv>, param: string): Promise<LeagueRow> {
  const row = await getLeagueByName(c.var.db, param);
  if (!row) throw notFound(LEAGUE_NOT_FOUND);
  return row;
}

/** The league, when the signed-in caller is its commissioner or an admin. */
export async function loadManaged(c: Context<AppEnv>, param: string): Promise<LeagueRow> {
  const row = await loadLeague(c, param);
  if (!mayManage(actorOf(c), row)) throw forbidden(NOT_COMMISSIONER);
  return row;
}
