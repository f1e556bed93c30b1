import { describe, expect, it } from "vitest";
import { contrastOnWhite, readableOnWhite } from "./colors";

describe("readableOnWhite", () => {
  it("keeps colours that already read on white", () => {
    expect(readableOnWhite("#1E40AF")).toBe("#1e40af");
  });
  it("darkens colours below 4.5:1 until they pass", () => {
    expect(contrastOnWhite("#EA580C")).toBeLessThan(4.5);
    const fixed = readableOnWhite("#EA580C");
    expect(contrastOnWhite(fixed)).toBeGreaterThanOrEqual(4.5);
  });
  it("falls back for malformed input", () => {
    expect(readableOnWhite("orange")).toBe("#334155");
  });
});
