// What one export may hold and cost (issue 40, decision 302): past the limits an export is refused
// whole, with the reason its commissioner reads; the stories it queues count against the league's
// daily AI budget.

import { env } from "cloudflare:workers";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AI_STORIES_PER_DAY } from "../../db/queries/league-ai-budget";
import { exportRows, leagueAiBudget, leagueExports as leagueExportsTable, recaps } from "../../db/schema";
import { exportWeek, weekPath } from "../../db/seed/export-fixtures";
import { exportedLeague, exportIngested } from "../test/export-helpers";
import { db } from "../test/helpers";
import { writeWeekStories } from "./export-week";

type Row = Record<string, unknown>;
const rowsOf = async (leagueId: number, kind: string) =>
  (
    await db()
      .select({ n: count() })
      .from(exportRows)
      .where(and(eq(exportRows.leagueId, leagueId), eq(exportRows.kind, kind)))
  )[0]!.n;

describe("export budgets", () => {
  it("a 300-game week is refused with its reason, and stores nothing and queues no story", async () => {
    const { league, base } = await exportedLeague("Budget");
    const week = exportWeek({ season: 0, weekIndex: 0 });
    const one = (week.schedules.gameScheduleInfoList as Row[])[0]!;
    const schedules = {
      success: true,
      gameScheduleInfoList: Array.from({ length: 300 }, (_, i) => ({ ...one, scheduleId: 900_000 + i })),
    };
    const refused = await exportIngested(league.id, `${base}${weekPath(week, "schedules")}`, schedules);
    expect(refused).toMatchObject({ state: "refused", detail: "Week 1 has 300 games; a week has at most 16" });
    expect(await rowsOf(league.id, "schedule")).toBe(0);
    const stats = {
      success: true,
      playerPassingStatInfoList: schedules.gameScheduleInfoList.map((g, i) => ({
        ...(week.passing.playerPassingStatInfoList as Row[])[0]!,
        statId: i,
        scheduleId: g.scheduleId,
      })),
    };
    const passing = await exportIngested(league.id, `${base}${weekPath(week, "passing")}`, stats);
    expect(passing).toMatchObject({ state: "refused", detail: "Week 1 has 300 games; a week has at most 16" });
    expect(await rowsOf(league.id, "passing")).toBe(0);
  });

  it("a week's list spanning seasons, standings past 30 seasons and an export past 10,000 rows are refused", async () => {
    const { league, base } = await exportedLeague("Budget");
    const week = exportWeek({ season: 0, weekIndex: 0 });
    const kick = (week.kicking.playerKickingStatInfoList as Row[])[0]!;
    const kicking = {
      success: true,
      playerKickingStatInfoList: [0, 1, 2].map((s) => ({ ...kick, statId: s, seasonIndex: s })),
    };
    expect(await exportIngested(league.id, `${base}${weekPath(week, "kicking")}`, kicking)).toMatchObject({
      state: "refused",
      detail: "A week's list holds one season, and this one holds 3 seasons",
    });
    const standing = {
      success: true,
      teamStandingInfoList: Array.from({ length: 31 }, (_, s) => ({
        teamId: 1,
        seasonIndex: s,
        totalWins: 1,
        totalLosses: 0,
      })),
    };
    expect(await exportIngested(league.id, `${base}/ps5/1/standings`, standing)).toMatchObject({
      state: "refused",
      detail: "These standings cover 31 seasons; a franchise lasts at most 30",
    });
    const agents = {
      success: true,
      rosterInfoList: Array.from({ length: 10_001 }, (_, i) => ({ rosterId: i, firstName: "A", lastName: `B${i}` })),
    };
    expect(await exportIngested(league.id, `${base}/ps5/1/freeagents/roster`, agents)).toMatchObject({
      state: "refused",
      detail: "This export has 10,001 rows; one export may hold at most 10,000",
    });
    expect(await rowsOf(league.id, "freeagent")).toBe(0);
  });

  it("the stories an export queues count against the league's daily AI budget; past it the commissioner is told", {
    timeout: 60_000,
  }, async () => {
    const { league, base, send } = await exportedLeague("Budget");
    const day = new Date().toISOString().slice(0, 10);
    await db()
      .insert(leagueAiBudget)
      .values({ leagueId: league.id, day, used: AI_STORIES_PER_DAY - 2 });
    const week = exportWeek({ season: 0, weekIndex: 0, games: 4 });
    await send(week);
    const receivingExport = await exportIngested(league.id, `${base}${weekPath(week, "receiving")}`, week.receiving);
    await writeWeekStories(env, {
      type: "export-week",
      leagueId: league.id,
      season: 0,
      stage: 1,
      week: 0,
      exportId: receivingExport.id,
    });
    const stories = await db().select().from(recaps).where(eq(recaps.leagueId, league.id));
    expect(stories).toHaveLength(2);
    const [budget] = await db().select().from(leagueAiBudget).where(eq(leagueAiBudget.leagueId, league.id));
    expect(budget!.used).toBe(AI_STORIES_PER_DAY);
    const [noted] = await db().select().from(leagueExportsTable).where(eq(leagueExportsTable.id, receivingExport.id));
    expect(noted!.detail).toBe(
      `2 games got no story: the league's AI budget (${AI_STORIES_PER_DAY} stories a day) is spent; send the week again tomorrow`,
    );
  });
});
