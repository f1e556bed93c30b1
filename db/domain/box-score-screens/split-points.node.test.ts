// A bug's points boxed a digit a word, replayed from style 107's read at 1920 (split-points.ts).
import { describe, expect, it } from "vitest";
import { ocrWord } from "./any-layout.fixture";
import { readScore } from "./score";
import { joinSplitPoints } from "./split-points";

describe("a bug's points OCR split into digits", () => {
  const teams = { away: "Fenwick Sentinels", home: "Bramble Bay Stallions" };
  // Rushing-away at 1920: "19" and "12" each read as two words, 12–13 px apart at 38 px tall.
  const bug = (nine = ocrWord("9", 632, 43, 655, 83, 83)) => [
    ocrWord("FENWICK", 349, 50, 495, 76),
    ocrWord("(3-4", 519, 52, 572, 79, 83),
    ocrWord("1", 604, 44, 619, 82, 94),
    nine,
    ocrWord("|", 705, 42, 707, 86, 79),
    ocrWord("FINAL", 719, 53, 794, 73),
    ocrWord("|", 806, 42, 808, 86, 74),
    ocrWord("BRAMBLE", 854, 50, 1009, 76, 91),
    ocrWord("BAY", 1024, 50, 1085, 76, 94),
    ocrWord("(9-8)", 1111, 52, 1163, 78, 50),
    ocrWord("1", 1195, 44, 1210, 82, 95),
    ocrWord("2", 1222, 43, 1246, 82),
  ];

  it("are one number where two digits as tall as each other stand a glyph's gap apart", () => {
    expect(readScore([bug()], teams)).toEqual({
      away: { value: 19, confidence: 83 },
      home: { value: 12, confidence: 95 },
    });
  });

  it("stay apart a word's gap apart, or where one is printed smaller", () => {
    // 20 px apart at 38 px tall: two numbers, and the bug's four numbers read no score.
    expect(readScore([bug(ocrWord("9", 639, 43, 662, 83, 83))], teams)).toBeNull();
    // A seed's digit beside the points is printed smaller.
    const small = joinSplitPoints([ocrWord("1", 604, 44, 619, 82), ocrWord("9", 625, 55, 640, 75)]);
    expect(small.map((w) => w.text)).toEqual(["1", "9"]);
  });
});
