import { describe, expect, it } from "vitest";
import { misreadPoints, missingPoints, pointsReadTwice, readPoints } from "./misread-points";
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

  it("are two letters boxed narrower than tall: one glyph read twice", () => {
    // Style 142 at 1920: the home points' 0 read "QO"; neither final score was read.
    const bug142 = line([
      ["REDFERN", 92, 569, 55, 771, 86],
      ["11", 93, 807, 51, 859, 90],
      ["|finaL|", 0, 896, 45, 1016, 94],
      ["QO", 56, 1060, 50, 1088, 91],
      ["ASHFORD", 87, 1134, 55, 1350, 86],
    ]);
    expect(misreadPoints([bug142]).map((m) => m.word.text)).toEqual(["QO"]);
    const initial = line([
      ["REDFERN", 92, 569, 55, 771, 86],
      ["11", 93, 807, 51, 859, 90],
      ["FE.", 56, 1060, 50, 1088, 91],
      ["ASHFORD", 87, 1134, 55, 1350, 86],
    ]);
    expect(misreadPoints([initial])).toEqual([]);
  });

  it("are two letters no wider than a digit of the points beside them: one glyph read twice", () => {
    // Style 146 at 1920 and 2400, every screen: the home points' 0 read "QO", 33 px wide and 41 tall,
    // beside the away "6" 32 px wide; neither final score was read.
    const bug146 = line([
      ["COLDSPRING", 91, 619, 47, 950, 80],
      ["QO", 53, 996, 42, 1029, 83],
      ["|[FiNaL|", 41, 1073, 42, 1203, 86],
      ["6", 95, 1245, 42, 1277, 83],
      ["ASHFORD", 95, 1321, 47, 1568, 80],
    ]);
    expect(misreadPoints([bug146])).toEqual([{ word: bug146[1], box: { x0: 975, y0: 34, x1: 1050, y1: 91 } }]);
    // Two letters as wide as two digits are two glyphs; with no points beside, as wide is no glyph.
    const wide = bug146.map((w) => (w.text === "QO" ? { ...w, box: { ...w.box!, x1: 1060 } } : w));
    expect(misreadPoints([wide])).toEqual([]);
    expect(misreadPoints([bug146.filter((w) => w.text !== "6")])).toEqual([]);
  });

  it("are four characters with a digit: two digits, one read as a mark and a letter", () => {
    // Style 118 at 1280 (stacked): the away points' 10 read "1(Q)" on three screens of nine.
    const bug118 = line([
      ["STONEBRIDGE", 92, 232, 35, 416, 53],
      ["(4-4)", 73, 435, 37, 479, 53],
      ["1(Q)", 71, 498, 30, 538, 58],
      ["|FINAL|", 86, 570, 29, 647, 58],
      ["CEDAR", 65, 677, 35, 765, 53],
      ["HOLLOW", 65, 775, 35, 887, 53],
      ["(2-20", 60, 905, 37, 947, 52],
      ["36", 95, 966, 30, 1012, 58],
    ]);
    expect(misreadPoints([bug118]).map((m) => m.word.text)).toEqual(["1(Q)"]);
    // A decimal, a fraction or a record of four characters is no such word.
    const others = ["12.5", "5/17", "8-3)"].map((text) => bug118.map((w) => (w.text === "1(Q)" ? { ...w, text } : w)));
    expect(others.map((l) => misreadPoints([l]))).toEqual([[], [], []]);
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

// Style 73's bug at 1280×720 (bench/ocr.ts --kinds 1280): points 26–27 px tall, its record 16.
const bug73 = line([
  ["SILVER", 96, 52, 33, 135, 51],
  ["LAKE", 96, 146, 33, 207, 51],
  ["(105)", 93, 224, 36, 274, 52],
  ["44", 80, 291, 29, 332, 55],
  ["|FiNaL|", 48, 363, 28, 437, 57],
  ["CEDAR", 95, 470, 33, 550, 51],
  ["11", 94, 590, 29, 624, 55],
]);

describe("points the full read took for numbers", () => {
  it("are a bug's tallest numbers, each boxed up to its neighbours to be read again alone", () => {
    expect(readPoints([bug73, tabs])).toEqual([
      { word: bug73[3], box: { x0: 278, y0: 24, x1: 345, y1: 60 } },
      { word: bug73[6], box: { x0: 577, y0: 24, x1: 637, y1: 60 } },
    ]);
  });

  it("are none on a team-stats table's rows, nor where more than two numbers are that tall", () => {
    const row = line([
      ["TOTAL", 95, 100, 300, 160, 317],
      ["YARDS", 95, 170, 300, 240, 317],
      ["244", 95, 400, 300, 445, 317],
      ["344", 95, 600, 300, 645, 317],
    ]);
    expect(readPoints([bug73, row]).map((p) => p.word.text)).toEqual(["44", "11"]);
    const three = [...bug73, ...line([["21", 90, 700, 29, 740, 55]])];
    expect(readPoints([three])).toEqual([]);
  });

  it("are doubtful where the read alone found another number, and kept as read otherwise", () => {
    const points = bug73[3]!;
    const alone = (text: string) => [{ ...points, text, confidence: 92 }];
    expect(pointsReadTwice(points, alone("41"), 50)).toEqual({ ...points, confidence: 50 });
    expect(pointsReadTwice(points, alone("44"), 50)).toBe(points);
    expect(pointsReadTwice(points, [], 50)).toBe(points);
    expect(pointsReadTwice(points, [...alone("4"), ...alone("4")], 50)).toBe(points);
  });
});

// The first read of style 114's bug at 1920: the away side's "0" between the badge and FALCONS was not read.
const bug114 = line([
  ["OWLS", 96, 603, 20, 736, 49],
  ["3", 91, 784, 15, 812, 54],
  ["|rnaL|", 8, 859, 13, 978, 56],
  ["FALCONS", 95, 1099, 20, 1315, 49],
]);

describe("points the full read did not see", () => {
  it("are looked for in the widest gap of the bug's other half, when one side's points were read", () => {
    expect(missingPoints([bug114, tabs])).toEqual([{ beside: bug114[1], box: { x0: 979, y0: 7, x1: 1098, y1: 62 } }]);
  });

  it("are not looked for when both points were read, or the other half has no gap as wide as the points", () => {
    expect(missingPoints([bug14])).toEqual([]);
    const tight = line([
      ["OWLS", 96, 603, 20, 736, 49],
      ["3", 91, 784, 15, 812, 54],
      ["|rnaL|", 8, 859, 13, 978, 56],
      ["FALCONS", 95, 990, 20, 1206, 49],
    ]);
    expect(missingPoints([tight])).toEqual([]);
  });
});
