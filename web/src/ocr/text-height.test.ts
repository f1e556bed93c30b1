import { describe, expect, it } from "vitest";
import { textHeight } from "./text-height";

/** Paper with `count` letter-like blobs (a ring, so a blob is one piece with a hole) `h` px tall, and a rule. */
function page(width: number, height: number, h: number, count: number) {
  const data = new Uint8Array(width * height).fill(255);
  const w = Math.round(h * 0.6);
  for (let i = 0; i < count; i++) {
    const x0 = 10 + (i % 40) * (w + 6);
    const y0 = 10 + Math.floor(i / 40) * (h * 2);
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) {
        const edge = y < y0 + 3 || y >= y0 + h - 3 || x < x0 + 3 || x >= x0 + w - 3;
        if (edge) data[y * width + x] = 0;
      }
  }
  // A rule across the page and a speck: neither is a letter.
  data.fill(0, (height - 5) * width, (height - 4) * width);
  data[(height - 20) * width + 5] = 0;
  return data;
}

describe("measuring a capture's letters", () => {
  it("gives the letters' height whatever the capture's size", () => {
    expect(textHeight(page(1800, 300, 21, 60), 1800, 300)).toBe(21);
    expect(textHeight(page(1280, 720, 14, 60), 1280, 720)).toBe(14);
  });

  it("gives nothing for a capture with too few letters to tell", () => {
    expect(textHeight(page(400, 300, 21, 5), 400, 300)).toBeNull();
  });
});
