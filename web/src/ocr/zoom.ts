/**
 * A region's PGM file (preprocess.ts `pgmOf`, w × h) drawn `zoom` times larger, each pixel as a
 * zoom × zoom square: for a cell every read at the prepared size left blank. A bold condensed "11"
 * at 1280 (styles 29 and 42, ~21 px tall once prepared) is two bars the engine reads as no text at
 * all, block, line or word; three times the size it read both "11" at 94–96 (twice: 42's was "1").
 * Squares, not a smooth scaling: the region is already cut to ink and paper (the digits-only reads'
 * own threshold), and stays so.
 */
export function zoomPgm(file: Uint8Array, w: number, h: number, zoom: number): Uint8Array {
  const body = file.subarray(file.length - w * h);
  const header = new TextEncoder().encode(`P5\n${w * zoom} ${h * zoom}\n255\n`);
  const out = new Uint8Array(header.length + w * h * zoom * zoom);
  out.set(header);
  const row = new Uint8Array(w * zoom);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) row.fill(body[y * w + x]!, x * zoom, (x + 1) * zoom);
    for (let k = 0; k < zoom; k++) out.set(row, header.length + (y * zoom + k) * w * zoom);
  }
  return out;
}
