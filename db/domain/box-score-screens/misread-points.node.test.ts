import { describe, expect, it } from "vitest";
import { misreadPoints } from "./misread-points";
import type { OcrLine } from "./types";

/** Words as [text, confidence, x0, y0, x1, y1], the way the OCR worker boxes them. */
const line = (words: [string, number, number, number, number, number][]): OcrLine =>
  words.map(([text, confidence, x0, y0, x1, y1]) => ({ text, confidence, box: { x0, y0, x1, y1 } }));

// The first read of 720p score bugs (tuning styles 14 and 18, bench/ocr.ts --kinds 1280).
const bug14 = line([
  ["BRIGHTWATER", 96, 326, 31, 531, 52],
  ["(2-9)", 86, 554, 34, 604, 50],
  ["@", 82, 639, 28, 657, 56],
  ["|FINnaL|", 7, 689, 29, 768, 55],
  ["26", 90, 788, 28, 830, 56],
  ["STONEBRIDGE", 90, 852, 31, 1055, 52],
  ["(:-8)", 27, 1079, 34, 1129, 50],
]);
const bug18 = line([
  ["CHS", 95, 456, 32, 520, 54],
  ["7", 93, 552, 30, 571, 56],
  ["|rnaL|", 14, 602, 29, 686, 56],
  ["Q", 61, 715, 30, 734, 57],
  ["IRO", 88, 766, 32, 823, 54],
]);
const tabs = line([
  ["BRIGHTWATER", 95, 560, 85, 700, 101],
  ["STONEBRIDGE", 91, 761, 85, 900, 101],
]);

describe("points the full read took for a mark or a letter", () => {
  it("are a bug's short non-numbers as tall as its points, each boxed up to its neighbours", () => {
    expect(misreadPoints([bug14, tabs])).toEqual([{ word: bug14[2], box: { x0: 625, y0: 22, x1: 671, y1: 62 } }]);
    expect(misreadPoints([bug18])).toEqual([{ word: bug18[3], box: { x0: 701, y0: 25, x1: 748, y1: 62 } }]);
  });

  it("are never a record, a team's abbreviation, a bar or a line of noise", () => {
    const small = line([
      ["PAF", 95, 100, 30, 160, 52],
      ["«9", 57, 170, 34, 200, 50],
      ["30", 95, 220, 28, 260, 56],
      ["|", 40, 280, 28, 284, 56],
      ["KC", 90, 300, 28, 340, 56],
    ]);
    expect(misreadPoints([small])).toEqual([]);
    const noise = line([
      ["HAL", 60, 100, 30, 160, 56],
      ["@", 30, 200, 30, 220, 56],
      ["©", 30, 260, 30, 280, 56],
      ["§", 30, 320, 30, 340, 56],
    ]);
    expect(misreadPoints([noise])).toEqual([]);
    // A line with no team name is no bug (a team-stats row's mark).
    expect(misreadPoints([line([["@", 30, 200, 30, 220, 56]])])).toEqual([]);
  });
});
