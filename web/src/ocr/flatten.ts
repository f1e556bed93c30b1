// Evens out the light over a photo of a screen (a glare, the room's light falling off across the
// TV) so one threshold fits the whole table: a dark screen is turned to dark text on light first,
// then every pixel is divided by the paper's local level, the brightest pixels of a coarse grid of
// cells, smoothed. A cell is much taller than a line of text, so it always holds paper.

/** Cells per image height: ~9 rows of a 1080-line screen's table per cell. */
const CELLS_DOWN = 8;

/** Dark text on an even light background (0–255), in place of `grey`. */
export function flattenLight(grey: Uint8Array, width: number, height: number): Uint8Array {
  let sum = 0;
  for (let i = 0; i < grey.length; i++) sum += grey[i]!;
  const out = grey.slice();
  // A loop, not `map`: a callback per pixel of a 2-megapixel photo.
  if (sum / grey.length < 128) for (let i = 0; i < out.length; i++) out[i] = 255 - out[i]!;
  const cell = Math.max(8, Math.ceil(height / CELLS_DOWN));
  const cw = Math.ceil(width / cell);
  const ch = Math.ceil(height / cell);
  // The paper's level in each cell: its 95th percentile (the maximum would be a speck of glare).
  const level = new Float32Array(cw * ch);
  const histogram = new Uint32Array(256);
  for (let cy = 0; cy < ch; cy++)
    for (let cx = 0; cx < cw; cx++) {
      histogram.fill(0);
      let n = 0;
      for (let y = cy * cell; y < Math.min(height, (cy + 1) * cell); y += 2)
        for (let x = cx * cell; x < Math.min(width, (cx + 1) * cell); x += 2) {
          histogram[out[y * width + x]!]!++;
          n++;
        }
      let seen = 0;
      let v = 255;
      while (v > 0 && seen + histogram[v]! < n * 0.05) seen += histogram[v--]!;
      level[cy * cw + cx] = Math.max(v, 1);
    }
  // Smoothed over each cell's neighbours, then read bilinearly between cell centres.
  const smooth = new Float32Array(cw * ch);
  for (let cy = 0; cy < ch; cy++)
    for (let cx = 0; cx < cw; cx++) {
      let s = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          if (x < 0 || y < 0 || x >= cw || y >= ch) continue;
          s += level[y * cw + x]!;
          n++;
        }
      smooth[cy * cw + cx] = s / n;
    }
  // Each column's place between cell centres, worked out once, not once a pixel.
  const columnX0 = new Int32Array(width);
  const columnX1 = new Int32Array(width);
  const columnFx = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const gx = Math.min(cw - 1, Math.max(0, x / cell - 0.5));
    columnX0[x] = Math.floor(gx);
    columnX1[x] = Math.min(cw - 1, columnX0[x]! + 1);
    columnFx[x] = gx - columnX0[x]!;
  }
  // The level along the rows of cell centres above and below a pixel row, across every column:
  // the same sums as per pixel, made once for each pair of cell rows, not once a pixel.
  const top = new Float64Array(width);
  const bottom = new Float64Array(width);
  let rows = -1;
  for (let y = 0; y < height; y++) {
    const gy = Math.min(ch - 1, Math.max(0, y / cell - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(ch - 1, y0 + 1);
    const fy = gy - y0;
    if (y0 !== rows) {
      rows = y0;
      for (let x = 0; x < width; x++) {
        const x0 = columnX0[x]!;
        const x1 = columnX1[x]!;
        const fx = columnFx[x]!;
        top[x] = smooth[y0 * cw + x0]! + (smooth[y0 * cw + x1]! - smooth[y0 * cw + x0]!) * fx;
        bottom[x] = smooth[y1 * cw + x0]! + (smooth[y1 * cw + x1]! - smooth[y1 * cw + x0]!) * fx;
      }
    }
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const paper = top[x]! + (bottom[x]! - top[x]!) * fy;
      out[row + x] = Math.min(255, (out[row + x]! * 255) / paper);
    }
  }
  return out;
}
