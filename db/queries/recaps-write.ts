import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { type NewRecap, type Recap, recapImages, recaps, writers } from "../schema";

/**
 * Creates the article once per (author, createKey): a repeated create with the same key (a double
 * click, a retry after a lost answer) returns the first one, `created: false`. One conditional
 * insert, so parallel repeats cannot make two.
 */
export async function createRecapOnce(db: Db, values: NewRecap): Promise<{ row: Recap; created: boolean }> {
  const [row] = await db
    .insert(recaps)
    .values(values)
    .onConflictDoNothing({ target: [recaps.userId, recaps.createKey] })
    .returning();
  if (row) return { row, created: true };
  if (values.userId == null || values.createKey == null) throw new Error("insert returned no row");
  const [existing] = await db
    .select()
    .from(recaps)
    .where(and(eq(recaps.userId, values.userId), eq(recaps.createKey, values.createKey)));
  if (!existing) throw new Error("create key conflict without a row");
  return { row: existing, created: false };
}

/**
 * Sets the featured image only if it is still `expected` (compare-and-set), so of parallel uploads
 * each knows exactly which key it replaced and can remove it. Undefined when another write won.
 */
export async function swapImageKey(db: Db, id: number, expected: string | null, key: string) {
  const [row] = await db
    .update(recaps)
    .set({ imageKey: key, updatedAt: new Date() })
    .where(and(eq(recaps.id, id), expected === null ? isNull(recaps.imageKey) : eq(recaps.imageKey, expected)))
    .returning();
  return row;
}

export type RecapChanges = Partial<Pick<NewRecap, "title" | "content" | "leagueName" | "youtubeUrl" | "imageKey">>;

export async function updateRecap(db: Db, id: number, changes: RecapChanges): Promise<Recap | undefined> {
  const [row] = await db
    .update(recaps)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(recaps.id, id))
    .returning();
  return row;
}

/** Deletes the article; reactions, votes and stats-image rows go with it (FK cascade). */
export async function deleteRecap(db: Db, id: number): Promise<void> {
  await db.delete(recaps).where(eq(recaps.id, id));
}

/** Replaces one stats group's images in one batch: the group is either all old or all new. */
/**
 * Replaces a stats group's images in one batch and returns the keys it removed (read by the same
 * DELETE), so parallel uploads to one group each know exactly which images they displaced.
 */
export async function replaceStatsImages(db: Db, recapId: number, group: string, keys: string[]): Promise<string[]> {
  const remove = db
    .delete(recapImages)
    .where(and(eq(recapImages.recapId, recapId), eq(recapImages.group, group)))
    .returning({ key: recapImages.key });
  const touch = db.update(recaps).set({ updatedAt: new Date() }).where(eq(recaps.id, recapId));
  if (keys.length === 0) {
    const [removed] = await db.batch([remove, touch]);
    return removed.map((r) => r.key);
  }
  const insert = db.insert(recapImages).values(keys.map((key, index) => ({ recapId, group, index, key })));
  const [removed] = await db.batch([remove, insert, touch]);
  return removed.map((r) => r.key);
}

/** Of the given R2 keys, those no article (featured or stats image) refers to any more. */
export async function unreferencedKeys(db: Db, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const [featured, stats] = await db.batch([
    db.select({ key: recaps.imageKey }).from(recaps).where(inArray(recaps.imageKey, unique)),
    db.select({ key: recapImages.key }).from(recapImages).where(inArray(recapImages.key, unique)),
  ]);
  const used = new Set([...featured, ...stats].map((r) => r.key));
  return unique.filter((k) => !used.has(k));
}

export async function writerIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: writers.id }).from(writers).orderBy(writers.sortOrder);
  return rows.map((r) => r.id);
}

export interface WriterEdit {
  id: string;
  name: string;
  style: string;
}

/** All edits in one batch: either every persona changes or none does. */
export async function updateWriters(db: Db, edits: WriterEdit[]): Promise<void> {
  const [first, ...rest] = edits.map((w) =>
    db.update(writers).set({ name: w.name, style: w.style, updatedAt: new Date() }).where(eq(writers.id, w.id)),
  );
  if (first) await db.batch([first, ...rest]);
}

export interface DatabaseSummary {
  totalArticles: number;
  sampleLeague: { leagueName: string; count: number } | null;
  sampleArticles: Pick<Recap, "id" | "title" | "leagueName" | "type" | "createdAt">[];
}

/** The admin debug view: totals, the busiest league's count, the newest five articles. */
export async function databaseSummary(db: Db): Promise<DatabaseSummary> {
  const [totals, leagues, sample] = await db.batch([
    db.select({ total: count() }).from(recaps),
    db
      .select({ leagueName: recaps.leagueName, count: count() })
      .from(recaps)
      .where(sql`${recaps.leagueName} is not null`)
      .groupBy(recaps.leagueName)
      .orderBy(desc(count()))
      .limit(1),
    db
      .select({
        id: recaps.id,
        title: recaps.title,
        leagueName: recaps.leagueName,
        type: recaps.type,
        createdAt: recaps.createdAt,
      })
      .from(recaps)
      .orderBy(desc(recaps.createdAt), desc(recaps.id))
      .limit(5),
  ]);
  const league = leagues[0];
  return {
    totalArticles: totals[0]?.total ?? 0,
    sampleLeague: league?.leagueName ? { leagueName: league.leagueName, count: league.count } : null,
    sampleArticles: sample,
  };
}
