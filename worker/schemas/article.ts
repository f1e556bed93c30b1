// The article as the API answers it (spec §3 fields). The SPA imports these types. The working
// fields `rawAnalysis` (the screenshots' raw extraction) and `notes` (the author's text kept for
// the reporter) are never in it: they are the author's, not the public's (decision 122). Only
// published articles are ever public; the author's own view of any status adds why the reporter
// failed (`AuthorArticle`, decision 170).
import {
  type ArticleStatus,
  type GameWeek,
  listExcerpt,
  type PlayerStat,
  type StoryPlayerNames,
} from "../../db/domain";
import type { RecapSummaryRow } from "../../db/queries/recaps";
import type { Recap } from "../../db/schema";
import { readStoryPlayerNames } from "./player-stat";

export const mediaUrl = (key: string) => `/media/${key}`;

export interface StatsImage {
  group: string;
  index: number;
  url: string;
}

export interface Article {
  id: number;
  title: string;
  content: string;
  homeTeam: string | null;
  awayTeam: string | null;
  homeScore: number;
  awayScore: number;
  venue: string | null;
  gameDate: string;
  /** The franchise season and week of the game (decision 201); null when not given. */
  season: number | null;
  week: GameWeek | null;
  gameSummary: string | null;
  playerQuotes: string | null;
  injuries: string | null;
  keyMoments: string | null;
  players: PlayerStat[];
  /** The roster's full names of the box score's lines, by line id (decision 330); null: their own names. */
  playerNames: StoryPlayerNames | null;
  type: string;
  category: string | null;
  leagueName: string | null;
  /** The featured image; every alias below is the same value, derived from one stored key. */
  imageUrl: string | null;
  article_image: string | null;
  articleImage: string | null;
  image_url: string | null;
  createdAt: string;
  updatedAt: string;
  bigPlays: string | null;
  fromDirectImages: boolean;
  writerId: string | null;
  userId: number | null;
  userName: string | null;
  youtubeUrl: string | null;
  status: ArticleStatus;
  statsImages: StatsImage[];
}

/** The article as its author (or an admin) sees it, in any status: `GET /api/recaps/mine/:id`. */
export interface AuthorArticle extends Article {
  /** Why the reporter could not write it (worded for the author; never a provider's raw error). */
  generationError: string | null;
}

/** One page of a list (the spec's envelope). */
export interface Paged<T> {
  recaps: T[];
  total: number;
  page: number;
  totalPages: number;
  hasMore: boolean;
}

/** The author's own list (`GET /api/recaps/mine`): whole articles. */
export type ArticleList = Paged<Article>;

/**
 * What a list of stories shows (home, community and league cards), and all `GET /api/recaps`
 * carries per story (issue 19: 50 whole articles were most of its bytes). The one place a list
 * item's fields are chosen: a new field a list shows or filters on is added here and in
 * `toArticleSummary`. The whole text is replaced by `excerpt` (db/domain `listExcerpt`).
 */
export type ArticleSummary = Pick<
  Article,
  | "id"
  | "title"
  | "homeTeam"
  | "awayTeam"
  | "homeScore"
  | "awayScore"
  | "gameDate"
  | "season"
  | "week"
  | "type"
  | "category"
  | "leagueName"
  | "imageUrl"
  | "createdAt"
  | "writerId"
  | "userId"
> & { excerpt: string };

export type ArticleSummaryList = Paged<ArticleSummary>;

/** A stats screenshot row (db/queries/recaps StatsImageRef), typed here so web code can import Article. */
type StatsImageKey = { group: string; index: number; key: string };

export function toArticle(row: Recap, statsImages: StatsImageKey[] = []): Article {
  const image = row.imageKey ? mediaUrl(row.imageKey) : null;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    venue: row.venue,
    gameDate: row.gameDate,
    season: row.season,
    week: row.week,
    gameSummary: row.gameSummary,
    playerQuotes: row.playerQuotes,
    injuries: row.injuries,
    keyMoments: row.keyMoments,
    players: row.players,
    playerNames: readStoryPlayerNames(row.playerNames),
    type: row.type,
    category: row.category,
    leagueName: row.leagueName,
    imageUrl: image,
    article_image: image,
    articleImage: image,
    image_url: image,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    bigPlays: row.bigPlays,
    fromDirectImages: row.fromDirectImages,
    writerId: row.writerId,
    userId: row.userId,
    userName: row.userName,
    youtubeUrl: row.youtubeUrl,
    status: row.status,
    statsImages: statsImages.map((s) => ({ group: s.group, index: s.index, url: mediaUrl(s.key) })),
  };
}

export function toAuthorArticle(row: Recap, statsImages: StatsImageKey[] = []): AuthorArticle {
  return { ...toArticle(row, statsImages), generationError: row.generationError };
}

export function toArticleSummary(row: RecapSummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: listExcerpt(row.content),
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    gameDate: row.gameDate,
    season: row.season,
    week: row.week,
    type: row.type,
    category: row.category,
    leagueName: row.leagueName,
    imageUrl: row.imageKey ? mediaUrl(row.imageKey) : null,
    createdAt: row.createdAt.toISOString(),
    writerId: row.writerId,
    userId: row.userId,
  };
}

function paged<T>(items: T[], total: number, page: number, limit: number): Paged<T> {
  const totalPages = Math.ceil(total / limit);
  return { recaps: items, total, page, totalPages, hasMore: page < totalPages };
}

/** The spec's list envelope for one page of whole articles (the author's own list). */
export const toArticleList = (rows: Recap[], total: number, page: number, limit: number): ArticleList =>
  paged(
    rows.map((r) => toArticle(r)),
    total,
    page,
    limit,
  );

/** One page of the public list: what the cards show (`ArticleSummary`). */
export const toArticleSummaryList = (
  rows: RecapSummaryRow[],
  total: number,
  page: number,
  limit: number,
): ArticleSummaryList => paged(rows.map(toArticleSummary), total, page, limit);
