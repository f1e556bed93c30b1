import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord, screen } from "./any-layout.fixture";
import { matchTeam, nearLabel } from "./teams";
import type { OcrWord } from "./types";

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

describe("a selected tab the engine could not read", () => {
  const word = (
    text: string,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    confidence: number,
    contrast: number,
  ) => ({
    ...ocrWord(text, x0, y0, x1, y1, confidence),
    contrast,
  });
  /** Style 211's passing screen at 1280: the bright, tall away tab read "10" at confidence 0 beside a dim home tab. */
  const passing = (tab: OcrWord) =>
    readScreen(
      [
        [
          word("CHH", 474, 33, 524, 53, 95, 236),
          word("8", 557, 30, 572, 56, 80, 240),
          word("|rNa|", 605, 28, 674, 57, 0, 163),
          word("0", 705, 30, 720, 56, 79, 241),
          word("SLS", 754, 33, 805, 53, 94, 239),
        ],
        [tab, word("SLS", 669, 87, 705, 102, 96, 96)],
        [word("PASSING", 53, 138, 162, 156, 96, 82)],
        [
          word("Player", 63, 182, 111, 201, 96, 84),
          word("Cmp", 680, 183, 714, 201, 90, 86),
          word("Att", 790, 179, 812, 205, 94, 82),
          word("Yds", 899, 182, 928, 198, 96, 84),
          word("Td", 1000, 182, 1019, 198, 94, 84),
          word("Int", 1092, 183, 1111, 197, 96, 87),
        ],
        [
          word("Isaiah", 63, 218, 116, 236, 96, 89),
          word("Abernathy", 122, 218, 217, 240, 96, 91),
          word("10", 694, 219, 714, 236, 96, 88),
          word("17", 792, 219, 812, 236, 96, 89),
          word("114", 896, 216, 928, 245, 96, 90),
          word("0", 1009, 219, 1019, 236, 94, 88),
          word("0", 1101, 219, 1110, 236, 95, 83),
        ],
      ],
      teams,
    );

  it("is the other team's tab, brighter than the one read", () => {
    expect(passing(word("10", 572, 84, 613, 117, 0, 233)).team).toBe("Cedar Hollow Herons");
  });

  it("is no tab when read with confidence (a score's points), or no brighter than the tab read", () => {
    expect(passing(word("10", 572, 84, 613, 117, 90, 233)).team).toBeNull();
    expect(passing(word("10", 572, 84, 613, 117, 0, 110)).team).toBeNull();
  });
});
