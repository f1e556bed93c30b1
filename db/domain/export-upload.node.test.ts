import { describe, expect, it } from "vitest";
import { exportWeek, leagueTeams, roster, standings, WEEK_TYPES, weekPath } from "../seed/export-fixtures";
import { uploadRouteOf } from "./export-upload";

describe("uploadRouteOf", () => {
  it("names every fixture file's route as the bot would POST it", () => {
    const week = exportWeek({ season: 0, weekIndex: 4, games: 2 });
    for (const type of WEEK_TYPES)
      expect(uploadRouteOf(week[type])).toMatchObject({ route: weekPath(week, type).replace("/ps5/3141592/", "") });
    const pre = exportWeek({ season: 0, weekIndex: 1, stage: 0, games: 1 });
    expect(uploadRouteOf(pre.schedules)).toMatchObject({ route: "week/pre/2/schedules" });
    expect(uploadRouteOf(leagueTeams())).toEqual({ route: "leagueteams", label: "Teams" });
    expect(uploadRouteOf(standings(0, [week]))).toEqual({ route: "standings", label: "Standings" });
    const r = roster(3);
    const teamId = (r.rosterInfoList as { teamId: number }[])[0]!.teamId;
    expect(uploadRouteOf(r)).toMatchObject({ route: `team/${teamId}/roster` });
    expect(uploadRouteOf({ success: true, rosterInfoList: [{ teamId: 0, rosterId: 1 }] })).toMatchObject({
      route: "freeagents/roster",
    });
  });

  it("says why a file is not an export file", () => {
    expect(uploadRouteOf([1, 2])).toHaveProperty("error");
    expect(uploadRouteOf({ hello: [] })).toEqual({ error: "This file holds none of the export's lists." });
    expect(uploadRouteOf({ gameScheduleInfoList: [] })).toHaveProperty("error");
    expect(uploadRouteOf({ gameScheduleInfoList: [{ scheduleId: 1 }] })).toHaveProperty("error");
  });
});
