// Whose league an export story belongs to (issue 37 item 10): its box score came from the league's
// data export, so the league's commissioner may correct it, whoever the story's author is.
import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { exportGames, leagues } from "../schema";

/** The commissioner of the league whose export wrote this story (not a member's linked recap), if any. */
export async function exportStoryCommissioner(db: Db, recapId: number): Promise<number | null> {
  const [row] = await db
    .select({ commissionerId: leagues.commissionerId })
    .from(exportGames)
    .innerJoin(leagues, eq(leagues.id, exportGames.leagueId))
    .where(and(eq(exportGames.recapId, recapId), eq(exportGames.memberStory, false)))
    .limit(1);
  return row?.commissionerId ?? null;
}
