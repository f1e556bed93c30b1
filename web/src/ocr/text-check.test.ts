import { describe, expect, it } from "vitest";
import { edgeShare, holdsText, pixelsHoldText } from "./text-check";

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

  it("takes a sparse, dim screen for text: one row of grey glyphs, as a photo of a TV shows a passing screen", () => {
    // One text row of 8 px, 3 px strokes every 6 px, grey 110 on 60: about 0.6% of pixels on an edge.
    const photo = image(480, 360, (x, y) => (y >= 100 && y < 108 && x % 6 < 3 && x > 40 && x < 440 ? 110 : 60));
    expect(holdsText(photo, 480, 360)).toBe(true);
    expect(
      holdsText(
        image(480, 360, (x, y) => Math.round((x + y) / 3)),
        480,
        360,
      ),
    ).toBe(false);
  });

  it("looks the same at a decoded image's full size, in the OCR worker (one decode, not two)", () => {
    // A 1920 × 1080 capture: 8 px strokes every 16 px in text rows of 24 px every 60 px.
    const screen = image(1920, 1080, (x, y) => (y % 60 < 24 && x % 16 < 8 && x > 160 && x < 1760 ? 230 : 20));
    expect(pixelsHoldText(screen, 1920, 1080)).toBe(true);
    expect(
      pixelsHoldText(
        image(1920, 1080, (x, y) => Math.round((x + y) / 12)),
        1920,
        1080,
      ),
    ).toBe(false);
  });

  it("takes the worker's BGRA pixels in their own order", () => {
    // Edges in the third byte only: blue in RGBA (too light a step to count), red in BGRA (a letter's).
    const data = new Uint8Array(1920 * 1080 * 4);
    for (let i = 0; i < 1920 * 1080; i++) {
      const x = i % 1920;
      const y = Math.floor(i / 1920);
      data[i * 4 + 2] = y % 60 < 24 && x % 16 < 8 ? 255 : 0;
      data[i * 4 + 3] = 255;
    }
    expect(pixelsHoldText(data, 1920, 1080, 0)).toBe(false);
    expect(pixelsHoldText(data, 1920, 1080, 2)).toBe(true);
  });
});
