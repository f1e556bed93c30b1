// A cheap look at a chosen image before the OCR engine is loaded for it: a box-score screen is
// rows of small, sharp text, so a small copy of it is full of strong horizontal edges; a photo, a
// gradient or a blank capture is not. An image without them is not read at all (no engine, no
// ~6 MB download), so picking ordinary images costs the author nothing.

/** Width of the copy looked at (a 1920 px capture's 24 px text is still ~4 px tall at this size). */
const SAMPLE_WIDTH = 480;
/** A step in grey between neighbouring pixels this large is a letter's edge (dim headers and photos of a TV included). */
const EDGE_STEP = 48;
/**
 * The share of a box-score screen's pixels on such an edge: 1–2.5% on the fixture family's
 * screenshots, 0.65–1.9% on its photos of a TV and on a one-row passing screen on a light
 * background (bench/README.md). A gradient or a blank capture has none.
 */
const MIN_EDGE_SHARE = 0.004;

/** The share of pixels (RGBA data) whose right neighbour differs by a letter's edge. */
export function edgeShare(rgba: ArrayLike<number>, width: number, height: number): number {
  let edges = 0;
  const grey = (o: number) => (rgba[o]! * 299 + rgba[o + 1]! * 587 + rgba[o + 2]! * 114) / 1000;
  for (let y = 0; y < height; y++)
    for (let x = 0; x + 1 < width; x++) {
      const o = (y * width + x) * 4;
      if (Math.abs(grey(o) - grey(o + 4)) >= EDGE_STEP) edges++;
    }
  return width * height === 0 ? 0 : edges / (width * height);
}

/** Whether a small copy's pixels (RGBA) may be a box-score screen. */
export const holdsText = (rgba: ArrayLike<number>, width: number, height: number) =>
  edgeShare(rgba, width, height) >= MIN_EDGE_SHARE;

/**
 * Whether decoded pixels (RGBA, or BGRA when `red` is 2) may be a box-score screen: the same look as
 * mayHoldText's, at a nearest-neighbour copy SAMPLE_WIDTH wide (what its "pixelated" resize takes).
 * The OCR worker looks at the pixels it decodes anyway, so an image is decoded once, not twice.
 */
export function pixelsHoldText(data: ArrayLike<number>, width: number, height: number, red: 0 | 2 = 0): boolean {
  const w = SAMPLE_WIDTH;
  const h = Math.max(1, Math.round((height * SAMPLE_WIDTH) / width));
  const sample = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const row = Math.min(height - 1, Math.floor(((y + 0.5) * height) / h)) * width;
    for (let x = 0; x < w; x++) {
      const from = (row + Math.min(width - 1, Math.floor(((x + 0.5) * width) / w))) * 4;
      const to = (y * w + x) * 4;
      sample[to] = data[from + red]!;
      sample[to + 1] = data[from + 1]!;
      sample[to + 2] = data[from + 2 - red]!;
    }
  }
  return holdsText(sample, w, h);
}

/** Whether an image may be a box-score screen (a decoding failure is left to the reader to report). */
export async function mayHoldText(image: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(image, { resizeWidth: SAMPLE_WIDTH, resizeQuality: "pixelated" });
    const { width, height } = bitmap;
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    if (!ctx) return true;
    ctx.drawImage(bitmap, 0, 0);
    bitmap.close();
    return holdsText(ctx.getImageData(0, 0, width, height).data, width, height);
  } catch {
    return true;
  }
}
