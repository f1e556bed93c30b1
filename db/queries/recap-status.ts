// The recap lifecycle's state changes. The allowed changes are the TRANSITIONS table; each change is
// one conditional UPDATE on the row's current status, so two requests racing for the same article
// cannot both start a job, and a finished job cannot overwrite a newer state. Who may ask for a
// change, the jobs it queues and its 409s live in worker/services/recap-lifecycle.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import type { ArticleStatus, GameWeek, PlayerStat, StoryPlayerNames } from "../domain";
import { type NewRecap, type Recap, recaps } from "../schema";

/**
 * Every status change a recap can make, by name. A recap is created `ready` (no AI), `generating`
 * (AI news) or `draft` (a game recap waiting for its box-score check); see `initialStatus`.
 */
export const TRANSITIONS = {
  /** The stats screenshots were read (or read again) into the box score; the author checks it next. */
  extract: { from: ["draft", "failed"], to: "draft" },
  /**
   * 'Write my recap': the author confirmed the box score; the reporter writes (again). A published
   * recap never goes back to `generating` (readers would lose it): its correction is a rewrite that
   * replaces it only once written (recap-rewrites.ts, decision 202).
   */
  confirm: { from: ["draft", "failed"], to: "generating" },
  /** The author asks again after a failure. */
  retry: { from: ["failed"], to: "generating" },
  /** The reporter's draft passed its checks. */
  finish: { from: ["generating"], to: "ready" },
  /** The reporter could not write it, or its draft was refused; the typed content stays. */
  fail: { from: ["generating"], to: "failed" },
  /** The commissioner approves a held newsroom article, already written and checked (decision 311). */
  approve: { from: ["draft"], to: "ready" },
} as const satisfies Record<string, { from: readonly ArticleStatus[]; to: ArticleStatus }>;
export type Transition = keyof typeof TRANSITIONS;

export const canTransition = (name: Transition, status: ArticleStatus) =>
  (TRANSITIONS[name].from as readonly ArticleStatus[]).includes(status);

/** The status a new article starts in. */
export function initialStatus(values: { type: string; aiRequested: boolean }): ArticleStatus {
  if (!values.aiRequested) return "ready";
  return values.type === "game_recap" ? "draft" : "generating";
}

const now = () => new Date();
/** The author's own text is copied to `notes` the first time a reporter takes over `content`. */
const keepTypedContent = sql`coalesce(${recaps.notes}, ${recaps.content})`;

/**
 * Inserts the article in its initial status (never a later update), once per (author, createKey):
 * a repeated create with the same key (a double click, a retry after a lost answer) returns the
 * first one, `created: false`. One conditional insert, so parallel repeats cannot make two.
 */
export async function insertRecapOnce(
  db: Db,
  values: Omit<NewRecap, "status">,
): Promise<{ row: Recap; created: boolean }> {
  const status = initialStatus({ type: values.type ?? "game", aiRequested: values.aiRequested ?? false });
  const notes = values.aiRequested ? (values.notes ?? values.content) : values.notes;
  const [row] = await db
    .insert(recaps)
    .values({ ...values, notes, status })
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

type Changes = Omit<SQLiteUpdateSetSource<typeof recaps>, "id" | "status" | "createdAt">;

/** Applies a named transition with `changes` if the row is in one of its `from` states; true when it won. */
async function apply(db: Db, id: number, name: Transition, changes: Changes = {}): Promise<boolean> {
  const { from, to } = TRANSITIONS[name];
  const rows = await db
    .update(recaps)
    .set({ ...changes, status: to, updatedAt: now() })
    .where(and(eq(recaps.id, id), inArray(recaps.status, [...from])))
    .returning({ id: recaps.id });
  return rows.length > 0;
}

export interface BoxScoreUpdate {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  players: PlayerStat[];
  /** The author may set the game's date, season and week on the box-score page too (decision 201). */
  gameDate?: string;
  season?: number | null;
  week?: GameWeek | null;
}

export const confirmBoxScore = (db: Db, id: number, box: BoxScoreUpdate) =>
  apply(db, id, "confirm", { ...box, generationError: null, notes: keepTypedContent });

export const retryGeneration = (db: Db, id: number) =>
  apply(db, id, "retry", { generationError: null, notes: keepTypedContent });

/** The story and the box-score names it was written with (decision 330; null: the lines' own names). */
export const finishGeneration = (db: Db, id: number, content: string, playerNames: StoryPlayerNames | null = null) =>
  apply(db, id, "finish", { content, playerNames, generationError: null });

/** `content` is left as it was: the author's typed text stays readable. */
export const failGeneration = (db: Db, id: number, reason: string) =>
  apply(db, id, "fail", { generationError: reason });

/** A held newsroom article goes live as written (decision 311). */
export const approveDraft = (db: Db, id: number) => apply(db, id, "approve");

export interface ExtractionResult {
  players: PlayerStat[];
  rawAnalysis: string;
  error: string | null;
}

/** The screenshots were read (or reading failed, with the reason kept for the author). */
export const saveExtraction = (db: Db, id: number, result: ExtractionResult) =>
  apply(db, id, "extract", {
    players: result.players,
    rawAnalysis: result.rawAnalysis,
    extractionState: result.error ? "failed" : "done",
    extractionError: result.error,
    notes: keepTypedContent,
  });

/** Marks the screenshots as being read (the queued job follows); false when the recap cannot be read now. */
export async function markExtractionRunning(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(recaps)
    .set({ extractionState: "running", extractionError: null, updatedAt: now() })
    .where(and(eq(recaps.id, id), inArray(recaps.status, [...TRANSITIONS.extract.from])))
    .returning({ id: recaps.id });
  return rows.length > 0;
}

/** An extraction job that gave up: the author can read the box score by hand or ask again. */
export async function failExtraction(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(recaps)
    .set({ extractionState: "failed", extractionError: reason, updatedAt: now() })
    .where(and(eq(recaps.id, id), eq(recaps.extractionState, "running")));
}
