// A capture's letter height measured with its highlighted bars turned first. Inside a bar the
// letters are holes in one blob of ink, which textHeight does not count: a crop whose table is
// mostly bar (a header and one highlighted row, style 194's rushing crop) was measured by its
// cut-off footer alone (8 px for 22), scaled ×2, its bar then split at the letter rows and read as
// one word ("01125"), at four times the pixels (7.6 s at 4× CPU).
import { eraseRules, faintRules, invertBars } from "./bars";
import { textHeight } from "./text-height";

/**
 * The bars are looked for as preprocess.ts looks for them (faint rules erased first, on a copy), but
 * at the capture's own size, before the scale is known: sized as a 1080-line screen at least, since
 * a crop's height says nothing of its screen's, and a bar's letter rows must not end the bar.
 */
export function textHeightPastBars(binary: Uint8Array, paper: Uint8Array, width: number, height: number) {
  const screen = Math.max(height, SCREEN_AT_LEAST);
  const data = binary.slice();
  eraseRules(data, width, height, faintRules(paper, width, height, screen));
  invertBars(data, width, height, screen);
  return textHeight(data, width, height);
}

const SCREEN_AT_LEAST = 1080;
