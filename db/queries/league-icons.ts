import type { Db } from "../client";
import { leagueIcons } from "../schema";

/** The client's view: a map of league name to SVG markup. */
export async function getLeagueIconMap(db: Db): Promise<Record<string, string>> {
  const rows = await db.select({ leagueName: leagueIcons.leagueName, iconSvg: leagueIcons.iconSvg }).from(leagueIcons);
  return Object.fromEntries(rows.map((r) => [r.leagueName, r.iconSvg]));
}
