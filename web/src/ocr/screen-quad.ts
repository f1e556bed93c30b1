// Where the TV's screen is in a photo of it: the screen sits in a dark bezel, and the bezel in a
// room. Seen from the photo's edges inward, the room is smooth (a wall, a gradient of light) until
// the bezel's outer edge, a sharp drop to a dark band. Each side's edge points are fitted with a
// line (RANSAC, so a lamp or the dark end of the room does not bend it), the bezel's width is
// measured inward from the line, and the four lines moved by it meet at the screen's corners.
// A TV photographed close may run off the photo's left or right edge: that side is the photo's.
// A screenshot or a crop has no such band along its edges: no quadrilateral, nothing changes.
import type { Point } from "./homography";

/** The looked-at copy is this wide: a bezel 1–2% of a photo's width is still 4+ px in it. */
const SAMPLE_WIDTH = 400;
/** A drop in grey this large over three sample pixels is the bezel's outer edge. */
const DROP = 10;
/** The band after the edge stays this close to its darkest for at least BAND pixels: a bezel, not a letter's stroke. */
const BAND_SLACK = 7;
const BAND = 2;
/** Of a side's scanlines, this share must lie on one line. */
const MIN_INLIERS = 0.3;
const INLIER_PX = 1.5;
/** A dark run from the photo's edge at least this share of it (room and bezel) before a screen's inner edge. */
const MIN_DARK = 0.02;
/** ...no brighter than this (grey), and the screen after it stays bright for STAYS pixels (not a letter's stroke). */
const MAX_DARK = 48;
const STAYS = 4;
/** A bezel is at most this share of the photo's width or height. */
const MAX_BAND = 0.04;

interface Line {
  /** Position across the side (x for left/right, y for top/bottom) = a × position along it + b. */
  a: number;
  b: number;
  /** The bezel's widths measured inward from the line's points where the screen was brighter than it, in sample pixels. */
  bands: number[];
  /** Fitted to the bezel's inner edge: the screen starts on it. */
  inner: boolean;
}

type Side = "left" | "right" | "top" | "bottom";

/** The screen's corners (top-left, top-right, bottom-right, bottom-left) in the photo's pixels, or null. */
export function findScreen(grey: Uint8Array, width: number, height: number): Point[] | null {
  const f = Math.max(1, Math.floor(width / SAMPLE_WIDTH));
  const sw = Math.floor(width / f);
  const sh = Math.floor(height / f);
  if (sw < 40 || sh < 40) return null;
  const small = new Float32Array(sw * sh);
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) {
      let sum = 0;
      for (let dy = 0; dy < f; dy++) {
        const o = (y * f + dy) * width + x * f;
        for (let dx = 0; dx < f; dx++) sum += grey[o + dx]!;
      }
      small[y * sw + x] = sum / (f * f);
    }
  const found: Partial<Record<Side, Line>> = {};
  for (const side of ["left", "right", "top", "bottom"] as const) {
    const line = sideLine(small, sw, sh, side);
    if (line) found[side] = line;
  }
  const { left: l, right: r, top: t, bottom: b } = found;
  if (!t || !b) return null;
  // A TV photographed close runs off the photo's left or right edge: that side is the photo's edge.
  // The rows stay level after the warp, as they are set by the top and bottom lines alone.
  if (!l && !r) return null;
  const lines: Record<Side, Line> = {
    top: t,
    bottom: b,
    left: l ?? photoEdge(r!, "left", sw, sh),
    right: r ?? photoEdge(l!, "right", sw, sh),
  };
  // Each line moved inward by the bezel: one width for all four sides (a bezel is as wide all
  // round), the median of the widths measured where the screen was brighter than the bezel.
  const bands = Object.values(lines)
    .flatMap((l) => l.bands)
    .sort((x, y) => x - y);
  if (bands.length < 8) return null;
  const band = bands[Math.floor(bands.length / 2)]!;
  const inward = (l: Line, sign: number) => ({ a: l.a, b: l.b + (l.inner ? 0 : sign * band) });
  const left = inward(lines.left, 1);
  const right = inward(lines.right, -1);
  const top = inward(lines.top, 1);
  const bottom = inward(lines.bottom, -1);
  // x = a·y + b (left, right) meets y = c·x + d (top, bottom).
  const meet = (v: { a: number; b: number }, h: { a: number; b: number }): Point => {
    const y = (h.a * v.b + h.b) / (1 - h.a * v.a);
    return { x: (v.a * y + v.b + 0.5) * f, y: (y + 0.5) * f };
  };
  const quad = [meet(left, top), meet(right, top), meet(right, bottom), meet(left, bottom)];
  return plausible(quad, width, height) ? quad : null;
}

/**
 * The photo's own left or right edge as a side of a screen that runs past it: parallel to the
 * opposite side, as far out as it can lie while it stays inside the photo along its whole length.
 */
function photoEdge(opposite: Line, side: "left" | "right", sw: number, sh: number): Line {
  const { a } = opposite;
  // x = a·y + b at the photo's top and bottom rows: the line touches the edge at one of them.
  const ends = [0, sh - 1].map((y) => (side === "left" ? 0 : sw - 1) - a * y);
  return { a, b: side === "left" ? Math.max(...ends) : Math.min(...ends), bands: [], inner: true };
}

