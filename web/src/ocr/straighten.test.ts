import { describe, expect, it } from "vitest";
import { flattenLight } from "./flatten";
import { apply, homography, type Point } from "./homography";
import { findScreen } from "./screen-quad";
import { straighten } from "./straighten";

const W = 1600;
const H = 1200;
/** The TV's face: a 1920×1080 screen in a 28 px bezel, as the benchmark's photos draw it. */
const TV = { width: 1976, height: 1136, bezel: 28 };
/** Where the TV's outer corners land in the photo: turned, nearer on the left. */
const OUTER: Point[] = [
  { x: 150, y: 230 },
  { x: 1480, y: 160 },
  { x: 1500, y: 1000 },
  { x: 120, y: 960 },
];
const SCREEN_CORNERS: Point[] = [
  { x: TV.bezel, y: TV.bezel },
  { x: TV.width - TV.bezel, y: TV.bezel },
  { x: TV.width - TV.bezel, y: TV.height - TV.bezel },
  { x: TV.bezel, y: TV.height - TV.bezel },
];
const tvCorners = [
  { x: 0, y: 0 },
  { x: TV.width, y: 0 },
  { x: TV.width, y: TV.height },
  { x: 0, y: TV.height },
];
const toPhoto = homography(tvCorners, OUTER)!;

/** Rows of text on the screen: dark 12 px strokes on light, every 60 px down from 200. */
const onScreen = (x: number, y: number) => {
  const row = y >= 200 && y < 800 && (y - 200) % 60 < 24;
  return row && x > 100 && x < 1800 && x % 14 < 5 ? 40 : 200;
};

/**
 * A photo of that TV: a room whose light falls from 110 on the left to 20 (as dark as the bezel)
 * on the right, the bezel at 15, the screen lit unevenly (a glare brightening its top left).
 */
function photo(room = (x: number) => 110 - (90 * x) / W, outer = OUTER): Uint8Array {
  const toTv = homography(outer, tvCorners)!;
  const grey = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const t = apply(toTv, { x, y });
      let v = room(x);
      if (t.x >= 0 && t.y >= 0 && t.x < TV.width && t.y < TV.height) {
        const inside = t.x >= TV.bezel && t.y >= TV.bezel && t.x < TV.width - TV.bezel && t.y < TV.height - TV.bezel;
        v = inside ? onScreen(t.x - TV.bezel, t.y - TV.bezel) * (0.75 + 0.25 * (1 - (t.x + t.y) / 3000)) : 15;
      }
      grey[y * W + x] = v;
    }
  return grey;
}

