import { describe, expect, it } from "vitest";
import { fullReadProgress } from "./progress";

describe("a screen's progress during its full read", () => {
  it("runs from 10 % to 80 % in 5 % steps, however often the engine reports", () => {
    const reported = Array.from({ length: 101 }, (_, i) => fullReadProgress(i / 100));
    const shown = [...new Set(reported.map((p) => Math.round(p * 100)))];
    expect(shown).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80]);
    // Never back: a later report never shows less.
    for (let i = 1; i < reported.length; i++) expect(reported[i]).toBeGreaterThanOrEqual(reported[i - 1]!);
  });

  it("stays within the full read's part of the bar when the engine reports outside 0–1", () => {
    expect(fullReadProgress(-0.3)).toBeCloseTo(0.1);
    expect(fullReadProgress(1.4)).toBeCloseTo(0.8);
  });
});
