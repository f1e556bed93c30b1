import { describe, expect, it } from "vitest";
import { decodeLeagueId, leagueDisplay, leagueKey, leagueMatches } from "./leagues";

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
