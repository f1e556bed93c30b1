import { describe, expect, it } from "vitest";
import { applyToggle, countOf, topReactions } from "./reactions";

describe("topReactions", () => {
  it("keeps the n most used with a positive count, ties in display order", () => {
    const list = [
      { reaction: "💯", count: 3 },
      { reaction: "🔥", count: 9 },
      { reaction: "👍", count: 3 },
      { reaction: "👀", count: 0 },
    ];
    expect(topReactions(list, 3)).toEqual([
      { reaction: "🔥", count: 9 },
      { reaction: "👍", count: 3 },
      { reaction: "💯", count: 3 },
    ]);
    expect(topReactions(list, 2).map((r) => r.reaction)).toEqual(["🔥", "👍"]);
    expect(topReactions(undefined, 3)).toEqual([]);
  });
});

describe("applyToggle", () => {
  it("adds, removes and never goes below zero", () => {
    expect(applyToggle([], "🔥", true)).toEqual([{ reaction: "🔥", count: 1 }]);
    expect(applyToggle([{ reaction: "🔥", count: 2 }], "🔥", true)).toEqual([{ reaction: "🔥", count: 3 }]);
    expect(applyToggle([{ reaction: "🔥", count: 1 }], "🔥", false)).toEqual([]);
    expect(applyToggle([], "🔥", false)).toEqual([]);
    expect(countOf([{ reaction: "👍", count: 4 }], "👍")).toBe(4);
    expect(countOf(undefined, "👍")).toBe(0);
  });
});
