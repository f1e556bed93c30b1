import { describe, expect, it } from "vitest";
import { downscale } from "./ocr-downscale";

describe("downscale", () => {
  it("averages the pixels each output pixel covers", () => {
    // 4×2: a black left half, a white right half, halved to 2×1.
    const data = new Uint8Array([0, 0, 255, 255, 0, 0, 255, 255]);
    expect(downscale(data, 4, 2, 0.5)).toEqual({ data: new Uint8Array([0, 255]), width: 2, height: 1 });
  });

  it("weighs a source pixel split between two output pixels by its share of each", () => {
    // 3 → 2 across: the middle pixel is half in each output pixel (weights ⅔, ⅓).
    const data = new Uint8Array([0, 90, 180]);
    expect(downscale(data, 3, 1, 2 / 3).data).toEqual(new Uint8Array([30, 150]));
  });
});
