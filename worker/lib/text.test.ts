import { describe, expect, it } from "vitest";
import { truncate } from "./text";

describe("truncate", () => {
  it("keeps short text, cuts at a word boundary with an ellipsis", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("the quick brown fox jumps", 12)).toBe("the quick…");
  });

  it("never splits a surrogate pair or leaves a lone escaping backslash", () => {
    const emoji = "🏈".repeat(10); // 20 UTF-16 units
    const cut = truncate(emoji, 6);
    expect(cut).toBe("🏈🏈…");
    expect(truncate("abcd\\*efgh", 6)).toBe("abcd…");
    expect(truncate("abc\\\\efgh", 6)).toBe("abc\\\\…");
  });
});
