import { describe, expect, it } from "vitest";
import { contrastOf, greyOf, pgmOf, prepare, prepareGrey, scaleFor } from "./preprocess";
import { otsu } from "./threshold";

/** A 1920×1080 capture, RGBA, from a grey value per pixel. */
function capture(grey: (x: number, y: number) => number, width = 1920, height = 1080) {
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

  it("cuts a bar's letters at the bar's own midpoint, so their soft edges stay ink", () => {
    // The bar (170) of a dark screen (20) with dark letters (10) whose edge pixel is 80: nearer the
    // letter than the bar, but past the page's threshold (45 under the paper, set by the screen).
    const prepared = prepare(
      capture((x, y) => {
        const inBar = y >= 490 && y < 530 && x >= 250 && x < 1550;
        if (inBar) return stroke(x, y) ? 10 : stroke(x - 1, y) ? 80 : 170;
        return text(x, y) ? 230 : 20;
      }),
    );
    const at = (x: number, y: number) =>
      prepared.ink[
        Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
          Math.round((x - prepared.left) * prepared.scale)
      ];
    expect(at(304, 510)).toBe(0); // the letter's edge
    expect(at(306, 510)).toBe(255); // between letters
  });

  it("keeps a highlighted last row in a light accent on a light screen: its white text is text to crop to", () => {
    // A light screen (245) with dark text (30); the table's last row is a gold bar (168, #e0a526 in
    // grey: 87 from white) with white text (255), as a crop of a table ends: nothing below it.
    const prepared = prepare(
      capture((x, y) => {
        const inBar = y >= 490 && y < 530 && x >= 250 && x < 1550;
        if (inBar) return stroke(x, y) ? 255 : 168;
        return text(x, y) ? 30 : 245;
      }),
    );
    // The crop reaches below the bar.
    expect(prepared.top + prepared.inkHeight / prepared.scale).toBeGreaterThanOrEqual(530);
    const at = (x: number, y: number) =>
      prepared.ink[
        Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
          Math.round((x - prepared.left) * prepared.scale)
      ];
    expect(at(300, 510)).toBe(0); // a stroke inside the bar: ink
    expect(at(306, 510)).toBe(255); // between strokes inside the bar: paper
  });

  it("erases faint row rules, whole, and never takes rules a row apart for a highlighted bar", () => {
    // Dark screen (20), light text (230); rows 45 px apart (< the bars' 5% gap) under rules 2 px
    // thick in a dim colour at low opacity: one pixel row solid (80, over the threshold), the other
    // in pieces (60 and 80 by turns every 40 px, as the background's gradient leaves them).
    const rule = (x: number, y: number) => {
      if (x < 250 || x >= 1550) return null;
      const r = (y - 530) % 45;
      if (y < 530 || y >= 710 || r > 1) return null;
      return r === 0 ? 80 : Math.floor(x / 40) % 2 ? 80 : 60;
    };
    const row = (x: number, y: number) =>
      y >= 500 && y < 710 && (y - 500) % 45 < 24 && x >= 300 && x < 1500 && x % 12 < 4;
    const prepared = prepare(
      capture(
        (x, y) => rule(x, y) ?? ((x >= 200 && x < 1600 && y >= 100 && y < 124 && x % 12 < 4) || row(x, y) ? 230 : 20),
      ),
    );
    const at = (data: Uint8Array, x: number, y: number) =>
      data[
        Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
          Math.round((x - prepared.left) * prepared.scale)
      ];
    // The rules' pieces are paper for the full read…
    for (const x of [300, 700, 1100, 1500]) expect(at(prepared.ink, x + 10, 576)).toBe(255);
    // …and the rows' greys stay dark text on light for the digits-only reads.
    expect(at(prepared.shades!, 300, 590)).toBeLessThan(100);
    expect(at(prepared.shades!, 306, 590)).toBeGreaterThan(150);
  });

  it("erases the pieces of a blended row against a bar's edge, and keeps the next row's letters", () => {
    // A light screen (245), dark text (30); a bar (127) with white letters, its bottom edge a blended
    // row (198 and 210 by turns every 40 px: the threshold, 45 under the paper, keeps every other
    // piece), as style 176's JPEG drew it at 1920; the next row's letters start 20 px below.
    const next = (x: number, y: number) => y >= 550 && y < 574 && x >= 300 && x < 1500 && x % 12 < 4;
    const prepared = prepare(
      capture((x, y) => {
        const inBar = y >= 490 && y < 530 && x >= 250 && x < 1550;
        if (inBar) return stroke(x, y) ? 245 : 127;
        if (y === 530 && x >= 250 && x < 1550) return Math.floor(x / 40) % 2 ? 198 : 210;
        return text(x, y) || next(x, y) ? 30 : 245;
      }),
    );
    const at = (data: Uint8Array, x: number, y: number) =>
      data[
        Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
          Math.round((x - prepared.left) * prepared.scale)
      ];
    for (const x of [290, 690, 1090, 1490]) expect(at(prepared.ink, x, 530)).toBe(255);
    expect(at(prepared.shades!, 290, 530)).toBe(255);
    expect(at(prepared.ink, 300, 510)).toBe(0); // the bar's letters, turned
    expect(at(prepared.ink, 300, 551)).toBe(0); // the next row's letters
    expect(at(prepared.ink, 306, 551)).toBe(255);
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

  it("turns a straightened photo's whole bar where a glare lightens part of it past the threshold", () => {
    // Paper 250, dark text; the bar (light letters on grey) is 150 up to x 900 and 215 past it, lighter
    // than the threshold a little below the paper, as a glare or the room's light leaves it.
    const photo = capture((x, y) => {
      const inBar = y >= 490 && y < 530 && x >= 250 && x < 1550;
      if (inBar) return stroke(x, y) ? 250 : x < 900 ? 150 : 215;
      return text(x, y) ? 30 : 250;
    });
    const prepared = prepareGrey(greyOf(photo), { keepGrey: true });
    const at = (x: number, y: number) =>
      prepared.ink[
        Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
          Math.round((x - prepared.left) * prepared.scale)
      ]!;
    expect(at(300, 510)).toBeLessThan(60); // a letter in the bar's dark part: dark
    expect(at(1200, 510)).toBeLessThan(60); // …and in its light part
    expect(at(1206, 510)).toBeGreaterThan(200); // between letters there: paper
    expect(at(1600, 510)).toBeGreaterThan(200); // past the bar's end: paper, as it was
  });
});

describe("the whole-screen read's greys", () => {
  /** The engine's input at a point of the capture. */
  const inkAt = (prepared: ReturnType<typeof prepare>) => (x: number, y: number) =>
    prepared.ink[
      Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
        Math.round((x - prepared.left) * prepared.scale)
    ]!;

  it("gives the engine a 720p screenshot's scaled-up letters in their own greys on white paper, a row band near the background paper", () => {
    // A dark 720p screen (20): rows of 14 px letter strokes (230) with a blurred right edge (120), a
    // row band (35) a little brighter than the background.
    const prepared = prepare(
      capture(
        (x, y) => {
          if (y >= 76 && y < 86) return 35;
          // A dim header (170), as the games print the other team's tab.
          if (y >= 680 && y < 694 && x >= 200 && x < 600) return x % 12 < 4 ? 170 : 20;
          const row = y >= 60 && y < 660 && y % 30 < 14 && x >= 200 && x < 1100;
          if (row && x % 12 < 4) return 230;
          return row && x % 12 === 4 ? 120 : 20;
        },
        1280,
        720,
      ),
    );
    const at = inkAt(prepared);
    expect(prepared.scale).toBe(1.5);
    expect(at(301, 66)).toBe(0); // a letter's core: black
    expect(at(304, 66)).toBeGreaterThan(0); // its anti-aliased edge: a grey, not the threshold's black
    expect(at(304, 66)).toBeLessThan(255);
    expect(at(307, 66)).toBe(255); // between letters: paper
    expect(at(600, 80)).toBe(255); // the row band: paper
    expect(at(301, 687)).toBe(0); // a dim header's stroke: as black as the text, not a grey the engine may drop
  });

  it("gives it a 1080-line screenshot's letters, read at their own size, in the threshold's black and white", () => {
    const prepared = prepare(
      capture((x, y) => {
        const row = y >= 100 && y < 1000 && y % 50 < 24 && x >= 200 && x < 1600;
        if (row && x % 12 < 4) return 230;
        return row && x % 12 === 4 ? 120 : 20;
      }),
    );
    expect(prepared.scale).toBe(1);
    expect(prepared.ink.every((v) => v === 0 || v === 255)).toBe(true);
    expect(inkAt(prepared)(300, 110)).toBe(0);
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

  it("scales a 720p screenshot's small letters up in plain arrays, with no canvas (Node has none)", () => {
    // A 1280×720 dark screen: rows of 14 px letter-like rings (3 px strokes around a hole).
    const width = 1280;
    const height = 720;
    const data = new Uint8ClampedArray(width * height * 4);
    const ring = (x: number, y: number) => {
      const cx = (x - 100) % 14;
      const cy = (y - 100) % 34;
      return (
        y >= 100 && y < 600 && x >= 100 && x < 1100 && cy < 14 && cx < 9 && (cy < 3 || cy >= 11 || cx < 3 || cx >= 6)
      );
    };
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        data.fill(ring(x, y) ? 235 : 20, o, o + 3);
        data[o + 3] = 255;
      }
    const prepared = prepare({ data, width, height, red: 0, source: "canvas" });
    expect(prepared.scale).toBe(1.5);
    const at = (x: number, y: number) =>
      prepared.ink[
        Math.round((y - prepared.top) * prepared.scale) * prepared.inkWidth +
          Math.round((x - prepared.left) * prepared.scale)
      ];
    expect(at(101, 107)).toBe(0); // a ring's left stroke: ink
    expect(at(104, 107)).toBe(255); // its hole: paper
    expect(at(111, 107)).toBe(255); // between two letters: paper
  });
});

describe("the digits-only reads' own threshold", () => {
  it("cuts a region's greys between its ink and its paper, so a bold digit's halo stays paper", () => {
    // 1 row: paper 250, a digit's core 40 and its anti-aliased halo 190 (ink under the page's threshold).
    const shades = Uint8Array.from([250, 250, 190, 40, 40, 190, 250, 250, 250, 250]);
    const ink = Uint8Array.from(shades, (v) => (v < 205 ? 0 : 255));
    const prepared = { ink, shades, inkWidth: 10, inkHeight: 1, scale: 1, left: 0, top: 0, grey: shades, width: 10 };
    const pixels = (own: boolean) => [...pgmOf(prepared, 0, 0, 10, 1, { own })].slice(-10);
    expect(pixels(true)).toEqual([255, 255, 255, 0, 0, 255, 255, 255, 255, 255]);
    // The page's own threshold keeps the halo as ink (for dim headers): the whole-screen read uses it.
    expect(pixels(false)).toEqual([255, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
    expect(otsu(shades)).toBeGreaterThan(40);
    expect(otsu(shades)).toBeLessThanOrEqual(190);
  });
});

describe("a region as a PGM file", () => {
  it("is the header and the region's rows, one byte a pixel, in one buffer tesseract.js takes as it is", () => {
    const ink = Uint8Array.from({ length: 20 }, (_, i) => i);
    const prepared = { ink, shades: null, inkWidth: 5, inkHeight: 4, scale: 1, left: 0, top: 0, grey: ink, width: 5 };
    const file = pgmOf(prepared, 1, 2, 3, 2);
    expect(file).toBeInstanceOf(Uint8Array);
    const header = "P5\n3 2\n255\n";
    expect(new TextDecoder().decode(file.subarray(0, header.length))).toBe(header);
    expect([...file.subarray(header.length)]).toEqual([11, 12, 13, 16, 17, 18]);
  });
});

describe("a word's contrast", () => {
  it("is the 95th less the 5th percentile of its greys, a box past the image's edge counting black below it", () => {
    const width = 40;
    const height = 30;
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const grey = Uint8Array.from({ length: width * height }, () => Math.floor(random() * 256));
    const prepared = prepareGrey({ grey, width, height });
    /** The definition, by sorting. */
    const sorted = (box: { x0: number; y0: number; x1: number; y1: number }) => {
      const values: number[] = [];
      for (let y = Math.max(0, box.y0); y < box.y1; y++)
        for (let x = Math.max(0, box.x0); x < Math.min(width, box.x1); x++) values.push(grey[y * width + x] ?? 0);
      if (values.length === 0) return 0;
      values.sort((a, b) => a - b);
      return values[Math.floor(values.length * 0.95)]! - values[Math.floor(values.length * 0.05)]!;
    };
    for (let i = 0; i < 200; i++) {
      const x0 = Math.floor(random() * 50) - 5;
      const y0 = Math.floor(random() * 40) - 5;
      const box = { x0, y0, x1: x0 + Math.floor(random() * 20), y1: y0 + Math.floor(random() * 20) };
      expect(contrastOf(prepared, box)).toBe(sorted(box));
    }
  });
});
