import { describe, expect, it } from "vitest";
import {
  decodeLeagueId,
  LEAGUE_NAME_RULE,
  leagueDisplay,
  leagueKey,
  leagueMatches,
  leagueSegment,
  normaliseLeagueName,
} from "./leagues";

describe("decodeLeagueId", () => {
  it("decodes once more, keeping malformed escapes as typed", () => {
    expect(decodeLeagueId("Gridiron%20Kings")).toBe("Gridiron Kings");
    expect(decodeLeagueId("Gridiron Kings")).toBe("Gridiron Kings");
    expect(decodeLeagueId("100%")).toBe("100%");
  });
});

describe("leagueDisplay", () => {
  it("gives the spec's colours and the generic text for anything else", () => {
    expect(leagueDisplay("OGLeague25").colorName).toBe("red");
    expect(leagueDisplay("NFL").colorName).toBe("blue");
    expect(leagueDisplay("SLA").colorName).toBe("green");
    expect(leagueDisplay("other").colorName).toBe("orange");
    expect(leagueDisplay("Gridiron Kings")).toEqual({
      colorName: "purple",
      color: "#7e22ce",
      description: "A community franchise league covered by DGSN.",
    });
  });
});

describe("leagueMatches", () => {
  it("matches exactly, by encoded name, or lowercase with spaces removed (as the SQL fallback does)", () => {
    expect(leagueKey("Gridiron Kings")).toBe("gridironkings");
    expect(leagueMatches("Gridiron Kings", "gridironkings")).toBe(true);
    expect(leagueMatches("Rock & Roll", "Rock%20%26%20Roll")).toBe(true);
    expect(leagueMatches("Gridiron Kings", "Gridiron Queens")).toBe(false);
  });
});

describe("leagues named after Object.prototype properties", () => {
  it("get the generic community-league look, never an inherited value", () => {
    const generic = leagueDisplay("A community league");
    for (const name of Object.getOwnPropertyNames(Object.prototype)) expect(leagueDisplay(name), name).toEqual(generic);
  });
});

describe("normaliseLeagueName (decision 270)", () => {
  it("folds full-width letters and odd spaces, drops invisible characters, collapses white space", () => {
    expect(normaliseLeagueName("ＮＦＬ")).toBe("NFL");
    expect(normaliseLeagueName(" N\u00a0F\u3000L ")).toBe("N F L");
    expect(normaliseLeagueName("NFL\u200b")).toBe("NFL");
    expect(normaliseLeagueName("N\u00adFL\ufeff")).toBe("NFL");
    expect(normaliseLeagueName("Gridiron \t  Kings")).toBe("Gridiron Kings");
  });
});

describe("LEAGUE_NAME_RULE (decision 270)", () => {
  it("takes letters and digits of any script with spaces and a few marks", () => {
    for (const ok of [
      "NFL",
      "Gridiron Kings",
      "OGLeague25",
      "St. Louis Stars",
      "Bob's League",
      "R&D Bowl",
      "Go Go!",
      "Élite",
      "Лига Севера",
      "__proto__",
      "2K Kings",
    ])
      expect(LEAGUE_NAME_RULE.test(ok), ok).toBe(true);
  });

  it("refuses the names of issue 37 item 7 and anything else a link would cut", () => {
    for (const bad of ["..", "a/b", "what?league", "#1 league", "100%", "a\\b", ".hidden", "-- dash", " spaced"])
      expect(LEAGUE_NAME_RULE.test(bad), bad).toBe(false);
  });
});

describe("leagueSegment", () => {
  it("encodes a name into one path segment, and keeps dot-only names from meaning 'up one folder'", () => {
    expect(leagueSegment("Gridiron Kings")).toBe("Gridiron%20Kings");
    expect(leagueSegment("a/b")).toBe("a%2Fb");
    expect(leagueSegment("#1 league")).toBe("%231%20league");
    expect(leagueSegment("..")).toBe("..%20");
    expect(leagueSegment(".")).toBe(".%20");
    expect(new URL(`/league/${leagueSegment("..")}/manage`, "https://x.test").pathname).toBe("/league/..%20/manage");
    expect(leagueKey(decodeURIComponent(leagueSegment("..")))).toBe("..");
  });
});
