// A score bug whose team label OCR misread, replayed from tuning captures' reads (score-labels.ts).
import { describe, expect, it } from "vitest";
import { ocrWord } from "./any-layout.fixture";
import { readScore } from "./score";

describe("readScore with a label OCR misread", () => {
  // Style 165 at 1280, passing-home: the bug's "IRO" read "TRO" (the tab line below reads it right).
  const style165 = { away: "Brightwater Falcons", home: "Ironwood Blazers" };
  const tro = [
    ocrWord("BRI", 455, 32, 512, 53),
    ocrWord("47", 533, 29, 576, 56, 93),
    ocrWord("|rinaL|", 598, 29, 683, 57, 18),
    ocrWord("29", 701, 29, 744, 57, 95),
    ocrWord("TRO", 767, 32, 824, 53, 36),
  ];

  it("names a team by a label one letter off one of its forms and far from the other's", () => {
    expect(readScore([tro], style165)).toEqual({
      away: { value: 47, confidence: 93 },
      home: { value: 29, confidence: 95 },
    });
    // "JF1" for JFI, "CoOL" for COL: a digit for a letter, a letter read twice.
    const teams = { away: "Juniper Flats Ironclads", home: "Coldspring Herons" };
    const bug = (away: string, home: string) => [
      ocrWord(away, 559, 34, 598, 55),
      ocrWord("31", 621, 32, 655, 57, 91),
      ocrWord("|FiNAL|", 680, 29, 757, 57, 8),
      ocrWord("24", 775, 32, 818, 57, 94),
      ocrWord(home, 839, 34, 898, 54),
    ];
    expect(readScore([bug("JF1", "CoOL")], teams)).toEqual({
      away: { value: 31, confidence: 91 },
      home: { value: 24, confidence: 94 },
    });
  });

  it("names no team by a label one letter off both teams' forms: the other team by its place, doubtful", () => {
    // "BRO": one letter off BRI and off IRO.
    const bro = tro.map((w) => (w.text === "TRO" ? { ...w, text: "BRO" } : w));
    expect(readScore([bro], style165)).toEqual({
      away: { value: 47, confidence: 60 },
      home: { value: 29, confidence: 60 },
    });
  });

  // Style 2 at 1280, rushing-home (a stacked bug): "OWLS" read "owWwLS", two letters off.
  const style2 = { away: "Ashford Owls", home: "Tidewater Falcons" };
  const stacked = (away: string, badge = ocrWord("|rnaL|", 383, 28, 450, 57, 45)) => [
    ocrWord(away, 232, 35, 295, 52, 45),
    ocrWord("34", 315, 30, 349, 56, 87),
    badge,
    ocrWord("FALCONS", 480, 35, 582, 52, 95),
    ocrWord("41", 602, 30, 635, 56, 93),
  ];

  it("takes a label as tall as the other team's, where the other stands, for the other team: doubtful", () => {
    expect(readScore([stacked("owWwLS")], style2)).toEqual({
      away: { value: 34, confidence: 60 },
      home: { value: 41, confidence: 60 },
    });
  });

  it("takes no label for the other team where two could be it, or the only other word is smaller", () => {
    // A one-line bug whose badge prints as tall as the labels, with no border OCR read: two words
    // could be the other label.
    const line = (badge: ReturnType<typeof ocrWord>) => [
      ocrWord("owWwLS", 232, 35, 295, 52, 45),
      ocrWord("34", 315, 30, 349, 56, 87),
      badge,
      ocrWord("41", 480, 30, 513, 56, 93),
      ocrWord("FALCONS", 540, 35, 642, 52, 95),
    ];
    expect(readScore([line(ocrWord("FINAL", 383, 35, 450, 52, 90))], style2)).toBeNull();
    // The away label not read at all: a badge printed smaller is no label.
    expect(readScore([line(ocrWord("FINAL", 383, 40, 450, 50, 90)).slice(1)], style2)).toBeNull();
    // As read, the bug pairs its points.
    expect(readScore([line(ocrWord("FINAL", 383, 40, 450, 50, 90))], style2)).not.toBeNull();
  });
});
