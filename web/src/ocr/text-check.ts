// A cheap look at a chosen image before the OCR engine is loaded for it: a box-score screen is
// rows of small, sharp text, so a small copy of it is full of strong horizontal edges; a photo, a
// gradient or a blank capture is not. An image without them is not read at all (no engine, no
// ~6 MB download), so picking ordinary images costs the author nothing.

/** Width of the copy looked at (a 1920 px capture's 24 px text is still ~4 px tall at this size). */
const SAMPLE_WIDTH = 480;
/** A step in grey between neighbouring pixels this large is a letter's edge. */
const EDGE_STEP = 64;
/** The share of a box-score screen's pixels on such an edge is several percent; a photo's far less. */
const MIN_EDGE_SHARE = 0.01;

/** The share of pixels (RGBA data) whose right neighbour differs by a letter's edge. */
export function edgeShare(rgba: Uint8ClampedArray, width: number, height: number): number {
  let edges = 0;
  const grey = (o: number) => (rgba[o]! * 299 + rgba[o + 1]! * 587 + rgba[o + 2]! * 114) / 1000;
  for (let y = 0; y < height; y++)
    for (let x = 0; x + 1 < width; x++) {
      const o = (y * width + x) * 4;
      if (Math.abs(grey(o) - grey(o + 4)) >= EDGE_STEP) edges++;
    }
  return width * height === 0 ? 0 : edges / (width * height);
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
    return edgeShare(ctx.getImageData(0, 0, width, height).data, width, height) >= MIN_EDGE_SHARE;
  } catch {
    return true;
  }
}