describe("a photo of a TV straightened", () => {
  it("solves the homography of four point pairs", () => {
    for (const [i, p] of tvCorners.entries()) {
      const q = apply(toPhoto, p);
      expect(q.x).toBeCloseTo(OUTER[i]!.x, 6);
      expect(q.y).toBeCloseTo(OUTER[i]!.y, 6);
    }
    expect(homography(tvCorners, [OUTER[0]!, OUTER[0]!, OUTER[0]!, OUTER[0]!])).toBeNull();
  });

  it("finds the screen's corners inside the bezel, where the room is as dark as the bezel at one end", () => {
    const found = findScreen(photo(), W, H);
    expect(found).not.toBeNull();
    for (const [i, corner] of SCREEN_CORNERS.entries()) {
      const truth = apply(toPhoto, corner);
      expect(Math.hypot(found![i]!.x - truth.x, found![i]!.y - truth.y)).toBeLessThan(8);
    }
  });

  it("finds the screen's edge where the room is darker than the bezel: the screen's own edge", () => {
    // The right third of the room as dark as the bezel: no outer edge on the right side.
    const found = findScreen(
      photo((x) => Math.max(12, 110 - (110 * x) / W)),
      W,
      H,
    );
    expect(found).not.toBeNull();
    for (const [i, corner] of SCREEN_CORNERS.entries()) {
      const truth = apply(toPhoto, corner);
      expect(Math.hypot(found![i]!.x - truth.x, found![i]!.y - truth.y)).toBeLessThan(8);
    }
  });

  it("draws the screen as a rectangle: each row of text level, at the height of a 1080-line capture", () => {
    const screen = straighten({ grey: photo(), width: W, height: H });
    expect(screen).not.toBeNull();
    const { grey, width, height } = screen!;
    expect(height).toBe(1080);
    expect(width / height).toBeGreaterThan(1.7);
    expect(width / height).toBeLessThan(1.85);
    // The third row of text (screen y 320–344 of 1080) is ink across, and the paper above it is paper.
    const inkAt = (fx: number, fy: number) => {
      let ink = 0;
      for (let x = Math.round(fx * width); x < Math.round(fx * width) + 14; x++)
        if (grey[Math.round(fy * height) * width + x]! < 128) ink++;
      return ink;
    };
    for (const fx of [0.1, 0.5, 0.85]) {
      expect(inkAt(fx, 332 / 1080)).toBeGreaterThan(2);
      expect(inkAt(fx, 290 / 1080)).toBe(0);
    }
  });

  it("straightens a TV that runs off the photo's right edge, the photo's edge for its right side", () => {
    // Photographed close: the TV's right part is cut off, no bezel along the right edge.
    const outer = [OUTER[0]!, { x: 1760, y: 150 }, { x: 1780, y: 1010 }, OUTER[3]!];
    const grey = photo(undefined, outer);
    const found = findScreen(grey, W, H);
    expect(found).not.toBeNull();
    const toCutPhoto = homography(tvCorners, outer)!;
    for (const i of [0, 3]) {
      const truth = apply(toCutPhoto, SCREEN_CORNERS[i]!);
      expect(Math.hypot(found![i]!.x - truth.x, found![i]!.y - truth.y)).toBeLessThan(8);
    }
    for (const corner of found!) expect(corner.x).toBeLessThanOrEqual(W + 2);
    const screen = straighten({ grey, width: W, height: H })!;
    const inkAt = (fx: number, fy: number) => {
      let ink = 0;
      for (let x = Math.round(fx * screen.width); x < Math.round(fx * screen.width) + 14; x++)
        if (screen.grey[Math.round(fy * screen.height) * screen.width + x]! < 128) ink++;
      return ink;
    };
    // The rows are level from the left edge to the photo's: the third row is ink, the paper above it paper.
    for (const fx of [0.1, 0.5, 0.9]) {
      expect(inkAt(fx, 332 / 1080)).toBeGreaterThan(2);
      expect(inkAt(fx, 290 / 1080)).toBe(0);
    }
  });

  it("finds no screen in a screenshot or a crop: nothing but the capture's own edges", () => {
    const width = 1280;
    const height = 720;
    const dark = new Uint8Array(width * height);
    const light = new Uint8Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const v = onScreen(x * 1.5, y * 1.5);
        light[y * width + x] = v;
        dark[y * width + x] = 255 - v;
      }
    expect(findScreen(light, width, height)).toBeNull();
    expect(findScreen(dark, width, height)).toBeNull();
  });

  it("evens out the light: paper under a glare and in the shade reads the same, ink stays ink", () => {
    const width = 800;
    const height = 450;
    const grey = new Uint8Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const light = 0.45 + (0.55 * x) / width;
        grey[y * width + x] = (y % 40 < 10 && x % 9 < 3 ? 30 : 220) * light;
      }
    const flat = flattenLight(grey, width, height);
    const paperLeft = flat[25 * width + 40]!;
    const paperRight = flat[25 * width + 760]!;
    expect(Math.abs(paperLeft - paperRight)).toBeLessThan(25);
    expect(paperLeft).toBeGreaterThan(200);
    expect(flat[5 * width + 36]!).toBeLessThan(80);
    expect(flat[5 * width + 756]!).toBeLessThan(80);
  });
});
