// A league's Discord webhook: a field of its league record (decision 220). Only the commissioner
// or an admin sets, sees or removes it; a league nobody has claimed is claimed by whoever first sets
// it (what "whoever registered it owns it" was before leagues were records), built-ins excepted.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { isKnownLeague, leagueKey } from "../domain";
import { leagues } from "../schema";
import { addMember, ensureLeague, getLeagueByName, type LeagueActor, type LeagueRow } from "./leagues";

export type WebhookActor = LeagueActor;

/** The league's webhook, when it has one. */
export async function getWebhookForLeague(db: Db, leagueName: string): Promise<LeagueRow | undefined> {
  const row = await getLeagueByName(db, leagueName);
  return row?.webhookUrl ? row : undefined;
}

/** The statement-level permission: admin, the commissioner, or a claimable league (no commissioner, not built-in). */
const mayChange = (actor: WebhookActor, name: string) =>
  actor.isAdmin
    ? undefined
    : or(eq(leagues.commissionerId, actor.userId), isKnownLeague(name) ? sql`0` : isNull(leagues.commissionerId));

/**
 * Sets a league's webhook in one conditional statement (no check-then-write race); the league is
 * created when no article has named it yet. Returns undefined when the caller may not change it.
 * A replaced webhook is enabled again.
 */
export async function saveWebhook(
  db: Db,
  leagueName: string,
  webhookUrl: string,
  actor: WebhookActor,
  now = new Date(),
): Promise<LeagueRow | undefined> {
  const league = await ensureLeague(db, leagueName);
  if (!league) return undefined;
  const [row] = await db
    .update(leagues)
    .set({
      webhookUrl,
      webhookDisabledAt: null,
      webhookDisabledReason: null,
      // Claiming an unclaimed league makes the caller its commissioner; an admin claims an orphan.
      commissionerId: sql`coalesce(${leagues.commissionerId}, ${isKnownLeague(league.name) && !actor.isAdmin ? null : actor.userId})`,
      updatedAt: now,
    })
    .where(and(eq(leagues.id, league.id), mayChange(actor, league.name)))
    .returning();
  if (row?.commissionerId === actor.userId) await addMember(db, row.id, actor.userId, "active");
  return row;
}

export type RemoveResult = "removed" | "missing" | "forbidden";

export async function removeWebhook(db: Db, leagueName: string, actor: WebhookActor): Promise<RemoveResult> {
  const league = await getWebhookForLeague(db, leagueName);
  if (!league) return "missing";
  const removed = await db
    .update(leagues)
    .set({ webhookUrl: null, webhookDisabledAt: null, webhookDisabledReason: null, updatedAt: new Date() })
    .where(
      and(
        eq(leagues.nameKey, leagueKey(leagueName)),
        actor.isAdmin ? undefined : eq(leagues.commissionerId, actor.userId),
      ),
    )
    .returning({ id: leagues.id });
  return removed.length > 0 ? "removed" : "forbidden";
}

/**
 * Turns a webhook off after Discord said it is gone, unless it was replaced in the meantime (only
 * the URL that failed is disabled).
 */
export async function disableWebhook(db: Db, leagueId: number, webhookUrl: string, reason: string, now = new Date()) {
  await db
    .update(leagues)
    .set({ webhookDisabledAt: now, webhookDisabledReason: reason, updatedAt: now })
    .where(and(eq(leagues.id, leagueId), eq(leagues.webhookUrl, webhookUrl), isNull(leagues.webhookDisabledAt)));
}
