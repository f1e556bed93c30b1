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
  /** Whether the screenshots have been read already (the page starts extraction when not). */
  extracted: boolean;
  /** Why reading the screenshots failed (the table then starts from the typed data), else null. */
  extractionError: string | null;
}
