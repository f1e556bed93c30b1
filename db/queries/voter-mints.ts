import { lt, sql } from "drizzle-orm";
import type { Db } from "../client";
import { voterMints } from "../schema";

/**
 * Counts one more new voter id for this address, article and day, unless `cap` are already counted
 * (one conditional upsert, so parallel requests cannot pass the cap together). False at the cap.
 */
export async function countVoterMint(
  db: Db,
  m: { day: string; addressHash: string; recapId: number; cap: number },
): Promise<boolean> {
  const rows = await db
    .insert(voterMints)
    .values({ day: m.day, addressHash: m.addressHash, recapId: m.recapId, count: 1 })
    .onConflictDoUpdate({
      target: [voterMints.day, voterMints.addressHash, voterMints.recapId],
      set: { count: sql`${voterMints.count} + 1` },
      setWhere: sql`${voterMints.count} < ${m.cap}`,
    })
    .returning({ count: voterMints.count });
  return rows.length > 0;
}

/** Counts of days before `day` are no longer needed. */
export async function deleteVoterMintsBefore(db: Db, day: string): Promise<void> {
  await db.delete(voterMints).where(lt(voterMints.day, day));
}
