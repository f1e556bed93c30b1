// The article as the API answers it (spec §3 fields). The SPA imports these types. The working
// fields `rawAnalysis` (the screenshots' raw extraction) and `notes` (the author's text kept for
// the reporter) are never in it: they are the author's, not the public's (decision 122).
import type { ArticleStatus, PlayerStat } from "../../db/domain";
import type { Recap } from "../../db/schema";

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
  gameSummary: string | null;
  playerQuotes: string | null;
  injuries: string | null;
  keyMoments: string | null;
  players: PlayerStat[];
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
  generationError: string | null;
  statsImages: StatsImage[];
}

export interface ArticleList {
  recaps: Article[];
  total: number;
  page: number;
  totalPages: number;
  hasMore: boolean;
}

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
    gameSummary: row.gameSummary,
    playerQuotes: row.playerQuotes,
    injuries: row.injuries,
    keyMoments: row.keyMoments,
    players: row.players,
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
    generationError: row.generationError,
    statsImages: statsImages.map((s) => ({ group: s.group, index: s.index, url: mediaUrl(s.key) })),
  };
}

/** The spec's list envelope for one page of articles. */
export function toArticleList(rows: Recap[], total: number, page: number, limit: number): ArticleList {
  const totalPages = Math.ceil(total / limit);
  return { recaps: rows.map((r) => toArticle(r)), total, page, totalPages, hasMore: page < totalPages };
}
