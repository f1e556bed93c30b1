// Draws one frame of a highlight reel on a 2D canvas: the one renderer for the player on the page
// and for "Save as video" (save-video.ts records the same frames), so the saved file is what plays.
// A story is 9:16; every size here is relative to the canvas so any resolution draws the same.
import type { ReelSegment } from "../../../../db/domain/reels";

export interface ReelFrameInput {
  title: string;
  leagueName: string | null;
  leagueColor: string;
  narrator: { name: string; color: string } | null;
  staffName: string;
  segments: ReelSegment[];
}

export const REEL_WIDTH = 720;
export const REEL_HEIGHT = 1280;
/** How long a transition into a segment lasts (seconds). */
const TRANSITION_S = 0.6;

const LABELS: Record<ReelSegment["segmentType"], string> = {
  intro: "HIGHLIGHTS",
  final_score: "FINAL",
  stat_line: "STAT LINE",
  big_play: "BIG PLAY",
};

export const reelLength = (segments: ReelSegment[]) =>
  segments.reduce((end, s) => Math.max(end, s.startTime + s.duration), 0);

/** The segment playing at `t` seconds (the last one after the end). */
export function segmentAt(segments: ReelSegment[], t: number): number {
  const i = segments.findIndex((s) => t < s.startTime + s.duration);
  return i === -1 ? segments.length - 1 : i;
}

/** Greedy word wrap to `maxWidth`, at most `maxLines` (the last ends with … when cut). */
function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= maxWidth || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

const ease = (p: number) => 1 - (1 - p) ** 3;

export function drawReelFrame(ctx: CanvasRenderingContext2D, reel: ReelFrameInput, t: number, reduceMotion = false) {
  const { width: W, height: H } = ctx.canvas;
  const u = W / REEL_WIDTH;
  const i = segmentAt(reel.segments, t);
  const seg = reel.segments[i];

  // Background: the league colour fading into the night-blue of the site.
  const bg = ctx.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, reel.leagueColor);
  bg.addColorStop(1, "#0b1f3a");
  ctx.globalAlpha = 1;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  // Yard lines, for the feel of a field.
  ctx.strokeStyle = "rgba(255,255,255,0.08)";
  ctx.lineWidth = 4 * u;
  for (let y = 160 * u; y < H; y += 160 * u) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(W, y);
    ctx.stroke();
  }

  // Story progress bars, one per segment.
  const gap = 6 * u;
  const barW = (W - 48 * u - gap * (reel.segments.length - 1)) / reel.segments.length;
  reel.segments.forEach((s, k) => {
    const x = 24 * u + k * (barW + gap);
    const done = k < i ? 1 : k > i ? 0 : Math.min(1, Math.max(0, (t - s.startTime) / s.duration));
    ctx.fillStyle = "rgba(255,255,255,0.35)";
    ctx.fillRect(x, 24 * u, barW, 6 * u);
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(x, 24 * u, barW * done, 6 * u);
  });
  ctx.fillStyle = "rgba(255,255,255,0.85)";
  ctx.font = `600 ${26 * u}px system-ui, sans-serif`;
  ctx.textAlign = "left";
  ctx.fillText(reel.leagueName ?? "", 24 * u, 76 * u);
  if (!seg) return;

  // The segment's transition in: fade, slide from the right, zoom out, or a cut.
  const p =
    reduceMotion || seg.transitionType === "cut"
      ? 1
      : ease(Math.min(1, Math.max(0, (t - seg.startTime) / TRANSITION_S)));
  ctx.save();
  ctx.globalAlpha = seg.transitionType === "slide" ? 1 : p;
  if (seg.transitionType === "slide") ctx.translate((1 - p) * W, 0);
  if (seg.transitionType === "zoom") {
    const scale = 1.35 - 0.35 * p;
    ctx.translate(W / 2, H / 2);
    ctx.scale(scale, scale);
    ctx.translate(-W / 2, -H / 2);
  }
  ctx.textAlign = "center";
  ctx.fillStyle = "#fde047";
  ctx.font = `800 ${34 * u}px system-ui, sans-serif`;
  ctx.fillText(LABELS[seg.segmentType], W / 2, 420 * u);

  ctx.fillStyle = "#ffffff";
  const big = seg.segmentType === "intro" || seg.segmentType === "final_score" ? 68 : 56;
  ctx.font = `800 ${big * u}px system-ui, sans-serif`;
  const lines = wrap(ctx, seg.textOverlay, W - 96 * u, 5);
  for (const [k, line] of lines.entries()) ctx.fillText(line, W / 2, 520 * u + k * big * 1.15 * u);

  ctx.fillStyle = "rgba(255,255,255,0.85)";
  ctx.font = `400 ${28 * u}px system-ui, sans-serif`;
  const detailTop = 560 * u + lines.length * big * 1.15 * u;
  for (const [k, line] of wrap(ctx, seg.playDescription, W - 120 * u, 4).entries())
    ctx.fillText(line, W / 2, detailTop + k * 38 * u);
  ctx.restore();

  // The narrator, with their colour, as on an article's byline.
  const name = reel.narrator?.name ?? reel.staffName;
  ctx.fillStyle = reel.narrator?.color ?? "#64748b";
  ctx.beginPath();
  ctx.arc(48 * u, H - 80 * u, 18 * u, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "left";
  ctx.font = `600 ${28 * u}px system-ui, sans-serif`;
  ctx.fillText(`Narrated by ${name}`, 80 * u, H - 70 * u);
}
