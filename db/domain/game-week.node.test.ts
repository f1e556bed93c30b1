import { describe, expect, it } from "vitest";
import {
  type EarlierRecap,
  GAME_WEEKS,
  gameWeekFilterOf,
  gameWeekLabel,
  gameWeekOfExport,
  isFiltered,
  isGameDate,
  nextGameWeek,
  seasonOfExport,
  seasonWeekLabel,
  suggestGameWeek,
} from "./game-week";
import { STAGES } from "./league-export";

describe("game weeks", () => {
  it("every week maps to the export's numbering and back, with the export's label", () => {
    expect(GAME_WEEKS).toHaveLength(26);
    expect(gameWeekOfExport(STAGES.pre, 0)).toBe("pre1");
    expect(gameWeekOfExport(STAGES.reg, 0)).toBe("1");
    expect(gameWeekOfExport(STAGES.reg, 17)).toBe("18");
    expect(gameWeekOfExport(STAGES.reg, 18)).toBe("wildcard");
    expect(gameWeekOfExport(STAGES.reg, 22)).toBe("superbowl");
    // The Pro Bowl week (index 21) and weeks past the Super Bowl are not recap weeks.
    expect(gameWeekOfExport(STAGES.reg, 21)).toBeNull();
    expect(gameWeekOfExport(STAGES.pre, 4)).toBeNull();
    expect(GAME_WEEKS.map(gameWeekLabel).slice(-4)).toEqual([
      "Wild Card Round",
      "Divisional Round",
      "Conference Championship",
      "Super Bowl",
    ]);
    expect(gameWeekLabel("pre2")).toBe("Preseason week 2");
    expect(seasonOfExport(0)).toBe(1);
  });

  it("labels and dates", () => {
    expect(seasonWeekLabel({ season: 3, week: "7" })).toBe("Season 3 · Week 7");
    expect(seasonWeekLabel({ season: null, week: "conference" })).toBe("Conference Championship");
    expect(seasonWeekLabel({ season: null, week: null })).toBe("");
    expect(seasonWeekLabel({ season: 2, week: "bogus" })).toBe("Season 2");
    expect(isGameDate("2026-10-04")).toBe(true);
    expect(isGameDate("2026-02-29")).toBe(false);
    expect(isGameDate("2028-02-29")).toBe(true);
    expect(isGameDate("2026-10-4")).toBe(false);
  });

  it("a page's ?season&week reads as the list API would take it; anything else is not a filter", () => {
    const of = (q: string) => gameWeekFilterOf(new URLSearchParams(q));
    expect(of("season=04&week=wildcard")).toEqual({ season: 4, week: "wildcard" });
    expect(of("season=7&week=")).toEqual({ season: 7 });
    expect(of("season=0&week=week99")).toEqual({});
    expect(of("season=100")).toEqual({});
    expect(of("season=2.5")).toEqual({});
    expect(isFiltered(of("week=5"))).toBe(true);
    expect(isFiltered(of("junk=1"))).toBe(false);
    // The league page's shelf (decision 311) is one more part of the same filter.
    expect(of("kind=awards&week=3")).toEqual({ week: "3", kind: "awards" });
    expect(of("kind=trade")).toEqual({});
    expect(isFiltered(of("kind=recaps"))).toBe(true);
  });
});

describe("the season and week the create form suggests", () => {
  const recap = (over: Partial<EarlierRecap>): EarlierRecap => ({
    type: "game_recap",
    leagueName: "Dynasty Gridiron League",
    season: 3,
    week: "7",
    createdAt: "2026-11-20T10:00:00.000Z",
    ...over,
  });

  it("is the week after the member's latest recap in that league, in the same season", () => {
    const recaps = [
      recap({ week: "5", createdAt: "2026-11-01T10:00:00.000Z" }),
      recap({ week: "7", createdAt: "2026-11-20T10:00:00.000Z" }),
      recap({ week: "6", createdAt: "2026-11-10T10:00:00.000Z" }),
    ];
    expect(suggestGameWeek(recaps, "Dynasty Gridiron League")).toEqual({ season: 3, week: "8" });
    // Leagues match as everywhere else: case and spaces do not matter.
    expect(suggestGameWeek(recaps, " dynasty gridironleague ")).toEqual({ season: 3, week: "8" });
  });

  it("ignores other leagues, news stories and recaps without a season", () => {
    const recaps = [
      recap({ leagueName: "NFL", week: "12", createdAt: "2026-11-22T10:00:00.000Z" }),
      recap({ type: "news", week: "13", createdAt: "2026-11-23T10:00:00.000Z" }),
      recap({ season: null, week: "14", createdAt: "2026-11-24T10:00:00.000Z" }),
      recap({ week: "9" }),
    ];
    expect(suggestGameWeek(recaps, "Dynasty Gridiron League")).toEqual({ season: 3, week: "10" });
    expect(suggestGameWeek(recaps, "SLA")).toBeNull();
    expect(suggestGameWeek(recaps, "")).toBeNull();
    expect(suggestGameWeek([], "NFL")).toBeNull();
  });

  it("walks into the playoffs, and after the Super Bowl to the next season with no week", () => {
    expect(nextGameWeek("pre4")).toBe("1");
    expect(nextGameWeek("18")).toBe("wildcard");
    expect(nextGameWeek("superbowl")).toBeNull();
    expect(suggestGameWeek([recap({ week: "18" })], "Dynasty Gridiron League")).toEqual({
      season: 3,
      week: "wildcard",
    });
    expect(suggestGameWeek([recap({ week: "superbowl" })], "Dynasty Gridiron League")).toEqual({
      season: 4,
      week: null,
    });
    expect(suggestGameWeek([recap({ week: null })], "Dynasty Gridiron League")).toEqual({ season: 3, week: null });
    expect(suggestGameWeek([recap({ season: 99, week: "superbowl" })], "Dynasty Gridiron League")).toBeNull();
  });
});
