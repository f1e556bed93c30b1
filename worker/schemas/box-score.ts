// The box score as the check-and-correct step sees it (GET /api/recaps/:id/box-score). The SPA imports this type.
import type { ArticleStatus, ExtractionState, GameWeek, PlayerStat, RewriteState } from "../../db/domain";
import type { UnreadLine } from "../../db/domain/box-score-screens";
import type { StatsImage } from "./article";

export interface BoxScoreView {
  recapId: number;
  status: ArticleStatus;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  players: PlayerStat[];
  gameDate: string;
  season: number | null;
  week: GameWeek | null;
  writerId: string | null;
  /**
   * A published recap's latest correction (decision 202): being rewritten (the published text stays
   * meanwhile), failed with the reason, or done. Null when it was never corrected.
   */
  rewrite: { state: RewriteState; error: string | null; writerId: string; updatedAt: string } | null;
  /**
   * Reading the stats screenshots, started by the server when they are stored: `none` (nothing to
   * read, or the provider reads no images), `running` (ask again shortly), `done`, or `failed` with
   * the reason (the table then starts from the typed data). Stored, so a reload shows it. `unread`:
   * the lines of the model's transcription that did not parse (shown to the author, never guessed).
   */
  extraction: { state: ExtractionState; error: string | null; unread: UnreadLine[] };
  /** The uploaded stats screenshots, in group order, for the author to check the numbers against. */
  statsImages: StatsImage[];
}
