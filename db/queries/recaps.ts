import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import { type Recap, recapImages, recaps } from "../schema";

export interface ListRecapsOptions {
  limit: number;
  page: number;
  /** Exact league name; the value `null` lists articles with no league. */
  leagueName?: string | null;
  userId?: number;
}

export interface RecapPage {
  rows: Recap[];
  total: number;
}

const filters = (opts: ListRecapsOptions): SQL | undefined => {
  const where: (SQL | undefined)[] = [];
  if (opts.leagueName !== undefined) {
    where.push(opts.leagueName === null ? isNull(recaps.leagueName) : eq(recaps.leagueName, opts.leagueName));
  }
  if (opts.userId !== undefined) where.push(eq(recaps.userId, opts.userId));
  return and(...where);
};

/** Newest first; two statements in one round trip (rows and total). */
export async function listRecaps(db: Db, opts: ListRecapsOptions): Promise<RecapPage> {
  const where = filters(opts);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(recaps)
      .where(where)
      .orderBy(desc(recaps.createdAt), desc(recaps.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ total: count() }).from(recaps).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function getRecap(db: Db, id: number): Promise<Recap | undefined> {
  const [row] = await db.select().from(recaps).where(eq(recaps.id, id)).limit(1);
  return row;
}

export interface StatsImageRef {
  group: string;
  index: number;
  key: string;
}

export async function listStatsImages(db: Db, recapId: number): Promise<StatsImageRef[]> {
  return db
    .select({ group: recapImages.group, index: recapImages.index, key: recapImages.key })
    .from(recapImages)
    .where(eq(recapImages.recapId, recapId))
    .orderBy(recapImages.group, recapImages.index);
}

export async function recapExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: recaps.id }).from(recaps).where(eq(recaps.id, id)).limit(1);
  return row !== undefined;
}
