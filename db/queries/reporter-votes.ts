import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { reporterVotes } from "../schema";

/** Votes per persona id, counted by the database (exact under parallel votes). */
export async function countVotes(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ reporterId: reporterVotes.reporterId, votes: sql<number>`count(*)` })
    .from(reporterVotes)
    .groupBy(reporterVotes.reporterId);
  return new Map(rows.map((r) => [r.reporterId, Number(r.votes)]));
}

export async function voteOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ reporterId: reporterVotes.reporterId })
    .from(reporterVotes)
    .where(eq(reporterVotes.userId, userId));
  return row?.reporterId ?? null;
}

/** One statement: the unique index on user_id makes a second vote a change, never a second row. */
export async function castVote(db: Db, userId: number, reporterId: string): Promise<void> {
  await db
    .insert(reporterVotes)
    .values({ userId, reporterId })
    .onConflictDoUpdate({
      target: reporterVotes.userId,
      set: { reporterId, createdAt: sql`(cast(unixepoch('subsecond') * 1000 as integer))` },
    });
}

export async function withdrawVote(db: Db, userId: number): Promise<void> {
  await db.delete(reporterVotes).where(eq(reporterVotes.userId, userId));
}
