// Where a prepared screen's ink ends and its paper begins: the whole screen's near-background
// threshold (dim headers stay ink), the greys the engine's whole-screen read is given, and a region's
// own midpoint for the numbers (preprocess.ts).

/** Ink is anything this much darker than the background, after inverting a dark screen. */
const BELOW_BACKGROUND = 45;

/**
 * Otsu's threshold of a region's greys. A table's numbers are printed in the screen's full text
 * colour, so for them the midpoint between ink and paper is right, where the whole screen's
 * threshold (`binarise`, low enough to keep dim headers) fattens bold digits: a monospace font's
 * dotted "0" closes into a blot the engine reads as ")" or not at all (bench/README.md).
 */
export function otsu(data: Uint8Array): number {
  const histogram = histogramOf(data);
  let total = 0;
  for (let v = 0; v < 256; v++) total += v * histogram[v]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v++) {
    below += histogram[v]!;
    if (below === 0) continue;
    const above = data.length - below;
    if (above === 0) break;
    sumBelow += v * histogram[v]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (total - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v + 1;
    }
  }
  return threshold;
}

export const thresholdAt = (data: Uint8Array, threshold: number) => {
  for (let i = 0; i < data.length; i++) data[i] = data[i]! < threshold ? 0 : 255;
};

/**
 * Black text on white. The threshold sits a little below the background (the most common grey),
 * not at Otsu's midpoint: game UIs print secondary text (the other team's tab, column headers) in
 * dim grey that a midpoint threshold would erase, while row bands and textures stay near the
 * background.
 */
export function binarise(data: Uint8Array): void {
  thresholdAt(data, paperBelow(histogramOf(data), data.length));
}

const histogramOf = (data: Uint8Array) => {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) histogram[data[i]!]!++;
  return histogram;
};

/** The grey below which `share` of the pixels lie. */
const percentile = (histogram: Uint32Array, pixels: number, share: number) => {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= pixels * share) return v;
  }
  return 255;
};

/** Paper is the background (the most common grey: the median) and anything less than this below it. */
const paperBelow = (histogram: Uint32Array, pixels: number) => percentile(histogram, pixels, 0.5) - BELOW_BACKGROUND;

/** The darkest ink's level: the grey of the darkest 2% of a screen's pixels (its letters' cores). */
const INK_SHARE = 0.02;

/**
 * A screenshot as the whole-screen read is given it: what `binarise` calls paper (the background,
 * row bands, textures) white, and everything darker in its own grey, stretched from that threshold
 * to black halfway down to the darkest ink. The engine's recogniser reads the greys it is given, where the
 * threshold's black and white had already decided each anti-aliased edge pixel: at 720p (letters
 * 14 px, scaled ×1.5) the near-background threshold fattens strokes and draws the same name
 * differently at another sub-pixel position. Given the greys, the engine read more cells and names
 * on the fifth pass's new tuning styles at 1280×720 than given the threshold, its own Otsu cut of
 * them or their bare greys with the bands left in (bench/README.md).
 */
export function greysOnPaper(shades: Uint8Array): Uint8Array {
  const histogram = histogramOf(shades);
  const paper = paperBelow(histogram, shades.length);
  // Black from halfway down to the darkest ink: a dim tab or header is as black as the text, where a
  // ramp down to the darkest ink left it a mid grey the engine's own threshold dropped.
  const ink = Math.round((Math.min(percentile(histogram, shades.length, INK_SHARE), paper - 1) + paper) / 2);
  const out = new Uint8Array(shades.length);
  for (let i = 0; i < shades.length; i++) {
    const v = shades[i]!;
    out[i] = v >= paper ? 255 : v <= ink ? 0 : Math.round(((v - ink) * 255) / (paper - ink));
  }
  return out;
}
