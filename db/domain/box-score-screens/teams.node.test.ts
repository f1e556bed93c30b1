import { describe, expect, it } from "vitest";
import { matchTeam } from "./teams";

const teams = { home: "Silver Lake Sentinels", away: "Cedar Hollow Herons" };

describe("a screen's label for a typed team", () => {
  it('names the team when OCR ran two of its words together ("SILVERLAKE")', () => {
    expect(matchTeam("SILVERLAKE", teams)).toBe(teams.home);
    expect(matchTeam("LAKESENTINELS", teams)).toBe(teams.home);
    expect(matchTeam("CEDARHOLLOW", teams)).toBe(teams.away);
  });

  it("names no team for words run together that are not consecutive in one name", () => {
    expect(matchTeam("SILVERSENTINELS", teams)).toBeNull();
    expect(matchTeam("LAKECEDAR", teams)).toBeNull();
  });
});
