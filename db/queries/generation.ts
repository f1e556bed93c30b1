// Status transitions of AI writing. Each is one conditional UPDATE, so two requests racing for the
// same article cannot both start a job, and a finished job cannot overwrite a newer state.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { ArticleStatus, PlayerStat } from "../domain";
import { recaps, type Writer, writers } from "../schema";

const now = () => new Date();
/** The author's own text is copied to `notes` the first time a reporter takes over `content`. */
const keepTypedContent = sql`coalesce(${recaps.notes}, ${recaps.content})`;

/** Moves the article to `generating` if its status is one of `from`; true when this call won. */
export async function claimGeneration(db: Db, id: number, from: ArticleStatus[]): Promise<boolean> {
  const rows = await db
    .update(recaps)
    .set({ status: "generating", generationError: null, notes: keepTypedContent, updatedAt: now() })
    .where(and(eq(recaps.id, id), inArray(recaps.status, from)))
    .returning({ id: recaps.id });
  return rows.length > 0;
}

export interface BoxScoreUpdate {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  players: PlayerStat[];
}

/** Saves the confirmed box score and claims the article for writing in the same statement. */
export async function confirmBoxScore(db: Db, id: number, box: BoxScoreUpdate): Promise<boolean> {
  const rows = await db
    .update(recaps)
    .set({ ...box, status: "generating", generationError: null, notes: keepTypedContent, updatedAt: now() })
    .where(and(eq(recaps.id, id), ne(recaps.status, "generating")))
    .returning({ id: recaps.id });
  return rows.length > 0;
}

/** The extracted box score waits for the author's check (`draft`), unless a job is already writing. */
export async function saveExtraction(db: Db, id: number, players: PlayerStat[], rawAnalysis: string): Promise<boolean> {
  const rows = await db
    .update(recaps)
    .set({ players, rawAnalysis, status: "draft", notes: keepTypedContent, updatedAt: now() })
    .where(and(eq(recaps.id, id), ne(recaps.status, "generating")))
    .returning({ id: recaps.id });
  return rows.length > 0;
}

/** A recap waits for its box-score check; no job yet. */
export async function markAwaitingBoxScore(db: Db, id: number): Promise<void> {
  await db
    .update(recaps)
    .set({ status: "draft", notes: keepTypedContent, updatedAt: now() })
    .where(and(eq(recaps.id, id), ne(recaps.status, "generating")));
}

export async function finishGeneration(db: Db, id: number, content: string): Promise<boolean> {
  const rows = await db
    .update(recaps)
    .set({ content, status: "ready", generationError: null, updatedAt: now() })
    .where(and(eq(recaps.id, id), eq(recaps.status, "generating")))
    .returning({ id: recaps.id });
  return rows.length > 0;
}

/** `content` is left as it was: the author's typed text stays readable. */
export async function failGeneration(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(recaps)
    .set({ status: "failed", generationError: reason, updatedAt: now() })
    .where(and(eq(recaps.id, id), eq(recaps.status, "generating")));
}

/** The article's persona, or the first persona when its id is empty or unknown. */
export async function writerForArticle(db: Db, writerId: string | null): Promise<Writer | undefined> {
  if (writerId) {
    const [row] = await db.select().from(writers).where(eq(writers.id, writerId)).limit(1);
    if (row) return row;
  }
  const [first] = await db.select().from(writers).orderBy(asc(writers.sortOrder)).limit(1);
  return first;
}
