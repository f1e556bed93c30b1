import { describe, expect, it } from "vitest";
import { upscale } from "./upscale";

describe("scaling a capture's greys up", () => {
  it("keeps a flat grey flat and sizes the result by the scale", () => {
    const out = upscale(new Uint8Array(10 * 4).fill(137), 10, 4, 1.5);
    expect([out.width, out.height]).toEqual([15, 6]);
    expect(new Set(out.data)).toEqual(new Set([137]));
  });

  it("keeps a sharp edge where it was, its overshoot clamped, never wrapped past 0 or 255", () => {
    // One row, dark then light: 0 ×4, 255 ×4, scaled ×2.
    const out = upscale(Uint8Array.from([0, 0, 0, 0, 255, 255, 255, 255]), 8, 1, 2);
    const row = [...out.data.subarray(0, 16)];
    // The cubic's lobes overshoot on both sides of the edge: a wrapped store would put 255s among
    // the darks and small greys among the lights.
    expect(row.slice(0, 6).every((v) => v < 20)).toBe(true);
    expect(row.slice(10).every((v) => v > 235)).toBe(true);
    // The edge is halfway, between source pixels 3 and 4 (output 7 and 8).
    expect(row[7]!).toBeLessThan(128);
    expect(row[8]!).toBeGreaterThan(128);
    for (let i = 1; i < row.length; i++) expect(row[i]!).toBeGreaterThanOrEqual(row[i - 1]!);
  });
});
