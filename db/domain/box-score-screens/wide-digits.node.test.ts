import { describe, expect, it } from "vitest";
import type { OcrWord } from "./types";
import { doubtWideDigits } from "./wide-digits";

const digit = (text: string, x0: number, width: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  box: { x0, y0: 337, x1: x0 + width, y1: 361 },
});

describe("lone digits boxed too wide", () => {
  it('marks a "1" boxed as wide as tall doubtful, where too few lone digits set a median (a photo\'s "11")', () => {
    // A photo's passing row: the CMP "11" read "1" in a 24 × 24 box; a "3" and a "0" 15–16 px wide.
    const row = [digit("1", 1177, 24, 80), digit("3", 1585, 15), digit("0", 1860, 16)];
    expect(doubtWideDigits([row])).toEqual([[{ ...row[0]!, confidence: 60 }, row[1], row[2]]]);
  });

  it('leaves a "1" as narrow as a monospace one (0.72 of its height) as read', () => {
    const row = [digit("1", 100, 17), digit("3", 200, 15)];
    expect(doubtWideDigits([row])).toEqual([row]);
  });
});

describe("digits inside a number boxed as narrow as a 1", () => {
  /** A number with each digit's box width, as the OCR worker measures them (style 71's crop: a "0" 18–19 px, a "1" 11). */
  const number = (text: string, x0: number, glyphs: number[], confidence = 89): OcrWord => ({
    ...digit(
      text,
      x0,
      glyphs.reduce((a, b) => a + b + 2, -2),
      confidence,
    ),
    glyphs,
  });

  it('reads "77" and "713" whose 7s are as narrow as a 1 back as the serifed "11" and "113" they are, doubtful', () => {
    const row = [
      digit("0", 100, 18),
      number("77", 200, [11, 11]),
      number("713", 300, [11, 11, 20]),
      number("114", 400, [11, 11, 20]),
      number("78", 500, [18, 19]),
      digit("5", 600, 20),
      digit("3", 700, 20),
    ];
    expect(doubtWideDigits([row])).toEqual([
      [
        row[0],
        { ...row[1]!, text: "11", confidence: 60 },
        { ...row[2]!, text: "113", confidence: 60 },
        row[3],
        row[4],
        row[5],
        row[6],
      ],
    ]);
  });

  it("leaves a number alone whose widths were measured for another text (a word read again)", () => {
    const row = [number("0", 100, [18]), number("77", 200, [11, 11]), number("5", 600, [20]), number("3", 700, [20])];
    const replaced = { ...row[1]!, text: "7" };
    expect(doubtWideDigits([[row[0]!, replaced, row[2]!, row[3]!]])).toEqual([[row[0], replaced, row[2], row[3]]]);
  });

  it("leaves numbers alone when no digit's width was measured", () => {
    const row = [
      digit("0", 100, 18),
      digit("77", 200, 24),
      digit("713", 300, 46),
      digit("5", 600, 20),
      digit("3", 700, 20),
    ];
    expect(doubtWideDigits([row])).toEqual([row]);
  });
});

describe("numbers boxed wider than their digits", () => {
  /** Style 92's photo, receiving: REC, TGTS, AVG, YDS and TD of four rows, boxed as the worker read them. */
  const at = (text: string, x0: number, x1: number, confidence = 96): OcrWord => ({
    text,
    confidence,
    box: { x0, y0: 495, x1, y1: 517 },
  });
  const rows = [
    [at("5", 1226, 1243), at("8", 1386, 1405), at("7.4", 1515, 1560), at("37", 1663, 1698), at("0", 1789, 1809)],
    [at("9", 1225, 1242), at("10.9", 1499, 1559), at("98", 1661, 1697), at("0", 1790, 1807)],
    [at("9", 1226, 1242), at("9", 1387, 1404), at("12.2", 1503, 1559), at("110", 1650, 1696), at("0", 1790, 1807)],
    [at("8", 1226, 1242), at("8", 1387, 1404), at("14.3", 1500, 1559), at("14", 1650, 1697, 84), at("0", 1790, 1807)],
  ];

  it('marks "14" boxed as wide as the "110" above it doubtful: the "1" of "114" was lost', () => {
    const read = doubtWideDigits(rows);
    expect(read[3]![3]).toEqual({ ...rows[3]![3]!, confidence: 60 });
    expect(read.slice(0, 3)).toEqual(rows.slice(0, 3));
    expect(read[3]!.filter((_, i) => i !== 3)).toEqual(rows[3]!.filter((_, i) => i !== 3));
  });

  it("leaves a number alone whose box is its digits' width", () => {
    const right = rows.map((row, i) => (i === 3 ? row.map((w) => (w.text === "14" ? at("14", 1662, 1697) : w)) : row));
    expect(doubtWideDigits(right)).toEqual(right);
  });
});

describe('a lone "1" as wide as two', () => {
  it('reads it back as the "11" it is, doubtful (style 93 at 2400: carries 11 read "1", boxed 29 px beside 14 px digits)', () => {
    const row = [
      digit("1", 1066, 29, 50),
      digit("2", 1510, 15),
      digit("1", 1811, 14),
      digit("2", 2059, 14),
      digit("5", 1300, 14),
    ];
    expect(doubtWideDigits([row])).toEqual([[{ ...row[0]!, text: "11", confidence: 50 }, ...row.slice(1)]]);
  });

  it('reads back one 1.4 times as wide as the digits (style 79 at 1280: tackles 11 read "1", 21 px beside 15 px zeros)', () => {
    const row = [digit("0", 600, 15, 88), digit("0", 699, 16, 50), digit("0", 864, 15, 89), digit("1", 1194, 21, 50)];
    expect(doubtWideDigits([row])).toEqual([[...row.slice(0, 3), { ...row[3]!, text: "11", confidence: 50 }]]);
  });
});

describe('a "1" inside a number as wide as two', () => {
  /** A word as the worker read it, with each glyph's box width. */
  const glyphed = (text: string, x0: number, x1: number, glyphs: number[], confidence = 96): OcrWord => ({
    text,
    confidence,
    box: { x0, y0: 340, x1, y1: 361 },
    glyphs,
  });
  /** Style 174 at 2400, passing: QBR, CMP/ATT, YARDS, TD, LONG and INT of A.Petrakis (11/17 read "1/17" at 80). */
  const row = [
    glyphed("73.4", 972, 1033, [14, 15, 5, 17]),
    glyphed("1/17", 1268, 1335, [24, 10, 9, 14], 80),
    glyphed("171", 1533, 1573, [9, 14, 9], 50),
    glyphed("0", 1696, 1712, [16], 90),
    glyphed("36", 1887, 1921, [15, 16]),
    glyphed("1", 2062, 2071, [9]),
  ];

  it('reads "1/17" whose first "1" is boxed 24 px beside 14–17 px digits back as "11/17", doubtful', () => {
    expect(doubtWideDigits([row])).toEqual([[row[0], { ...row[1]!, text: "11/17", confidence: 60 }, ...row.slice(2)]]);
  });

  it("leaves a number alone whose glyph boxes overlap (a photo's blur: they measure no digit)", () => {
    const blurred = [...row.slice(0, 1), glyphed("116", 1268, 1315, [15, 30, 16]), ...row.slice(2)];
    expect(doubtWideDigits([blurred])).toEqual([blurred]);
  });
});
