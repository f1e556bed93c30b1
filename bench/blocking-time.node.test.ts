import { describe, expect, it } from "vitest";
import { blockingSplit } from "./blocking-time";

const task = (startTime: number, duration: number) => ({ url: "Unattributable", startTime, duration });

describe("blockingSplit", () => {
  it("counts a task begun before the first paint only from the paint on", () => {
    // 655–999 ms with FCP at 729: 270 ms after the paint, 220 of them blocking.
    expect(blockingSplit([task(655, 344)], 729)).toEqual({ beforePaint: 220, afterPaint: 0 });
  });

  it("counts nothing of a task that ends within 50 ms of the paint", () => {
    expect(blockingSplit([task(621, 133)], 739)).toEqual({ beforePaint: 0, afterPaint: 0 });
  });

  it("puts a task begun after the paint in the page's own part, less 50 ms", () => {
    expect(blockingSplit([task(655, 292), task(1094, 98), task(1010, 84), task(1300, 49)], 696)).toEqual({
      beforePaint: 201,
      afterPaint: 48 + 34,
    });
  });
});
