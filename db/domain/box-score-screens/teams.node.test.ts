import { describe, expect, it } from "vitest";
import { matchTeam } from "./teams";

const teams = { home: "Silver Lake Sentinels", away: "Cedar Hollow Herons" };

describe("matchTeam", () => {
  it("matches a tab whose two words OCR ran together ('SILVERLAKE', style 73 at 1920)", () => {
    expect(matchTeam("SILVERLAKE", teams)).toBe("Silver Lake Sentinels");
    expect(matchTeam("CEDARHOLLOW", teams)).toBe("Cedar Hollow Herons");
    expect(matchTeam("LAKESENTINELS", teams)).toBe("Silver Lake Sentinels");
  });

  it("still matches nothing from a part of a word, or words out of order", () => {
    expect(matchTeam("SILVERLAK", teams)).toBeNull();
    expect(matchTeam("LAKESILVER", teams)).toBeNull();
    expect(matchTeam("SILVERLAKEX", teams)).toBeNull();
    // Words run together that are not consecutive in one name.
    expect(matchTeam("SILVERSENTINELS", teams)).toBeNull();
    expect(matchTeam("LAKECEDAR", teams)).toBeNull();
  });
});
