import { describe, expect, it } from "vitest";
import { headerReadAlone, unnamedHeaders } from "./header-alone";
import type { OcrWord } from "./types";

/** A word at x on the header line (y 100–122), 12 px a character. */
const at = (text: string, x: number, confidence = 95): OcrWord => ({
  text,
  confidence,
  box: { x0: x, y0: 100, x1: x + text.length * 12, y1: 122 },
});

// A rushing header whose bold TD read "1" and Y/C "yc" (tuning style 26 at 1920×1080).
const header = [
  at("PLAYER", 100),
  at("ATT", 600),
  at("YDS", 700),
  at("yc", 800, 75),
  at("1", 900, 66),
  at("FUMB", 1000),
];

describe("header words read again alone", () => {
  it("are the words from the first column on that name no column, boxed into the gaps beside them", () => {
    expect(unnamedHeaders(header, "rushing").map(({ word, box }) => [word.text, box])).toEqual([
      ["yc", { x0: 778, y0: 94, x1: 846, y1: 128 }],
      ["1", { x0: 878, y0: 94, x1: 934, y1: 128 }],
    ]);
  });

  it("name a column of the screen that no other header names, keeping the word's box", () => {
    const td = header[4]!;
    expect(headerReadAlone(td, [at("TD", 903, 91)], header, "rushing")).toEqual({ ...td, text: "TD", confidence: 91 });
    expect(headerReadAlone(header[3]!, [at("Y/C", 801, 88)], header, "rushing")?.text).toBe("Y/C");
  });

  it("name nothing when the read is two words, no spelling of this screen, or a stat another header names", () => {
    const td = header[4]!;
    expect(headerReadAlone(td, [at("T", 900), at("D", 915)], header, "rushing")).toBeNull();
    expect(headerReadAlone(td, [at("TGT", 900)], header, "rushing")).toBeNull();
    expect(headerReadAlone(td, [at("YDS", 900)], header, "rushing")).toBeNull();
    expect(headerReadAlone(td, [], header, "rushing")).toBeNull();
  });
});
