// How tall a capture's letters are, in its own pixels: the median height of the letter-sized blobs
// of ink. The engine is given text of one size whatever the capture's size (preprocess.ts): a
// capture's height says nothing about its text once it is a crop, a phone's 20:9 gallery shot or a
// screen drawn at another scale.

/** Fewer letter-sized blobs than this: no measure (a near-empty capture), the caller falls back. */
const MIN_BLOBS = 20;

/**
 * The median height of the connected blobs of ink (0) that are shaped like letters or digits, or
 * null. Blobs are found row by row as runs of ink joined to the runs they touch in the row above
 * (union-find over runs), so the cost is one pass over the pixels plus the runs.
 */
export function textHeight(data: Uint8Array, width: number, height: number): number | null {
  const parent: number[] = [];
  const top: number[] = [];
  const bottom: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  const find = (a: number) => {
    let r = a;
    while (parent[r] !== r) r = parent[r]!;
    while (parent[a] !== r) {
      const next = parent[a]!;
      parent[a] = r;
      a = next;
    }
    return r;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    parent[rb] = ra;
    top[ra] = Math.min(top[ra]!, top[rb]!);
    bottom[ra] = Math.max(bottom[ra]!, bottom[rb]!);
    left[ra] = Math.min(left[ra]!, left[rb]!);
    right[ra] = Math.max(right[ra]!, right[rb]!);
  };
  // Runs of the row above: [x0, x1) and their blob.
  let above: number[] = [];
  for (let y = 0; y < height; y++) {
    const row: number[] = [];
    let x = 0;
    let a = 0;
    while (x < width) {
      if (data[y * width + x] !== 0) {
        x++;
        continue;
      }
      const x0 = x;
      while (x < width && data[y * width + x] === 0) x++;
      const id = parent.length;
      parent.push(id);
      top.push(y);
      bottom.push(y);
      left.push(x0);
      right.push(x - 1);
      // Runs above that overlap this one (8-connected: one pixel of slack either side).
      while (a < above.length && above[a + 1]! < x0) a += 3;
      for (let b = a; b < above.length && above[b]! <= x; b += 3) union(above[b + 2]!, id);
      row.push(x0, x, id);
    }
    above = row;
  }
  const heights: number[] = [];
  for (let i = 0; i < parent.length; i++) {
    if (parent[i] !== i) continue;
    const h = bottom[i]! - top[i]! + 1;
    const w = right[i]! - left[i]! + 1;
    // Letter-sized: taller than a speck, not a bar, a rule or a frame.
    if (h >= 5 && h <= height / 6 && w <= 2 * h) heights.push(h);
  }
  if (heights.length < MIN_BLOBS) return null;
  heights.sort((p, q) => p - q);
  return heights[Math.floor(heights.length / 2)]!;
}
