import { describe, expect, it } from "vitest";
import { textHeightPastBars } from "./bar-letters";
import { textHeight } from "./text-height";

const W = 1000;
const H = 200;
/** A capture that is mostly one highlighted bar: 30 letters 30 px tall as holes in it, 25 specks 6 px tall below. */
function mostlyBar(): Uint8Array {
  const data = new Uint8Array(W * H).fill(255);
  const box = (x0: number, y0: number, w: number, h: number, v: number) => {
    for (let y = y0; y < y0 + h; y++) data.fill(v, y * W + x0, y * W + x0 + w);
  };
  box(10, 50, 980, 70, 0);
  for (let i = 0; i < 30; i++) box(20 + i * 32, 70, 12, 30, 255);
  for (let i = 0; i < 25; i++) box(20 + i * 20, 180, 6, 6, 0);
  return data;
}

describe("textHeightPastBars", () => {
  it("measures the letters inside a bar, which textHeight takes for holes", () => {
    const data = mostlyBar();
    expect(textHeight(data, W, H)).toBe(6);
    expect(textHeightPastBars(data, data.slice(), W, H)).toBe(30);
  });

  it("leaves the binary it is given as it was", () => {
    const data = mostlyBar();
    const before = data.slice();
    textHeightPastBars(data, data.slice(), W, H);
    expect(data).toEqual(before);
  });
});
