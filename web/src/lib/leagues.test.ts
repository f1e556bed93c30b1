import { describe, expect, it } from "vitest";
import { leagueIconVersion } from "../../../db/domain";
import { countWithoutLeague, leagueIcon, leagueIconSrc, leaguePath, matchLeague, summarizeLeagues } from "./leagues";

const a = (id: number, leagueName: string | null) => ({ id, leagueName });
const articles = [
  a(1, "NFL"),
  a(2, "OGLeague25"),
  a(3, "SLA"),
  a(4, "Gridiron Kings"),
  a(5, null),
  a(6, ""),
  a(7, "NFL"),
  a(8, "Rock & Roll"),
  a(9, "nfl"),
  a(10, "Rock &  Roll"),
];
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe("matchLeague", () => {
  it("'other' is every article without a league or outside OGLeague25, NFL and SLA", () => {
    expect(ids(matchLeague(articles, "other"))).toEqual([4, 5, 6, 8, 10]);
    expect(ids(matchLeague(articles, "Other"))).toEqual([4, 5, 6, 8, 10]);
  });
  it("matches exactly, by encoded name, or lowercase without spaces", () => {
    expect(ids(matchLeague(articles, "NFL"))).toEqual([1, 7, 9]);
    expect(ids(matchLeague(articles, "Gridiron Kings"))).toEqual([4]);
    expect(ids(matchLeague(articles, "Gridiron%20Kings"))).toEqual([4]);
    expect(ids(matchLeague(articles, "Rock%20%26%20Roll"))).toEqual([8]);
    expect(ids(matchLeague(articles, "Rock & Roll"))).toEqual([8, 10]);
    expect(ids(matchLeague(articles, "gridironkings"))).toEqual([4]);
    expect(ids(matchLeague(articles, "GRIDIRON KINGS"))).toEqual([4]);
  });
  it("matches nothing for an unknown league, and never matches a missing league by name", () => {
    expect(matchLeague(articles, "Nowhere")).toEqual([]);
    expect(matchLeague(articles, "")).toEqual([]);
  });
});

describe("summarizeLeagues / leaguePath / leagueIcon", () => {
  it("counts named leagues, most first, every spelling of a league as one; the counts add up", () => {
    const leagues = summarizeLeagues(articles);
    expect(leagues).toEqual([
      { name: "NFL", count: 3 },
      { name: "Rock & Roll", count: 2 },
      { name: "Gridiron Kings", count: 1 },
      { name: "OGLeague25", count: 1 },
      { name: "SLA", count: 1 },
    ]);
    expect(leagues.reduce((n, l) => n + l.count, 0) + countWithoutLeague(articles)).toBe(articles.length);
  });
  it("encodes names in links", () => {
    expect(leaguePath("Rock & Roll")).toBe("/league/Rock%20%26%20Roll");
  });
  it("finds icons by exact or case-insensitive name", () => {
    const icons = { NFL: "<svg>n</svg>", Other: "<svg>o</svg>" };
    expect(leagueIcon(icons, "NFL")).toBe("<svg>n</svg>");
    expect(leagueIcon(icons, "other")).toBe("<svg>o</svg>");
    expect(leagueIcon(icons, "SLA")).toBeUndefined();
    expect(leagueIcon(undefined, "NFL")).toBeUndefined();
  });
  it("loads an icon by the name it is stored under, with its SVG's version, encoded", () => {
    const icons = { "Rock & Roll": "<svg>r</svg>", NFL: "<svg>n</svg>" };
    expect(leagueIconSrc(icons, "rock & roll")).toBe(
      `/api/league-icons/Rock%20%26%20Roll?v=${leagueIconVersion("<svg>r</svg>")}`,
    );
    expect(leagueIconSrc(icons, "NFL")).not.toBe(leagueIconSrc({ NFL: "<svg>N</svg>" }, "NFL"));
    expect(leagueIconSrc(icons, "SLA")).toBeUndefined();
  });
});

describe("leagueIcon with a league named after an Object.prototype property", () => {
  it("never answers an inherited value", () => {
    const icons = JSON.parse('{"NFL":"<svg></svg>"}') as Record<string, string>;
    for (const name of Object.getOwnPropertyNames(Object.prototype))
      expect(leagueIcon(icons, name), name).toBeUndefined();
  });
});
