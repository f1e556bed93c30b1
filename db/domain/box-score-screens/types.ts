// What a box-score screenshot reader hands the parser, and what the parser answers. Plain data:
// the OCR Web Worker, the SPA and the Worker (a cloud model's text answer) all use these shapes.
import type { PlayerStat, StatKey } from "../players";

export type { StatKey };

/** One recognised word. Boxes are in image pixels; a text answer (no boxes) leaves them out. */
export interface OcrWord {
  text: string;
  /** 0–100, as Tesseract reports it; a text answer from a model counts as 100. */
  confidence: number;
  box?: { x0: number; y0: number; x1: number; y1: number };
  /** How far the word stands out from its background (0–255), when the reader measured it. */
  contrast?: number;
  /**
   * Each character's box width in image pixels, in the text's order, when the reader measured them
   * (a number's digits: a serifed "1" read "7" inside "77" is as narrow as a "1", wide-digits.ts).
   */
  glyphs?: number[];
}

/** Words on one visual line, left to right. */
export type OcrLine = OcrWord[];

export type ScreenKind = "game" | "passing" | "rushing" | "receiving" | "defense" | "specialTeams";

/** A number read from a screen with the confidence of the words it came from. */
export interface ReadCell {
  value: number;
  confidence: number;
}

/** A line that looked like data but did not parse: shown to the author, never guessed. */
export interface UnreadLine {
  screen: ScreenKind | "unknown";
  text: string;
  reason: string;
}

export interface ScreenRow {
  name: string;
  nameConfidence: number;
  cells: Partial<Record<StatKey, ReadCell>>;
}

/** One screenshot, parsed. `team` is the typed team name the selected tab matched, or null. */
export interface ScreenRead {
  kind: ScreenKind | "unknown";
  team: string | null;
  rows: ScreenRow[];
  score: { home: ReadCell; away: ReadCell } | null;
  unread: UnreadLine[];
  /** The team-stats screen's rushing yards per team (typed name), where it reads them (team-totals.ts). */
  rushingTotals?: Record<string, ReadCell>;
}

export interface ReadPlayer {
  name: string;
  team: string;
  position: PlayerStat["position"];
  nameConfidence: number;
  stats: Partial<Record<StatKey, ReadCell>>;
}

/** Every screenshot of a game, merged: what pre-fills the box-score check step. */
export interface BoxScoreRead {
  homeScore: ReadCell | null;
  awayScore: ReadCell | null;
  players: ReadPlayer[];
  unread: UnreadLine[];
}

export interface TypedTeams {
  home: string;
  away: string;
}
