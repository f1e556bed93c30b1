import { describe, expect, it } from "vitest";
import { parseWeekSlug, weekSlug } from "../../../db/domain/league-export";
import { pageTitle } from "./page-titles";
import { parseSeasonPath, seasonPaths } from "./season-paths";

describe("season paths", () => {
  it("every path the pages build reads back as the same page", () => {
    const league = "Madden Sunday";
    expect(parseSeasonPath(seasonPaths.standings(league, "latest"))).toEqual({
      league,
      season: "latest",
      page: "standings",
    });
    expect(parseSeasonPath(seasonPaths.standings(league, 3))).toMatchObject({ season: 3, page: "standings" });
    expect(parseSeasonPath(seasonPaths.schedule(league, 2))).toEqual({
      league,
      season: 2,
      page: "schedule",
      week: null,
    });
    expect(parseSeasonPath(seasonPaths.schedule(league, 2, { stage: 1, week: 18 }))).toMatchObject({
      week: { stage: 1, week: 18 },
    });
    expect(parseSeasonPath(seasonPaths.schedule(league, 2, { stage: 0, week: 1 }))).toMatchObject({
      week: { stage: 0, week: 1 },
    });
    expect(parseSeasonPath(seasonPaths.team(league, 1, 770037))).toMatchObject({ page: "team", teamId: 770037 });
    expect(parseSeasonPath(seasonPaths.leaders(league, 1))).toMatchObject({ page: "leaders" });
  });

  it("weeks: 1-based in the URL, the playoffs included, preseason 1-4", () => {
    expect(weekSlug({ stage: 1, week: 22 })).toBe("23");
    expect(parseWeekSlug("23")).toEqual({ stage: 1, week: 22 });
    expect(parseWeekSlug("pre-4")).toEqual({ stage: 0, week: 3 });
    expect(parseWeekSlug("pre-5")).toBeNull();
    expect(parseWeekSlug("24")).toBeNull();
    expect(parseWeekSlug("0")).toBeNull();
  });

  it("anything else is not a season page", () => {
    for (const path of [
      "/league/x",
      "/league/x/season/0",
      "/league/x/season/1/teams/abc",
      "/league/x/season/1/schedule/99",
      "/league/x/season/1/leaders/more",
      "/league/%E0%A4%A/season",
    ])
      expect(parseSeasonPath(path), path).toBeNull();
  });

  it("tab titles for the league pages", () => {
    expect(pageTitle("/league/x/season/1/leaders")).toBe("Season — DGSN");
    expect(pageTitle("/leagues/new")).toBe("Create a league — DGSN");
    expect(pageTitle("/league/x/manage")).toBe("League settings — DGSN");
    expect(pageTitle("/join/abc")).toBe("Join a league — DGSN");
  });
});
