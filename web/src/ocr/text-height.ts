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
  // One entry per run of ink, in typed arrays grown by doubling: a 1080-line screen has tens of
  // thousands of runs, and plain arrays pushed one by one were most of this function's time.
  let size = 1 << 14;
  let parent = new Int32Array(size);
  let top = new Int32Array(size);
  let bottom = new Int32Array(size);
  let left = new Int32Array(size);
  let right = new Int32Array(size);
  let count = 0;
  const grow = () => {
    size *= 2;
    const more = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    parent = more(parent);
    top = more(top);
    bottom = more(bottom);
    left = more(left);
    right = more(right);
  };
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
  // Runs of the row above and of this row: [x0, x1) and their blob, three numbers a run.
  let above = new Int32Array(3 * (width + 1));
  let aboveLength = 0;
  let row = new Int32Array(3 * (width + 1));
  for (let y = 0; y < height; y++) {
    let rowLength = 0;
    let x = 0;
    let a = 0;
    const line = y * width;
    while (x < width) {
      if (data[line + x] !== 0) {
        x++;
        continue;
      }
      const x0 = x;
      while (x < width && data[line + x] === 0) x++;
      if (count === size) grow();
      const id = count++;
      parent[id] = id;
      top[id] = y;
      bottom[id] = y;
      left[id] = x0;
      right[id] = x - 1;
      // Runs above that overlap this one (8-connected: one pixel of slack either side).
      while (a < aboveLength && above[a + 1]! < x0) a += 3;
      for (let b = a; b < aboveLength && above[b]! <= x; b += 3) union(above[b + 2]!, id);
      row[rowLength++] = x0;
      row[rowLength++] = x;
      row[rowLength++] = id;
    }
    [above, row] = [row, above];
    aboveLength = rowLength;
  }
  const heights: number[] = [];
  for (let i = 0; i < count; i++) {
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
