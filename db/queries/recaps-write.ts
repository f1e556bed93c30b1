// Changes to stored articles: edits, deletion, stats-image rows and the R2 keys nobody uses any more.
// Status changes are the lifecycle's (recap-status.ts).
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { type NewRecap, type Recap, recapImages, recaps } from "../schema";

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
export async function replaceStatsImages(db: Db, recapId: number, group: string, keys: string[]): Promise<void> {
  const remove = db.delete(recapImages).where(and(eq(recapImages.recapId, recapId), eq(recapImages.group, group)));
  const touch = db.update(recaps).set({ updatedAt: new Date() }).where(eq(recaps.id, recapId));
  if (keys.length === 0) {
    await db.batch([remove, touch]);
    return;
  }
  const insert = db.insert(recapImages).values(keys.map((key, index) => ({ recapId, group, index, key })));
  await db.batch([remove, insert, touch]);
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
