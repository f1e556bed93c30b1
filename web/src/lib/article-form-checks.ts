import {
  REQUIRED_MESSAGE,
  SCORE_MIN_MESSAGE,
  SEASON_MAX,
  SEASON_MESSAGE,
  SEASON_MIN,
  TEAMS_REQUIRED_MESSAGE,
  toEmbedUrl,
} from "../../../db/domain";

/** Spec §5's rule for game recaps, on the client (the server has its own check of the stored images). */
export const GAME_IMAGE_REQUIRED_MESSAGE = "At least one game stats image is required for game recap";

export interface ArticleFields {
  title: string;
  content: string;
  youtubeUrl: string;
  /** The franchise season as typed; empty = not given (decision 201). */
  season?: string;
}
export interface RecapFields {
  homeTeam: string;
  awayTeam: string;
  homeScore: string;
  awayScore: string;
  gameImages: number;
}
export type ArticleField = keyof ArticleFields | Exclude<keyof RecapFields, "gameImages"> | "stats";
export type ArticleErrors = Partial<Record<ArticleField, string>>;

/** An empty score is omitted; anything else must be a whole number of at least 0. */
const badScore = (s: string) => s !== "" && (!/^-?\d+$/.test(s) || Number(s) < 0);

/**
 * What the client checks before anything is sent (spec §5), field by field, with the spec's
 * messages; the server checks again. `recap` is given for game recaps only.
 */
export function checkArticle(v: ArticleFields, recap?: RecapFields): ArticleErrors {
  const errors: ArticleErrors = {};
  if (!v.title.trim()) errors.title = REQUIRED_MESSAGE;
  if (!v.content.trim()) errors.content = REQUIRED_MESSAGE;
  if (v.youtubeUrl.trim()) {
    const video = toEmbedUrl(v.youtubeUrl);
    if (!video.ok) errors.youtubeUrl = video.message;
  }
  if (v.season?.trim()) {
    const n = /^\d+$/.test(v.season.trim()) ? Number(v.season) : Number.NaN;
    if (!(n >= SEASON_MIN && n <= SEASON_MAX)) errors.season = SEASON_MESSAGE;
  }
  if (!recap) return errors;
  if (!recap.homeTeam.trim()) errors.homeTeam = TEAMS_REQUIRED_MESSAGE;
  if (!recap.awayTeam.trim()) errors.awayTeam = TEAMS_REQUIRED_MESSAGE;
  if (badScore(recap.homeScore)) errors.homeScore = SCORE_MIN_MESSAGE;
  if (badScore(recap.awayScore)) errors.awayScore = SCORE_MIN_MESSAGE;
  if (recap.gameImages === 0) errors.stats = GAME_IMAGE_REQUIRED_MESSAGE;
  return errors;
}
