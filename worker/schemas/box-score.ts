// The box score as the check-and-correct step sees it (GET /api/recaps/:id/box-score). The SPA imports this type.
import type { ArticleStatus, ExtractionState, PlayerStat } from "../../db/domain";
import type { StatsImage } from "./article";

export interface BoxScoreView {
  recapId: number;
  status: ArticleStatus;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  players: PlayerStat[];
  /**
   * Reading the stats screenshots, started by the server when they are stored: `none` (nothing to
   * read, or the provider reads no images), `running` (ask again shortly), `done`, or `failed` with
   * the reason (the table then starts from the typed data). Stored, so a reload shows it.
   */
  extraction: { state: ExtractionState; error: string | null };
  /** The uploaded stats screenshots, in group order, for the author to check the numbers against. */
  statsImages: StatsImage[];
}
