import { describe, expect, it } from "vitest";
import { greyOf, pgmOf, prepare, prepareGrey, scaleFor } from "./preprocess";
import { otsu } from "./threshold";

/** A 1920×1080 capture, RGBA, from a grey value per pixel. */
function capture(grey: (x: number, y: number) => number) {
  const width = 1920;
  const height = 1080;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data.fill(grey(x, y), o, o + 3);
      data[o + 3] = 255;
    }
  return { data, width, height, red: 0 as const, source: "canvas" as const };
}

/** Letter-like strokes: 4 px of every 12 across x 300–1500, in rows 500–524 (in a 40 px tall bar at 490–530). */
const stroke = (x: number, y: number) => y >= 500 && y < 524 && x >= 300 && x < 1500 && x % 12 < 4;
const text = (x: number, y: number) => (x >= 200 && x < 1600 && y >= 100 && y < 124 && x % 12 < 4) || stroke(x, y);

describe("preparing a capture for the engine", () => {
  it("turns a highlighted row (light text on a bright bar of a dark screen) into dark text on paper", () => {
    // Dark screen (grey 20), light text (230); the bar is the accent (170) with dark text (10).
    const prepared = prepare(
      capture((x, y) => {
        const inBar = y >= 490 && y < 530 && x >= 250 && x < 1550;
        if (inBar) return stroke(x, y) ? 10 : 170;
        return text(x, y) ? 230 : 20;
      }),
    );
    const at = (x: number, y: number) =>
      prepared.ink[
        Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
          Math.round((x - prepared.left) * prepared.scale)
      ];
    expect(at(300, 510)).toBe(0); // a stroke inside the bar: ink
    expect(at(306, 510)).toBe(255); // between strokes inside the bar: paper
    expect(at(260, 495)).toBe(255); // the bar's padding: paper
    expect(at(204, 110)).toBe(0); // text outside the bar still ink
    expect(at(210, 110)).toBe(255);
  });

  it("keeps a straightened photo's greys for the engine, the bar turned to dark text on paper without a dark frame", () => {
    const photo = capture((x, y) => {
      const inBar = y >= 490 && y < 530 && x >= 250 && x < 1550;
      if (inBar) return stroke(x, y) ? 10 : 170;
      // A letter's blurred edge: a grey between ink and paper.
      if (text(x, y)) return 230;
      return text(x - 1, y) ? 120 : 20;
    });
    const prepared = prepareGrey(greyOf(photo), { keepGrey: true });
    const at = (x: number, y: number) =>
      prepared.ink[
        Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
          Math.round((x - prepared.left) * prepared.scale)
      ]!;
    expect(at(300, 510)).toBeLessThan(60); // a stroke inside the bar: dark
    expect(at(306, 510)).toBe(255); // between strokes inside the bar: paper
    expect(at(260, 491)).toBe(255); // the bar's rim: paper, not a frame
    expect(at(204, 110)).toBeLessThan(60); // text outside the bar
    expect(at(208, 110)).toBeGreaterThan(100); // its blurred edge stays grey
    expect(at(208, 110)).toBeLessThan(200);
  });
});

describe("the whole-screen read's greys", () => {
  it("gives the engine a screenshot's letters in their own greys on white paper, a row band near the background paper", () => {
    // A dark screen (20): rows of letter strokes (230) with a blurred right edge (120), a row band
    // (35) a little brighter than the background.
    const prepared = prepare(
      capture((x, y) => {
        if (y >= 130 && y < 144) return 35;
        // A dim header (170), as the games print the other team's tab.
        if (y >= 1010 && y < 1034 && x >= 200 && x < 600) return x % 12 < 4 ? 170 : 20;
        const row = y >= 100 && y < 1000 && y % 50 < 24 && x >= 200 && x < 1600;
        if (row && x % 12 < 4) return 230;
        return row && x % 12 === 4 ? 120 : 20;
      }),
    );
    const at = (x: number, y: number) =>
      prepared.ink[
        Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
          Math.round((x - prepared.left) * prepared.scale)
      ]!;
    expect(prepared.scale).toBe(1);
    expect(at(300, 110)).toBe(0); // a letter's core: black
    expect(at(304, 110)).toBeGreaterThan(60); // its anti-aliased edge: a grey, not the threshold's black
    expect(at(304, 110)).toBeLessThan(230);
    expect(at(306, 110)).toBe(255); // between letters: paper
    expect(at(600, 135)).toBe(255); // the row band: paper
    expect(at(300, 1020)).toBe(0); // a dim header's stroke: as black as the text, not a grey the engine may drop
  });
});

describe("the scale a capture is read at", () => {
  it("follows its letters, not its height: a crop of a 1080-line screen is read as the screen is", () => {
    // A 720p screenshot's letters (14 px) are scaled to a 1080-line screen's (21 px)…
    expect(scaleFor(14, 720)).toBe(1.5);
    expect(scaleFor(21, 1080)).toBe(1);
    // …and so is a 300 px tall crop of a 1080p screenshot (its height alone would scale it ×2).
    expect(scaleFor(21, 300)).toBe(1);
    // Letters that could not be measured: by the height, as before.
    expect(scaleFor(null, 720)).toBe(1.5);
  });

  it("reads a crop of a 1080-line table at its own size", () => {
    // A 1800×300 crop of a dark screen: rows of 21 px letter-like rings.
    const width = 1800;
    const height = 300;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const cx = x % 20;
        const cy = (y - 40) % 50;
        const letter = y >= 40 && y < 260 && cy < 21 && cx < 13 && (cy < 3 || cy >= 18 || cx < 3 || cx >= 10);
        const o = (y * width + x) * 4;
        data.fill(letter ? 235 : 20, o, o + 3);
        data[o + 3] = 255;
      }
    const prepared = prepare({ data, width, height, red: 0, source: "canvas" });
    expect(prepared.scale).toBe(1);
  });
});

describe("the digits-only reads' own threshold", () => {
  it("cuts a region's greys between its ink and its paper, so a bold digit's halo stays paper", async () => {
    // 1 row: paper 250, a digit's core 40 and its anti-aliased halo 190 (ink under the page's threshold).
    const shades = Uint8Array.from([250, 250, 190, 40, 40, 190, 250, 250, 250, 250]);
    const ink = Uint8Array.from(shades, (v) => (v < 205 ? 0 : 255));
    const prepared = { ink, shades, inkWidth: 10, inkHeight: 1, scale: 1, left: 0, top: 0, grey: shades, width: 10 };
    const pixels = async (own: boolean) =>
      [...new Uint8Array(await pgmOf(prepared, 0, 0, 10, 1, { own }).arrayBuffer())].slice(-10);
    expect(await pixels(true)).toEqual([255, 255, 255, 0, 0, 255, 255, 255, 255, 255]);
    // The page's own threshold keeps the halo as ink (for dim headers): the whole-screen read uses it.
    expect(await pixels(false)).toEqual([255, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
    expect(otsu(shades)).toBeGreaterThan(40);
    expect(otsu(shades)).toBeLessThanOrEqual(190);
  });
});
