import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { discordWebhooks } from "../schema";

export type DiscordWebhookRow = typeof discordWebhooks.$inferSelect;

/** Who is asking to change a league's webhook: its registrant or an admin may. */
export interface WebhookActor {
  userId: number;
  isAdmin: boolean;
}

export async function getWebhookForLeague(db: Db, leagueName: string): Promise<DiscordWebhookRow | undefined> {
  const [row] = await db.select().from(discordWebhooks).where(eq(discordWebhooks.leagueName, leagueName)).limit(1);
  return row;
}

const mayChange = (actor: WebhookActor) =>
  actor.isAdmin ? undefined : eq(discordWebhooks.createdByUserId, actor.userId);

/**
 * Sets a league's webhook in one statement: a new league's webhook belongs to whoever sets it; an
 * existing one is only replaced when the permission holds in the same statement (no check-then-write
 * race). Returns undefined when the league's webhook belongs to someone else. A replaced webhook is
 * enabled again.
 */
export async function saveWebhook(
  db: Db,
  leagueName: string,
  webhookUrl: string,
  actor: WebhookActor,
  now = new Date(),
): Promise<DiscordWebhookRow | undefined> {
  const [row] = await db
    .insert(discordWebhooks)
    .values({ leagueName, webhookUrl, createdByUserId: actor.userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: discordWebhooks.leagueName,
      set: {
        webhookUrl,
        // An admin taking over an orphaned webhook (its registrant was deleted) becomes its registrant.
        createdByUserId: sql`coalesce(${discordWebhooks.createdByUserId}, ${actor.userId})`,
        disabledAt: null,
        disabledReason: null,
        updatedAt: now,
      },
      setWhere: mayChange(actor),
    })
    .returning();
  return row;
}

export type RemoveResult = "removed" | "missing" | "forbidden";

export async function removeWebhook(db: Db, leagueName: string, actor: WebhookActor): Promise<RemoveResult> {
  const deleted = await db
    .delete(discordWebhooks)
    .where(and(eq(discordWebhooks.leagueName, leagueName), mayChange(actor)))
    .returning({ id: discordWebhooks.id });
  if (deleted.length > 0) return "removed";
  return (await getWebhookForLeague(db, leagueName)) ? "forbidden" : "missing";
}

/**
 * Turns a webhook off after Discord said it is gone, unless it was replaced in the meantime (only
 * the URL that failed is disabled).
 */
export async function disableWebhook(db: Db, id: number, webhookUrl: string, reason: string, now = new Date()) {
  await db
    .update(discordWebhooks)
    .set({ disabledAt: now, disabledReason: reason, updatedAt: now })
    .where(
      and(eq(discordWebhooks.id, id), eq(discordWebhooks.webhookUrl, webhookUrl), isNull(discordWebhooks.disabledAt)),
    );
}