/** A screen fills a good part of the photo, inside it, and is a convex, roughly TV-shaped quadrilateral. */
function plausible(quad: Point[], width: number, height: number): boolean {
  if (quad.some((p) => !Number.isFinite(p.x) || p.x < -2 || p.y < -2 || p.x > width + 2 || p.y > height + 2))
    return false;
  let area = 0;
  for (let i = 0; i < 4; i++) {
    const p = quad[i]!;
    const q = quad[(i + 1) % 4]!;
    const r = quad[(i + 2) % 4]!;
    if ((q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x) <= 0) return false;
    area += p.x * q.y - q.x * p.y;
  }
  if (area / 2 < 0.2 * width * height) return false;
  const len = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y);
  const across = (len(quad[0]!, quad[1]!) + len(quad[3]!, quad[2]!)) / 2;
  const down = (len(quad[0]!, quad[3]!) + len(quad[1]!, quad[2]!)) / 2;
  return across / down > 1 && across / down < 3;
}

/** The bezel's outer edge along one side, fitted over the scanlines that show it. */
function sideLine(small: Float32Array, sw: number, sh: number, side: Side): Line | null {
  const vertical = side === "left" || side === "right";
  const along = vertical ? sh : sw;
  const across = vertical ? sw : sh;
  const at = (k: number, i: number) => {
    const inward = side === "left" || side === "top" ? i : across - 1 - i;
    return vertical ? small[k * sw + inward]! : small[inward * sw + k]!;
  };
  const outer: Point3[] = [];
  const inner: Point3[] = [];
  const from = Math.floor(along * 0.1);
  const to = Math.ceil(along * 0.9);
  for (let k = from; k < to; k++) {
    const edge = edgeOn((i) => at(k, i), Math.floor(across / 2), Math.ceil(across * MIN_DARK));
    if (edge) (edge.inner ? inner : outer).push({ k, pos: edge.pos, band: edge.band });
  }
  const minInliers = Math.max(8, MIN_INLIERS * (to - from));
  // The bezel's outer edge where the room shows it; else its inner edge, where the room is as dark as the bezel.
  const line = fitLine(outer, minInliers, across) ?? fitLine(inner, minInliers, across);
  if (!line) return null;
  const { a, b, bands, inner: onInner } = line;
  // In the image's coordinates: a right or bottom side was scanned from the far edge.
  const far = side === "right" || side === "bottom";
  return far ? { a: -a, b: across - 1 - b, bands, inner: onInner } : line;
}

interface Point3 {
  k: number;
  pos: number;
  band: number;
}

function fitLine(points: Point3[], minInliers: number, across: number): Line | null {
  if (points.length < minInliers) return null;
  // RANSAC over pairs of points; the best line is fitted again over its inliers by least squares.
  let best: typeof points = [];
  for (let i = 0; i < points.length; i += Math.max(1, Math.floor(points.length / 24)))
    for (let j = points.length - 1; j > i; j -= Math.max(1, Math.floor(points.length / 24))) {
      const p = points[i]!;
      const q = points[j]!;
      const a = (q.pos - p.pos) / (q.k - p.k);
      const b = p.pos - a * p.k;
      const inliers = points.filter((r) => Math.abs(a * r.k + b - r.pos) <= INLIER_PX);
      if (inliers.length > best.length) best = inliers;
    }
  if (best.length < minInliers) return null;
  const n = best.length;
  const mk = best.reduce((s, p) => s + p.k, 0) / n;
  const mp = best.reduce((s, p) => s + p.pos, 0) / n;
  const skk = best.reduce((s, p) => s + (p.k - mk) ** 2, 0);
  const a = skk === 0 ? 0 : best.reduce((s, p) => s + (p.k - mk) * (p.pos - mp), 0) / skk;
  const b = mp - a * mk;
  // Where the screen is as dark as the bezel, the band runs on into it: not a width.
  const bands = best.map((p) => p.band).filter((w) => w > 0 && w <= across * MAX_BAND);
  return { a, b, bands, inner: best[0]!.band === 0 };
}

/**
 * On one scanline from the photo's edge inward: the first sharp drop, where everything before it
 * is smooth (no rise: a screenshot's text or a bright bar at the edge is not a room), followed by
 * a dark band. Its position is the steepest step; the band's width is how far it stays dark.
 * Where the room is as dark as the bezel, the first change is the screen's rise out of a long dark
 * run (`minDark` or more): the inner edge, when what follows stays bright (a screen, not a letter).
 */
function edgeOn(
  v: (i: number) => number,
  limit: number,
  minDark: number,
): { pos: number; band: number; inner: boolean } | null {
  let brightest = v(0);
  for (let i = 3; i < limit; i++) {
    const d = v(i) - v(i - 3);
    if (d >= DROP) {
      if (i - 3 < minDark || brightest > MAX_DARK) return null;
      let pos = i;
      for (let j = i - 2; j <= i; j++) if (v(j) - v(j - 1) > v(pos) - v(pos - 1)) pos = j;
      for (let j = pos; j < Math.min(limit, pos + STAYS); j++) if (v(j) < v(i - 3) + DROP / 2) return null;
      return { pos: pos - 0.5, band: 0, inner: true };
    }
    brightest = Math.max(brightest, v(i - 3));
    if (d > -DROP) continue;
    let pos = i;
    for (let j = i - 2; j <= i; j++) if (v(j) - v(j - 1) < v(pos) - v(pos - 1)) pos = j;
    let floor = Number.POSITIVE_INFINITY;
    for (let j = pos; j < Math.min(limit, pos + BAND); j++) floor = Math.min(floor, v(j));
    // The edge's blurred pixels first, then the band itself.
    let start = pos;
    while (start < pos + 3 && v(start) > floor + BAND_SLACK) start++;
    let end = start;
    while (end < limit && v(end) <= floor + BAND_SLACK) end++;
    if (end - start < BAND) return null;
    return { pos: pos - 0.5, band: end - pos, inner: false };
  }
  return null;
}
