import { and, desc, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { ReactionEmoji } from "../domain";
import { reactions, reactionVotes } from "../schema";

export interface ReactionCount {
  reaction: string;
  count: number;
}

/**
 * Recount one emoji of one article from its votes. The count is derived, never incremented, so
 * parallel toggles and repeated requests always leave the exact number of distinct voters.
 */
const recount = (db: Db, recapId: number, reaction: ReactionEmoji) => {
  const votes = sql<number>`(SELECT count(*) FROM ${reactionVotes} WHERE ${reactionVotes.recapId} = ${recapId} AND ${reactionVotes.reaction} = ${reaction})`;
  return [
    db
      .insert(reactions)
      .values({ recapId, reaction, count: votes })
      .onConflictDoUpdate({
        target: [reactions.recapId, reactions.reaction],
        set: { count: sql`excluded.count`, updatedAt: new Date() },
      }),
    db
      .delete(reactions)
      .where(and(eq(reactions.recapId, recapId), eq(reactions.reaction, reaction), eq(reactions.count, 0))),
  ] as const;
};

/** An anonymous vote's network (a keyed hash) and how many anonymous votes per emoji it may add. */
export interface NetworkCap {
  hash: string;
  cap: number;
}

/**
 * Adds the voter's vote (idempotent). An anonymous vote that would make its network's anonymous
 * votes on this emoji more than the cap is taken back in the same batch, so parallel votes cannot
 * pass the cap together. True when the voter's vote is counted (new or already there).
 */
export async function addReaction(
  db: Db,
  recapId: number,
  reaction: ReactionEmoji,
  voterKey: string,
  network: NetworkCap | null = null,
): Promise<boolean> {
  const [upsertCount, dropZero] = recount(db, recapId, reaction);
  const sameVote = and(
    eq(reactionVotes.recapId, recapId),
    eq(reactionVotes.reaction, reaction),
    eq(reactionVotes.voterKey, voterKey),
  );
  const results = await db.batch([
    db
      .insert(reactionVotes)
      .values({ recapId, reaction, voterKey, network: network?.hash ?? null })
      .onConflictDoNothing(),
    db
      .delete(reactionVotes)
      .where(
        network
          ? and(
              sameVote,
              eq(reactionVotes.network, network.hash),
              sql`(SELECT count(*) FROM ${reactionVotes} WHERE ${reactionVotes.recapId} = ${recapId} AND ${reactionVotes.reaction} = ${reaction} AND ${reactionVotes.network} = ${network.hash}) > ${network.cap}`,
            )
          : sql`0`,
      ),
    upsertCount,
    dropZero,
    db.select({ id: reactionVotes.id }).from(reactionVotes).where(sameVote),
  ]);
  return results[4].length > 0;
}

export async function removeReaction(
  db: Db,
  recapId: number,
  reaction: ReactionEmoji,
  voterKey: string,
): Promise<void> {
  const [upsertCount, dropZero] = recount(db, recapId, reaction);
  await db.batch([
    db
      .delete(reactionVotes)
      .where(
        and(
          eq(reactionVotes.recapId, recapId),
          eq(reactionVotes.reaction, reaction),
          eq(reactionVotes.voterKey, voterKey),
        ),
      ),
    upsertCount,
    dropZero,
  ]);
}

/** One article's reaction counts, most first: a statement to run (`await`) or to put in a batch. */
export const getReactions = (db: Db, recapId: number) =>
  db
    .select({ reaction: reactions.reaction, count: reactions.count })
    .from(reactions)
    .where(eq(reactions.recapId, recapId))
    .orderBy(desc(reactions.count), reactions.reaction);

/** Reactions of many articles in one query, grouped by article id (every id present, maybe empty). */
export async function getReactionsForRecaps(db: Db, recapIds: number[]): Promise<Record<string, ReactionCount[]>> {
  if (recapIds.length === 0) return {};
  return groupByRecap(recapIds, await reactionsOfRecaps(db, recapIds));
}

/**
 * The reaction counts of the articles `recapIds` names (a list of ids, or a query that selects them),
 * ordered as `groupByRecap` needs: a statement to run or to put in a batch.
 */
export const reactionsOfRecaps = (db: Db, recapIds: number[] | SQLWrapper) =>
  db
    .select({ recapId: reactions.recapId, reaction: reactions.reaction, count: reactions.count })
    .from(reactions)
    .where(inArray(reactions.recapId, recapIds))
    .orderBy(reactions.recapId, desc(reactions.count), reactions.reaction);

/** Counts by article id, for every id in `recapIds` (an article nobody reacted to gets []). */
export function groupByRecap(
  recapIds: readonly number[],
  rows: readonly { recapId: number; reaction: string; count: number }[],
): Record<string, ReactionCount[]> {
  const out: Record<string, ReactionCount[]> = {};
  for (const id of recapIds) out[id] = [];
  for (const row of rows) out[row.recapId]?.push({ reaction: row.reaction, count: row.count });
  return out;
}

export async function getVoterReactions(db: Db, recapId: number, voterKey: string): Promise<string[]> {
  const rows = await db
    .select({ reaction: reactionVotes.reaction })
    .from(reactionVotes)
    .where(and(eq(reactionVotes.recapId, recapId), eq(reactionVotes.voterKey, voterKey)));
  return rows.map((r) => r.reaction);
}
