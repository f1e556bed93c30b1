import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { PUBLISHED_STATUS } from "../domain";
import { recaps, writers } from "../schema";

export interface FeedRow {
  id: number;
  title: string;
  content: string;
  type: string;
  leagueName: string | null;
  imageKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  writerName: string | null;
}

/**
 * The newest ready articles for a feed, with their persona's name, in one query (the league list
 * index serves both orderings). Articles still being written are left out: feed readers keep an
 * item as first fetched.
 */
export async function listFeedItems(db: Db, opts: { leagueName?: string; limit: number }): Promise<FeedRow[]> {
  return db
    .select({
      id: recaps.id,
      title: recaps.title,
      content: recaps.content,
      type: recaps.type,
      leagueName: recaps.leagueName,
      imageKey: recaps.imageKey,
      createdAt: recaps.createdAt,
      updatedAt: recaps.updatedAt,
      writerName: writers.name,
    })
    .from(recaps)
    .leftJoin(writers, eq(writers.id, recaps.writerId))
    .where(
      and(
        eq(recaps.status, PUBLISHED_STATUS),
        opts.leagueName !== undefined ? eq(recaps.leagueName, opts.leagueName) : undefined,
      ),
    )
    .orderBy(desc(recaps.createdAt), desc(recaps.id))
    .limit(opts.limit);
}
