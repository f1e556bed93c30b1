// Highlight reels (issue 18, decision 182): the shapes and defaults the server, the player and the
// preferences form share. Browser-safe (no zod): the zod schemas in worker/schemas/reels.ts are
// built from these lists.

export const REEL_FOCUS_TYPES = ["league", "team", "player"] as const;
export type ReelFocusType = (typeof REEL_FOCUS_TYPES)[number];

/** How a reel moves: the seconds each segment stays on screen and the transition its plays use. */
export const REEL_STYLES = {
  dramatic: { label: "Dramatic", segmentSeconds: 6, bigPlayTransition: "zoom" },
  energetic: { label: "Energetic", segmentSeconds: 4, bigPlayTransition: "slide" },
  classic: { label: "Classic", segmentSeconds: 8, bigPlayTransition: "fade" },
} as const;
export type ReelStyle = keyof typeof REEL_STYLES;
export const REEL_STYLE_NAMES = Object.keys(REEL_STYLES) as ReelStyle[];

export const REEL_TRANSITIONS = ["fade", "slide", "zoom", "cut"] as const;
export type ReelTransition = (typeof REEL_TRANSITIONS)[number];

/** Spec §9: duration 60, style dramatic, transition fade (reels and preferences alike). */
export const REEL_DEFAULTS = {
  duration: 60,
  style: "dramatic" as ReelStyle,
  transition: "fade" as ReelTransition,
};
export const REEL_DURATION_MIN = 15;
export const REEL_DURATION_MAX = 180;
/** The longest date range a reel covers (a season is about 20 weeks). */
export const REEL_RANGE_MAX_DAYS = 200;

/** pending → generating → completed | failed (the `reel` job; a failed reel says why). */
export const REEL_STATUSES = ["pending", "generating", "completed", "failed"] as const;
export type ReelStatus = (typeof REEL_STATUSES)[number];
export const reelInProgress = (status: string) => status === "pending" || status === "generating";

/** Segment kinds: the title card, a final score, a player's stat line, a big play from the box score. */
export const SEGMENT_TYPES = ["intro", "final_score", "stat_line", "big_play"] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

/** One segment as the API answers it and the player plays it (times in seconds). */
export interface ReelSegment {
  recapId: number | null;
  segmentType: SegmentType;
  startTime: number;
  duration: number;
  /** The fact the segment shows, in a sentence (also what a screen reader reads). */
  playDescription: string;
  /** The box-score numbers the segment shows, by stat key. */
  playerStats: Record<string, number | string> | null;
  /** The big line on screen. */
  textOverlay: string;
  transitionType: ReelTransition;
}

/** The Monday (UTC) of a YYYY-MM-DD date's week, and its Sunday: a weekly reel's range. */
export function weekOf(date: string): { start: string; end: string } {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { start: monday.toISOString().slice(0, 10), end: sunday.toISOString().slice(0, 10) };
}

export const REEL_MESSAGES = {
  ready: "Your highlight reel is ready",
  failed: "Your highlight reel could not be made",
  saveUnsupported: "This browser cannot save video. Try Chrome, Edge or Firefox.",
} as const;
