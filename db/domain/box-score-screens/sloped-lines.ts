// A photo of a TV is not tilted evenly: keystone leaves the score bug level and the table below it
// running uphill (style 163's passing photo: the bug level, the header 11 px higher at its right end
// than at TD, "PLAYER" 7 px lower again at the far left). Lines grouped by height (lines.ts) then
// leave a row's name or the name column's header on a line of its own, and the row or the header
// loses its start: "PLAYER" a line below "TD INT LNG YARDS CMP/ATT", "I.Whitaker QB" below its
// numbers. One slope for the page (level-lines.ts) cannot fit both the level bug and the tilted
// table. A line's own words show its slope: a short line lying on a longer line's extension, beside
// it and not under it, is that line's start or end, and the two are one line.
import type { OcrLine } from "./types";
import { centreX, centreY, height } from "./word-box";

/** Slopes past this (px down per px across, 3.4°) are no line's: the words were grouped wrong. */
const MAX_SLOPE = 0.06;
/** A word this share of its height off a line's extension is on another line. */
const OFF_LINE = 0.5;

interface Fit {
  mx: number;
  my: number;
  slope: number;
}

/** A line's slope through its words' centres (least squares), from three words at least. */
function fitOf(line: OcrLine): Fit | null {
  if (line.length < 3) return null;
  const mx = line.reduce((s, w) => s + centreX(w), 0) / line.length;
  const my = line.reduce((s, w) => s + centreY(w), 0) / line.length;
  let sxy = 0;
  let sxx = 0;
  for (const w of line) {
    sxy += (centreX(w) - mx) * (centreY(w) - my);
    sxx += (centreX(w) - mx) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : Number.NaN;
  return Math.abs(slope) <= MAX_SLOPE ? { mx, my, slope } : null;
}

/** How far a short line's words lie off a line's extension, at most, in their heights; null when beside it they are not. */
function offExtension(fit: Fit, line: OcrLine, short: OcrLine): number | null {
  const x0 = Math.min(...line.map((w) => w.box!.x0));
  const x1 = Math.max(...line.map((w) => w.box!.x1));
  if (!short.every((w) => w.box!.x1 < x0) && !short.every((w) => w.box!.x0 > x1)) return null;
  return Math.max(...short.map((w) => Math.abs(fit.my + fit.slope * (centreX(w) - fit.mx) - centreY(w)) / height(w)));
}

/**
 * Lines (top to bottom, words left to right, all boxed) with each shorter line that lies on a longer
 * line's extension joined to it: the longest lines first, each short line to the one it lies nearest.
 */
export function joinAlongSlope(lines: OcrLine[]): OcrLine[] {
  const out = lines.map((l) => [...l]);
  const gone = new Set<number>();
  const byLength = out.map((_, i) => i).sort((a, b) => out[b]!.length - out[a]!.length);
  for (const i of byLength) {
    if (gone.has(i)) continue;
    const fit = fitOf(out[i]!);
    if (!fit) continue;
    for (const j of out.keys()) {
      if (j === i || gone.has(j) || out[j]!.length >= out[i]!.length) continue;
      const off = offExtension(fit, out[i]!, out[j]!);
      if (off === null || off >= OFF_LINE) continue;
      // The short line may lie as near another long line's extension: it goes to the nearer.
      const nearer = byLength.some((k) => {
        if (k === i || k === j || gone.has(k) || out[k]!.length <= out[j]!.length) return false;
        const other = fitOf(out[k]!);
        const o = other && offExtension(other, out[k]!, out[j]!);
        return o !== null && o !== undefined && o < off;
      });
      if (nearer) continue;
      out[i] = [...out[i]!, ...out[j]!].sort((a, b) => a.box!.x0 - b.box!.x0);
      gone.add(j);
    }
  }
  return out.filter((_, i) => !gone.has(i));
}
