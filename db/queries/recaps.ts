import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { type GameWeekFilter, leagueKey, PUBLISHED_STATUS } from "../domain";
import { type NewsroomShelf, RECAP_TYPES, SHELF_KINDS } from "../domain/newsroom/kinds";
import { type Recap, recapImages, recaps } from "../schema";
import { getReactions, groupByRecap, type ReactionCount, reactionsOfRecaps } from "./reactions";
import { listWriters } from "./writers";

export interface ListRecapsOptions extends GameWeekFilter {
  limit: number;
  page: number;
  /** Exact league name; the value `null` lists articles with no league. */
  leagueName?: string | null;
  /** A league's stories by leagueKey (case and spaces ignored), as a /league/{id} page matches them. */
  league?: string;
  userId?: number;
  /**
   * Drafts, stories being written and failed ones too: only for the author's own list (with
   * `userId`). Without it a list holds published articles only (decision 170).
   */
  withUnpublished?: boolean;
}

export interface RecapPage<Row = Recap> {
  rows: Row[];
  total: number;
}

/**
 * What a list card shows (worker/schemas/article.ts `toArticleSummary`), and no more: a public list
 * of 50 does not read every article's box score, notes and the reporter's raw analysis from D1.
 * `content` stays whole: the card's excerpt is cut from it exactly as from the reader's text.
 */
const summaryColumns = {
  id: recaps.id,
  title: recaps.title,
  content: recaps.content,
  homeTeam: recaps.homeTeam,
  awayTeam: recaps.awayTeam,
  homeScore: recaps.homeScore,
  awayScore: recaps.awayScore,
  gameDate: recaps.gameDate,
  season: recaps.season,
  week: recaps.week,
  type: recaps.type,
  category: recaps.category,
  leagueName: recaps.leagueName,
  imageKey: recaps.imageKey,
  createdAt: recaps.createdAt,
  writerId: recaps.writerId,
  userId: recaps.userId,
};
export type RecapSummaryRow = Pick<Recap, keyof typeof summaryColumns>;

/** One shelf of the league page (decision 311): game stories, or some of the newsroom's kinds. */
const shelfWhere = (shelf: NewsroomShelf): SQL =>
  shelf === "recaps" ? inArray(recaps.type, [...RECAP_TYPES]) : inArray(recaps.newsroomKind, [...SHELF_KINDS[shelf]]);

/** The season, week and shelf filter of lists and feeds (db/domain GameWeekFilter). */
export function gameWeekWhere(f: GameWeekFilter): SQL | undefined {
  return and(
    f.season === undefined ? undefined : eq(recaps.season, f.season),
    f.week === undefined ? undefined : eq(recaps.week, f.week),
    f.kind === undefined ? undefined : shelfWhere(f.kind),
  );
}

/** An article's leagueKey in SQL (ASCII lowercase, spaces removed: db/domain says they agree). */
export const recapLeagueKey = sql<string | null>`lower(replace(${recaps.leagueName}, ' ', ''))`;

const filters = (opts: ListRecapsOptions): SQL | undefined => {
  const where: (SQL | undefined)[] = [];
  if (opts.leagueName !== undefined) {
    where.push(opts.leagueName === null ? isNull(recaps.leagueName) : eq(recaps.leagueName, opts.leagueName));
  }
  if (opts.league !== undefined) where.push(eq(recapLeagueKey, leagueKey(opts.league)));
  if (opts.userId !== undefined) where.push(eq(recaps.userId, opts.userId));
  where.push(gameWeekWhere(opts));
  if (!opts.withUnpublished) where.push(eq(recaps.status, PUBLISHED_STATUS));
  return and(...where);
};

