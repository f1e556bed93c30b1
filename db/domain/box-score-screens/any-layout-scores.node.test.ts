// Screens in layouts other than the first fixtures': the score bug and team screen in the forms
// games use, the selected team's tab, and whether a capture shows a box-score screen at all.
import { describe, expect, it } from "vitest";
import { linesFromText, linesFromWords, readScreen, screenFound } from ".";
import { screen, teams } from "./any-layout.fixture";
import type { OcrWord } from "./types";

describe("readScreen's score readers", () => {
  const scoreOf = (lines: string[]) => readScreen(linesFromText(lines.join("\n")), teams).score;
  const paf30 = { home: { value: 27, confidence: 100 }, away: { value: 30, confidence: 100 } };

  it("reads a score bug with abbreviations and records in brackets", () => {
    expect(scoreOf(["PAF (8-3) 30 FINAL 27 SLP (5-6)", "TEAM STATS"])).toEqual(paf30);
  });

  it("reads the team screen's score with each team's name before its points", () => {
    expect(scoreOf(["PAF 30 SLP 27", "FIRST DOWNS 20 18"])).toEqual(paf30);
  });

  it("reads a bug stacked on two lines", () => {
    expect(scoreOf(["PORTLAND 30", "SILVER LAKE 27", "FIRST DOWNS 20 18"])).toEqual(paf30);
  });

  it("reads a city's first letters as its team", () => {
    expect(readScreen(linesFromText("SIL 27 FINAL 30 POR\nTEAM STATS"), teams).score).toEqual(paf30);
  });

  it("reads a team name a badge OCR ran into it ('|rnaL| BBV' for FINAL SLP)", () => {
    expect(scoreOf(["PAF 30 |rnaL| SLP 27", "TEAM STATS"])).toEqual(paf30);
  });

  it("reads a record OCR read as a lone digit as no points: it is printed smaller", () => {
    // 720p, tuning style 17: "(2-4)" beside each name read as "2", 15 px tall where the points are 26.
    const bug = screen([
      [
        [100, "PAF"],
        [160, "2"],
        [200, "30"],
        [260, "FINAL"],
        [330, "27"],
        [380, "SLP"],
        [430, "2"],
      ],
    ]).map((w) => (w.text === "2" ? { ...w, box: { ...w.box!, y0: 5, y1: 17 } } : w));
    expect(readScreen(linesFromWords(bug), teams).score).toEqual({
      home: { value: 27, confidence: 95 },
      away: { value: 30, confidence: 95 },
    });
  });

  it("marks points doubtful whose boxes cannot hold the digits read: two digits read as one, a 1 read as a 7", () => {
    // A bug's points 26 px tall (720p, style 73's face): its "4"s are 19 px wide, its "1"s 12.
    const bug = (home: Partial<OcrWord>) =>
      linesFromWords(
        screen([
          [
            [100, "PAF"],
            [200, "44"],
            [260, "FINAL"],
            [330, "11"],
            [380, "SLP"],
          ],
        ]).map((w) => {
          if (w.text === "44") return { ...w, box: { x0: 200, y0: 0, x1: 241, y1: 26 }, glyphs: [19, 19] };
          if (w.text === "11") return { ...w, box: { x0: 330, y0: 0, x1: 364, y1: 26 }, glyphs: [12, 12], ...home };
          return w;
        }),
      );
    expect(readScreen(bug({}), teams).score).toEqual({
      home: { value: 11, confidence: 95 },
      away: { value: 44, confidence: 95 },
    });
    // "11" read "17" and "71": the 7 is as narrow as the 1s.
    expect(readScreen(bug({ text: "17" }), teams).score?.home).toEqual({ value: 17, confidence: 60 });
    expect(readScreen(bug({ text: "71" }), teams).score?.home).toEqual({ value: 71, confidence: 60 });
    // "11" read "1" in a box wider than tall.
    expect(readScreen(bug({ text: "1", glyphs: [34] }), teams).score?.home).toEqual({ value: 1, confidence: 60 });
  });

  it("reads no score when a third number or one team twice makes it unclear", () => {
    expect(scoreOf(["PAF 30 FINAL 27 SLP 4", "TEAM STATS"])).toBeNull();
    expect(scoreOf(["PAF 30 FINAL 27 PAF", "TEAM STATS"])).toBeNull();
  });
});

describe("readScreen's selected team", () => {
  const team = (tabs: [number, string, number][]) =>
    readScreen(
      linesFromWords(
        screen([
          tabs,
          [
            [20, "PLAYER"],
            [400, "CAR"],
            [480, "YDS"],
            [560, "TD"],
            [640, "FUM"],
          ],
          [
            [20, "J. Cole"],
            [400, "14"],
            [480, "61"],
            [560, "1"],
            [640, "0"],
          ],
        ]),
      ),
      teams,
    ).team;

  it("takes the other word of a two-tab line for the other team when OCR misread its name", () => {
    expect(
      team([
        [300, "PAF", 85],
        [500, "SLF", 214],
      ]),
    ).toBe("Silver Lake Pirates");
    expect(
      team([
        [300, "PAF", 216],
        [500, "SLF", 84],
      ]),
    ).toBe("Portland Alpine Foxes");
  });

  it("reads a tab line whose name OCR read with a digit for a letter, and never a score bug's", () => {
    // Photos of style 163: "3RIGHTWATER HALCYON" and "3R W¢ HALCYON" under the bug were skipped as
    // lines with numbers, and the rows of two screens had no team.
    expect(
      team([
        [300, "P4F", 68],
        [500, "SLP", 174],
      ]),
    ).toBe("Silver Lake Pirates");
    expect(
      team([
        [300, "3R", 68],
        [400, "W¢", 68],
        [500, "SLP", 165],
      ]),
    ).toBe("Silver Lake Pirates");
    expect(
      team([
        [300, "PAF", 60],
        [400, "(6-5)", 60],
        [500, "SLP", 174],
      ]),
    ).toBeNull();
  });

  it("never takes a tab dimmer than another word beside it for the selected one", () => {
    expect(
      team([
        [300, "PAF", 85],
        [500, "Stats", 214],
        [700, "Menu", 200],
      ]),
    ).toBeNull();
  });
});

describe("screenFound", () => {
  it("finds a table's header or the team-stats screen, and nothing in a photo's noise", () => {
    expect(screenFound(linesFromText("PAF SLP\nPLAYER CAR YDS TD FUM\nJ. Cole 14 61 1 0"))).toBe(true);
    expect(screenFound(linesFromText("PAF 30 FINAL 27 SLP\nTEAM STATS\nFIRST DOWNS 20 18"))).toBe(true);
    expect(screenFound(linesFromText("a aE AE 2 Ji\nHAL 3 Fn BBY 26\nPASSING\n0 700 364 30 3 28 40"))).toBe(false);
  });
});
