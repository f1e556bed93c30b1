// Three-digit points: a two-digit score OCR read a glyph too many in (score.ts's `unlikely`).
import { describe, expect, it } from "vitest";
import { combineScreens } from ".";
import { ocrWord } from "./any-layout.fixture";
import { readScore } from "./score";
import type { ScreenRead } from "./types";

describe("points of three digits", () => {
  it("are doubtful on a screen however sure the read ('471' for 41, style 99 at 1920)", () => {
    const teams = { away: "Oak Harbor Herons", home: "Juniper Flats Falcons" };
    const bug = [
      ocrWord("OHH", 762, 48, 842, 78, 95),
      ocrWord("471", 964, 44, 1010, 82, 91),
      ocrWord("|rnac|", 1050, 42, 1156, 86, 0),
      ocrWord("37", 1187, 43, 1240, 83, 83),
      ocrWord("JFF", 1275, 48, 1340, 78, 83),
    ];
    expect(readScore([bug], teams)).toEqual({
      away: { value: 471, confidence: 60 },
      home: { value: 37, confidence: 83 },
    });
  });

  it("lose the game's vote to any read under 100, however many screens read them", () => {
    // Every screen's read in doubt; "271" for 21 on three screens (style 204's photo), 21 on two.
    const read = (kind: ScreenRead["kind"], away: number, confidence: number): ScreenRead => ({
      kind,
      team: null,
      rows: [],
      score: { home: { value: 17, confidence: 93 }, away: { value: away, confidence } },
      unread: [],
    });
    const box = combineScreens([
      read("game", 271, 50),
      read("passing", 21, 55),
      read("rushing", 271, 50),
      read("receiving", 21, 40),
      read("defense", 271, 50),
    ]);
    expect(box.awayScore?.value).toBe(21);
    expect(box.awayScore!.confidence).toBeLessThan(80);
    // Read alone, three digits stay what was read, in doubt.
    expect(combineScreens([read("game", 271, 50)]).awayScore).toEqual({ value: 271, confidence: 50 });
  });
});
