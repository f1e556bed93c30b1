// A capture with small letters scaled up for the engine (preprocess.ts), in plain arrays on one
// byte a pixel. It was drawn on an OffscreenCanvas with "high" smoothing: four bytes a pixel put in,
// Skia's cubic resampling, and a read-back out, about a quarter of a 720p screen's preparing time
// (bench/README.md, issue 39 fifth pass). The same filter done here in two passes costs a few
// percent of that, and its greys differ from the canvas's by rounding (bench/README.md).

/** Mitchell–Netravali (B = C = ⅓): the cubic Chromium's "high" canvas smoothing scales up with. */
function mitchell(distance: number): number {
  const x = Math.abs(distance);
  if (x < 1) return (7 * x ** 3 - 12 * x ** 2 + 16 / 3) / 6;
  if (x < 2) return ((-7 / 3) * x ** 3 + 12 * x ** 2 - 20 * x + 32 / 3) / 6;
  return 0;
}

/**
 * For each of `to` output positions: the four source positions it is drawn from (clamped to the
 * edge) and their weights. Output pixel centres map to source centres: (i + ½) · from / to − ½.
 */
function taps(from: number, to: number) {
  const index = new Int32Array(to * 4);
  const weight = new Float32Array(to * 4);
  for (let i = 0; i < to; i++) {
    const centre = ((i + 0.5) * from) / to - 0.5;
    const first = Math.floor(centre) - 1;
    let sum = 0;
    for (let k = 0; k < 4; k++) {
      const w = mitchell(centre - (first + k));
      index[i * 4 + k] = Math.min(from - 1, Math.max(0, first + k));
      weight[i * 4 + k] = w;
      sum += w;
    }
    for (let k = 0; k < 4; k++) weight[i * 4 + k]! /= sum;
  }
  return { index, weight };
}

/** `data` (width × height, one byte a pixel) scaled by `scale` (> 1), greys rounded and clamped to 0–255. */
export function upscale(data: Uint8Array, width: number, height: number, scale: number) {
  const outWidth = Math.round(width * scale);
  const outHeight = Math.round(height * scale);
  const across = taps(width, outWidth);
  const down = taps(height, outHeight);
  // Across first, into floats: each source row once.
  const wide = new Float32Array(outWidth * height);
  for (let y = 0; y < height; y++) acrossRow(data, y * width, wide, y * outWidth, outWidth, across);
  const out = new Uint8Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) downRow(wide, out, y, outWidth, down);
  return { data: out, width: outWidth, height: outHeight };
}

// A row's loop is a function of its own: as the rows' inner loop V8 compiled it on the stack and
// threw that code away at every row's end (decision 373).
/** One source row (from `row`) scaled across into `wide` (from `o`). */
function acrossRow(
  data: Uint8Array,
  row: number,
  wide: Float32Array,
  o: number,
  outWidth: number,
  { index: ai, weight: aw }: ReturnType<typeof taps>,
): void {
  for (let x = 0, t = 0; x < outWidth; x++, t += 4)
    wide[o + x] =
      data[row + ai[t]!]! * aw[t]! +
      data[row + ai[t + 1]!]! * aw[t + 1]! +
      data[row + ai[t + 2]!]! * aw[t + 2]! +
      data[row + ai[t + 3]!]! * aw[t + 3]!;
}

/** Output row y drawn from the four rows of `wide` it is between. */
function downRow(
  wide: Float32Array,
  out: Uint8Array,
  y: number,
  outWidth: number,
  { index: i, weight: w }: ReturnType<typeof taps>,
): void {
  const t = y * 4;
  const r0 = i[t]! * outWidth;
  const r1 = i[t + 1]! * outWidth;
  const r2 = i[t + 2]! * outWidth;
  const r3 = i[t + 3]! * outWidth;
  const w0 = w[t]!;
  const w1 = w[t + 1]!;
  const w2 = w[t + 2]!;
  const w3 = w[t + 3]!;
  const o = y * outWidth;
  for (let x = 0; x < outWidth; x++) {
    const v = wide[r0 + x]! * w0 + wide[r1 + x]! * w1 + wide[r2 + x]! * w2 + wide[r3 + x]! * w3;
    // Uint8Array stores wrap, not clamp: the cubic's lobes overshoot past 0 and 255 at edges.
    out[o + x] = v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0;
  }
}
