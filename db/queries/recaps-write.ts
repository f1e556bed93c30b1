// Changes to stored articles: edits, deletion, stats-image rows and the R2 keys nobody uses any more.
// Inserts and status changes are the lifecycle's (recap-status.ts).
import { and, eq, inArray, isNull, ne, notExists, sql } from "drizzle-orm";
import type { Db } from "../client";
import { leagues, type NewRecap, type Recap, recapImages, recapRewrites, recaps } from "../schema";

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

export type RecapChanges = Partial<
  Pick<
    NewRecap,
    "title" | "content" | "leagueName" | "leagueId" | "youtubeUrl" | "imageKey" | "gameDate" | "season" | "week"
  >
>;

/**
 * An author's edit, refused (undefined) while the reporter is writing or rewriting it: its draft, or
 * the corrected story (decisions 202, 225), would overwrite the edit. The condition is part of the
 * UPDATE, so a rewrite started between the edit's read and its write refuses the edit instead of
 * losing it. Edited text also becomes `notes`, what the reporter writes from on every later confirm
 * or retry, so the latest text the author saved is never replaced by an older one.
 */
export async function updateRecap(db: Db, id: number, changes: RecapChanges): Promise<Recap | undefined> {
  const rewriting = db
    .select({ one: sql`1` })
    .from(recapRewrites)
    .where(and(eq(recapRewrites.recapId, id), eq(recapRewrites.state, "writing")));
  const [row] = await db
    .update(recaps)
    .set({ ...changes, ...(changes.content === undefined ? {} : { notes: changes.content }), updatedAt: new Date() })
    .where(and(eq(recaps.id, id), ne(recaps.status, "generating"), notExists(rewriting)))
    .returning();
  return row;
}

/** The article leaves its league (its commissioner removed it from the league's page); undefined when it was not in it. */
export async function removeFromLeague(db: Db, id: number, leagueId: number): Promise<Recap | undefined> {
  const [row] = await db
    .update(recaps)
    .set({ leagueId: null, leagueName: null, updatedAt: new Date() })
    .where(and(eq(recaps.id, id), eq(recaps.leagueId, leagueId)))
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
  // Keys are content addresses: the same bytes may be an article's image and a league's icon.
  const [featured, stats, icons] = await db.batch([
    db.select({ key: recaps.imageKey }).from(recaps).where(inArray(recaps.imageKey, unique)),
    db.select({ key: recapImages.key }).from(recapImages).where(inArray(recapImages.key, unique)),
    db.select({ key: leagues.iconKey }).from(leagues).where(inArray(leagues.iconKey, unique)),
  ]);
  const used = new Set([...featured, ...stats, ...icons].map((r) => r.key));
  return unique.filter((k) => !used.has(k));
}
