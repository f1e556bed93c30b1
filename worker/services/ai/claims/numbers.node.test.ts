import { describe, expect, it } from "vitest";
import { numbersIn, wordValue } from "./numbers";

const values = (t: string) => numbersIn(t).map((n) => [n.raw, n.value, n.atLeast]);

describe("numbersIn", () => {
  it("reads digits, decimals, thousands and a minus sign, but not a hyphen", () => {
    expect(values("1,024 yards, 5.9 per carry, for -3 yards, 24-17")).toEqual([
      ["1,024", 1024, false],
      ["5.9", 5.9, false],
      ["-3", -3, false],
      ["24", 24, false],
      ["17", 17, false],
    ]);
  });

  it("reads words from zero to ninety-nine and hundreds", () => {
    expect(wordValue("sixty-one")).toBe(61);
    expect(wordValue("zero")).toBe(0);
    expect(wordValue("ninety")).toBe(90);
    expect(values("twelve tackles, sixty-one yards, two hundred and twelve yards")).toEqual([
      ["twelve", 12, false],
      ["sixty-one", 61, false],
      ["two hundred and twelve", 212, false],
    ]);
  });

  it("reads idioms: a dozen, a pair of, a couple of, lone, single, twice; the article is 'at least one'", () => {
    expect(values("a dozen tackles, a pair of sacks, a couple of catches, his lone score, twice, a touchdown")).toEqual(
      [
        ["a dozen", 12, false],
        ["a pair of", 2, false],
        ["a couple of", 2, false],
        ["lone", 1, false],
        ["twice", 2, false],
        ["a", 1, true],
      ],
    );
    expect(numbersIn("carried three times").at(-1)).toMatchObject({ value: 3, times: true });
  });
});
