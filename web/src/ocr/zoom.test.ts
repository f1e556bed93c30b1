import { describe, expect, it } from "vitest";
import { pgmOf } from "./preprocess";
import { zoomPgm } from "./zoom";

describe("a region's PGM file zoomed", () => {
  it("draws each pixel as a square, its header naming the larger size", () => {
    const ink = Uint8Array.from({ length: 20 }, (_, i) => i);
    const prepared = { ink, shades: null, inkWidth: 5, inkHeight: 4, scale: 1, left: 0, top: 0, grey: ink, width: 5 };
    const file = zoomPgm(pgmOf(prepared, 1, 2, 3, 2), 3, 2, 2);
    const header = "P5\n6 4\n255\n";
    expect(new TextDecoder().decode(file.subarray(0, header.length))).toBe(header);
    expect([...file.subarray(header.length)]).toEqual(
      [
        [11, 11, 12, 12, 13, 13],
        [11, 11, 12, 12, 13, 13],
        [16, 16, 17, 17, 18, 18],
        [16, 16, 17, 17, 18, 18],
      ].flat(),
    );
  });
});