/** Whole articles, newest first (the author's own list); two statements in one round trip. */
export async function listRecaps(db: Db, opts: ListRecapsOptions): Promise<RecapPage> {
  const where = filters(opts);
  const [rows, totals] = await db.batch([
    onePage(db.select().from(recaps).where(where).$dynamic(), opts),
    totalOf(db, where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** What list cards show, newest first (public lists and pages); two statements in one round trip. */
export async function listRecapSummaries(db: Db, opts: ListRecapsOptions): Promise<RecapPage<RecapSummaryRow>> {
  const where = filters(opts);
  const [rows, totals] = await db.batch([summaryPage(db, where, opts), totalOf(db, where)]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * A list page with its stories' reaction counts, in one round trip: a page that shows counts on its
 * cards needs both, and the counts' statement selects the page's stories with the list's own
 * filters, order and page (decision 245).
 */
export async function listRecapSummariesWithReactions(
  db: Db,
  opts: ListRecapsOptions,
): Promise<RecapPage<RecapSummaryRow> & { reactions: Record<string, ReactionCount[]> }> {
  const where = filters(opts);
  const [rows, totals, counts] = await db.batch([
    summaryPage(db, where, opts),
    totalOf(db, where),
    reactionsOfRecaps(db, onePage(db.select({ id: recaps.id }).from(recaps).where(where).$dynamic(), opts)),
  ]);
  return {
    rows,
    total: totals[0]?.total ?? 0,
    reactions: groupByRecap(
      rows.map((r) => r.id),
      counts,
    ),
  };
}

/**
 * Newest first, one page: the order and page of every public list, for its rows and for the
 * statements that select the same stories (drizzle's dynamic query pattern).
 */
const onePage = <Query extends SQLiteSelect>(query: Query, opts: ListRecapsOptions) =>
  query
    .orderBy(...NEWEST_FIRST)
    .limit(opts.limit)
    .offset(offset(opts));
const summaryPage = (db: Db, where: SQL | undefined, opts: ListRecapsOptions) =>
  onePage(db.select(summaryColumns).from(recaps).where(where).$dynamic(), opts);
const totalOf = (db: Db, where: SQL | undefined) => db.select({ total: count() }).from(recaps).where(where);

const NEWEST_FIRST = [desc(recaps.createdAt), desc(recaps.id)] as const;
const offset = (opts: ListRecapsOptions) => (opts.page - 1) * opts.limit;

/** Any article, in any status: for its author's routes and the jobs, never for a public answer. */
export async function getRecap(db: Db, id: number): Promise<Recap | undefined> {
  const [row] = await db.select().from(recaps).where(eq(recaps.id, id)).limit(1);
  return row;
}

const publishedRecapQuery = (db: Db, id: number) =>
  db
    .select()
    .from(recaps)
    .where(and(eq(recaps.id, id), eq(recaps.status, PUBLISHED_STATUS)))
    .limit(1);

/**
 * The article a reader may see with its box-score images, in one round trip to D1 (a batch): a
 * cache miss of the article or its reader page waits on it. Undefined when it is not published
 * (the same "not found" as a missing one); the images of an unpublished one are read and dropped.
 */
export async function getPublishedRecapWithImages(
  db: Db,
  id: number,
): Promise<{ row: Recap; statsImages: StatsImageRef[] } | undefined> {
  const [rows, statsImages] = await db.batch([publishedRecapQuery(db, id), statsImagesQuery(db, id)]);
  const row = rows[0];
  return row ? { row, statsImages } : undefined;
}

/**
 * What a story's reader page shows from D1, in one round trip (a batch): the article as
 * `getPublishedRecapWithImages` reads it, the personas and the story's reaction counts. A reader
 * page miss waits for D1 once and sends it one request (decision 247). For a missing or unpublished
 * id `article` is undefined, and the personas and counts were read for nothing.
 */
export async function getReaderPage(db: Db, id: number) {
  const [rows, statsImages, writers, reactions] = await db.batch([
    publishedRecapQuery(db, id),
    statsImagesQuery(db, id),
    listWriters(db),
    getReactions(db, id),
  ]);
  const row = rows[0];
  return { article: row ? { row, statsImages } : undefined, writers, reactions };
}

/** The featured images of those of `ids` that are published and have one, by id (one query). */
export async function publishedImageKeys(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: recaps.id, imageKey: recaps.imageKey })
    .from(recaps)
    .where(and(inArray(recaps.id, [...ids]), eq(recaps.status, PUBLISHED_STATUS), isNotNull(recaps.imageKey)));
  return new Map(rows.flatMap((r) => (r.imageKey ? [[r.id, r.imageKey] as const] : [])));
}

export interface StatsImageRef {
  group: string;
  index: number;
  key: string;
}

export async function listStatsImages(db: Db, recapId: number): Promise<StatsImageRef[]> {
  return statsImagesQuery(db, recapId);
}

const statsImagesQuery = (db: Db, recapId: number) =>
  db
    .select({ group: recapImages.group, index: recapImages.index, key: recapImages.key })
    .from(recapImages)
    .where(eq(recapImages.recapId, recapId))
    .orderBy(recapImages.group, recapImages.index);

/** Whether readers can see (and react to) the article. */
export async function publishedRecapExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: recaps.id })
    .from(recaps)
    .where(and(eq(recaps.id, id), eq(recaps.status, PUBLISHED_STATUS)))
    .limit(1);
  return row !== undefined;
}
