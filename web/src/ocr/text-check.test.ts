import { describe, expect, it } from "vitest";
import { edgeShare } from "./text-check";

const image = (width: number, height: number, grey: (x: number, y: number) => number) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data.fill(grey(x, y), o, o + 3);
      data[o + 3] = 255;
    }
  return data;
};

describe("whether a chosen image may hold text", () => {
  it("finds no letter edges in a gradient (the engine is not loaded for it)", () => {
    expect(
      edgeShare(
        image(480, 270, (x, y) => Math.round((x + y) / 3)),
        480,
        270,
      ),
    ).toBe(0);
  });

  it("finds them in rows of light glyphs on a dark screen", () => {
    // 3 px strokes every 6 px, in text rows of 8 px every 20 px, on a dark background.
    const text = image(480, 270, (x, y) => (y % 20 < 8 && x % 6 < 3 && x > 40 && x < 440 ? 230 : 20));
    expect(edgeShare(text, 480, 270)).toBeGreaterThan(0.05);
  });
});
