import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { screen } from "./any-layout.fixture";
import { matchTeam, nearLabel } from "./teams";

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

describe("a tab OCR misread by one letter", () => {
  const sentinels = { home: "Silver Lake Sentinels", away: "Juniper Flats Sentinels" };
  /** Style 148's receiving screen at 1920: the bug prints SLS and JFS, the one tab read "JES". */
  const receiving = (tabs: [number, string, number?][]) =>
    readScreen(
      linesFromWords(
        screen([
          [
            [700, "SLS"],
            [830, "24"],
            [930, "19"],
            [1200, "12"],
            [1300, "JFS"],
          ],
          tabs,
          [[350, "RECEIVING"]],
          [
            [350, "PLAYER"],
            [700, "REC"],
            [800, "TGT"],
            [900, "YDS"],
            [1000, "TD"],
          ],
          [
            [350, "Felix Ferreira Jr."],
            [700, "7"],
            [800, "7"],
            [900, "98"],
            [1000, "0"],
          ],
        ]),
      ),
      sentinels,
    );

  it("is the team whose label the screen prints one letter off it, on a line of tabs alone", () => {
    expect(receiving([[1140, "JES"]]).team).toBe("Juniper Flats Sentinels");
    expect(
      receiving([
        [1000, "SLS", 80],
        [1140, "JES", 220],
      ]).team,
    ).toBe("Juniper Flats Sentinels");
  });

  it("is no team beside a word that names none, or a word one letter off both labels", () => {
    expect(
      receiving([
        [100, "BOX"],
        [1140, "JES"],
      ]).team,
    ).toBeNull();
    expect(nearLabel("SFS", ["SLS", "JFS"], sentinels)).toBeNull();
    expect(nearLabel("Jes", ["SLS", "JFS"], sentinels)).toBeNull();
    expect(nearLabel("JES", ["SLS"], sentinels)).toBeNull();
  });
});
