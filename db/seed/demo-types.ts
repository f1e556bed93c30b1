import type { ArticleType, GameWeek, NewsCategory, PlayerStat, ReactionEmoji } from "../domain";

/** One demo article for local runs. Text is original prose written for DGSN. */
export interface DemoArticle {
  type: ArticleType;
  /** News only. */
  category?: NewsCategory;
  title: string;
  /** News only: the author's paragraphs, separated by one blank line ("\n\n"). A recap's story is written
   * by the built-in writer from its data when the demo is seeded. */
  content?: string;
  leagueName: string;
  /** A persona id from personas.json. */
  writerId: string;
  /** ISO date (YYYY-MM-DD) of the game or the news. */
  gameDate: string;
  /** The league's franchise season and the week the game or the news fell in (decision 201); a story in
   * no league has neither. */
  season?: number;
  week?: GameWeek;
  /** How many hours before "now" the article was created; the newest has the smallest value. */
  hoursAgo: number;
  homeTeam?: string;
  awayTeam?: string;
  homeScore?: number;
  awayScore?: number;
  venue?: string;
  players?: PlayerStat[];
  playerQuotes?: string;
  /** Recaps: what the author typed as the game's key moments. */
  keyMoments?: string;
  /** When set, the seed renders a featured image (a PNG with these two colours) and stores it in R2. */
  image?: { from: string; to: string };
  /** Reaction counts to seed (each count becomes that many distinct demo votes). */
  reactions?: Partial<Record<ReactionEmoji, number>>;
}
