import { describe, expect, it } from "vitest";
import {
  GAME_WEEKS,
  gameWeekFilterOf,
  gameWeekLabel,
  gameWeekOfExport,
  isFiltered,
  isGameDate,
  seasonOfExport,
  seasonWeekLabel,
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
  });
});
