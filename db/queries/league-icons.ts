import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { leagueIcons } from "../schema";

/** The client's view: a map of league name to SVG markup. */
export async function getLeagueIconMap(db: Db): Promise<Record<string, string>> {
  const rows = await db.select({ leagueName: leagueIcons.leagueName, iconSvg: leagueIcons.iconSvg }).from(leagueIcons);
  return Object.fromEntries(rows.map((r) => [r.leagueName, r.iconSvg]));
}

/** One league's icon as pages show it: its PNG when one was drawn, and the SVG it was drawn from. */
export async function getLeagueIconImage(db: Db, leagueName: string) {
  const [row] = await db
    .select({ iconSvg: leagueIcons.iconSvg, iconPng: leagueIcons.iconPng })
    .from(leagueIcons)
    .where(eq(leagueIcons.leagueName, leagueName));
  return row;
}
