// A league's AI budget (decision 302): the story drafts its exports queue in one UTC day, counted
// in one statement so two jobs at once never spend past it.
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { leagueAiBudget } from "../schema";

/**
 * Story drafts one league's exports may queue in a UTC day: 6 weeks of 16 games and the odd
 * re-sent week. A league that sims a season in a day reaches it; its other games get their story
 * when the week is sent again the next day.
 */
export const AI_STORIES_PER_DAY = 100;

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Takes one story from today's budget; false when it is spent. */
export async function spendAiBudget(db: Db, leagueId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .insert(leagueAiBudget)
    .values({ leagueId, day: today(now), used: 1 })
    .onConflictDoUpdate({
      target: [leagueAiBudget.leagueId, leagueAiBudget.day],
      set: { used: sql`${leagueAiBudget.used} + 1` },
      setWhere: sql`${leagueAiBudget.used} < ${AI_STORIES_PER_DAY}`,
    })
    .returning({ used: leagueAiBudget.used });
  return rows.length > 0;
}
