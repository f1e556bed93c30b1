// A photo of a TV made into a screenshot-like image before the text is read: the screen's
// quadrilateral (screen-quad.ts) warped to a rectangle (homography.ts) as tall as a 1080-line
// capture, and its light evened out (flatten.ts). Anything without a screen in a bezel, a
// screenshot or a crop, is left as it is.
import { flattenLight } from "./flatten";
import { type Point, warpQuad } from "./homography";
import { findScreen } from "./screen-quad";

/** The height a straightened screen is drawn at: the text as tall as on a 1080-line screenshot. */
const HEIGHT = 1080;
/** Never more than this many times the photo's own pixels across the screen. */
const MAX_SCALE = 2;

export interface Grey {
  grey: Uint8Array;
  width: number;
  height: number;
}

export function straighten(image: Grey): (Grey & { quad: Point[] }) | null {
  const quad = findScreen(image.grey, image.width, image.height);
  if (!quad) return null;
  const len = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y);
  const across = (len(quad[0]!, quad[1]!) + len(quad[3]!, quad[2]!)) / 2;
  const down = (len(quad[0]!, quad[3]!) + len(quad[1]!, quad[2]!)) / 2;
  const scale = Math.min(MAX_SCALE, HEIGHT / down);
  const width = Math.round(across * scale);
  const height = Math.round(down * scale);
  const warped = warpQuad(image.grey, image.width, image.height, quad, width, height);
  if (!warped) return null;
  return { grey: flattenLight(warped, width, height), width, height, quad };
}
