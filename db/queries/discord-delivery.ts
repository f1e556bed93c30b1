// "Posted to Discord" is recorded on the article (recaps.discordPostedAt) and claimed with a
// conditional update before sending, so two deliveries of the same article (a duplicate queue
// message, a retry racing a new event) can never both send: only the one whose update changed the
// row goes ahead.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { recaps } from "../schema";

/** True when this caller now holds the article's one delivery. */
export async function claimDiscordPost(db: Db, recapId: number, at: Date): Promise<boolean> {
  const claimed = await db
    .update(recaps)
    .set({ discordPostedAt: at })
    .where(and(eq(recaps.id, recapId), isNull(recaps.discordPostedAt)))
    .returning({ id: recaps.id });
  return claimed.length > 0;
}

/** Gives a claim back after Discord definitely did not take the post, so a retry may send it. */
export async function releaseDiscordPost(db: Db, recapId: number, at: Date): Promise<void> {
  await db
    .update(recaps)
    .set({ discordPostedAt: null })
    .where(and(eq(recaps.id, recapId), eq(recaps.discordPostedAt, at)));
}
