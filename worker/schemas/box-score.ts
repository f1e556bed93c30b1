// The box score as the check-and-correct step sees it. The SPA imports this type.
import type { ArticleStatus, PlayerStat } from "../../db/domain";

export interface BoxScoreView {
  recapId: number;
  status: ArticleStatus;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  players: PlayerStat[];
  /** Reading the stats screenshots: the page waits while it runs and shows a stored error after it. */
  extraction: ExtractionView;
}

export interface ExtractionView {
  state: "none" | "running" | "done" | "failed";
  /** Why reading the screenshots failed (the table then starts from the typed data), else null. */
  error: string | null;
}

/** The extraction as `rawAnalysis` records it (`{ provider, extractions, error }`, or null before). */
export function extractionOf(rawAnalysis: string | null): ExtractionView {
  if (rawAnalysis === null) return { state: "none", error: null };
  try {
    const error = (JSON.parse(rawAnalysis) as { error?: unknown }).error;
    return typeof error === "string" ? { state: "failed", error } : { state: "done", error: null };
  } catch {
    return { state: "done", error: null };
  }
}
