// A plane-to-plane perspective map (a 3×3 homography) from four point pairs, and a grey image warped
// through it: a photo's screen quadrilateral back to a rectangle. Eight unknowns, eight equations,
// solved by Gaussian elimination; no library (OpenCV.js would be a 3.8 MB download for this, decision 281).

export interface Point {
  x: number;
  y: number;
}

/** h[0..8], row by row, h[8] = 1: (x, y) → ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w), w = h6 x + h7 y + 1. */
export type Homography = number[];

/** The homography taking each `from[i]` to `to[i]`; null when the points are degenerate (three on a line). */
export function homography(from: readonly Point[], to: readonly Point[]): Homography | null {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const h = solve(a);
  return h ? [...h, 1] : null;
}

/** Solves an n×(n+1) augmented system in place, with partial pivoting. */
function solve(a: number[][]): number[] | null {
  const n = a.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-9) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const row = a[col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / row[col]!;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) a[r]![c]! -= f * row[c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

export function apply(h: Homography, p: Point): Point {
  const w = h[6]! * p.x + h[7]! * p.y + 1;
  return { x: (h[0]! * p.x + h[1]! * p.y + h[2]!) / w, y: (h[3]! * p.x + h[4]! * p.y + h[5]!) / w };
}

/**
 * The part of a grey image inside `quad` (top-left, top-right, bottom-right, bottom-left) drawn as
 * a `width`×`height` rectangle, each pixel sampled bilinearly from the source.
 */
export function warpQuad(
  grey: Uint8Array,
  srcWidth: number,
  srcHeight: number,
  quad: readonly Point[],
  width: number,
  height: number,
): Uint8Array | null {
  const corners = [
    { x: 0, y: 0 },
    { x: width - 1, y: 0 },
    { x: width - 1, y: height - 1 },
    { x: 0, y: height - 1 },
  ];
  const h = homography(corners, quad);
  if (!h) return null;
  const out = new Uint8Array(width * height);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = h as [number, number, number, number, number, number, number, number];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6 * x + h7 * y + 1;
      let sx = (h0 * x + h1 * y + h2) / w;
      let sy = (h3 * x + h4 * y + h5) / w;
      sx = Math.min(srcWidth - 1.001, Math.max(0, sx));
      sy = Math.min(srcHeight - 1.001, Math.max(0, sy));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const o = y0 * srcWidth + x0;
      const top = grey[o]! + (grey[o + 1]! - grey[o]!) * fx;
      const bottom = grey[o + srcWidth]! + (grey[o + srcWidth + 1]! - grey[o + srcWidth]!) * fx;
      out[y * width + x] = top + (bottom - top) * fy + 0.5;
    }
  }
  return out;
}
