// A prepared page scaled down, one byte a pixel, for ocr-engine-ab.ts's working-resolution
// variants (s0.75: the engine given the page at three quarters of its size). Each output pixel is the
// area-weighted mean of the source pixels it covers (a box filter): a cubic's four taps would skip
// source pixels when scaling down and break thin strokes. Not in the app (decision 362).

/** For each of `to` output cells: the source span it covers and the weight of each source pixel in it. */
function spans(from: number, to: number) {
  const start = new Int32Array(to);
  const end = new Int32Array(to);
  const weights: Float32Array[] = [];
  const step = from / to;
  for (let i = 0; i < to; i++) {
    const a = i * step;
    const b = Math.min(from, (i + 1) * step);
    const s = Math.floor(a);
    const e = Math.min(from, Math.ceil(b));
    start[i] = s;
    end[i] = e;
    const w = new Float32Array(e - s);
    for (let k = s; k < e; k++) w[k - s] = (Math.min(b, k + 1) - Math.max(a, k)) / step;
    weights.push(w);
  }
  return { start, end, weights };
}

/** `data` (width × height, one byte a pixel) scaled by `scale` (< 1), greys rounded. */
export function downscale(data: Uint8Array, width: number, height: number, scale: number) {
  const outWidth = Math.max(1, Math.round(width * scale));
  const outHeight = Math.max(1, Math.round(height * scale));
  const across = spans(width, outWidth);
  const down = spans(height, outHeight);
  const wide = new Float32Array(outWidth * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const o = y * outWidth;
    for (let x = 0; x < outWidth; x++) {
      const w = across.weights[x]!;
      let v = 0;
      for (let k = across.start[x]!, j = 0; k < across.end[x]!; k++, j++) v += data[row + k]! * w[j]!;
      wide[o + x] = v;
    }
  }
  const out = new Uint8Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) {
    const w = down.weights[y]!;
    const o = y * outWidth;
    for (let x = 0; x < outWidth; x++) {
      let v = 0;
      for (let k = down.start[y]!, j = 0; k < down.end[y]!; k++, j++) v += wide[k * outWidth + x]! * w[j]!;
      out[o + x] = v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0;
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}
