// League records (issue 22, decision 220). Every lookup by name goes through `leagueKey`, so a
// league is one league whatever its capitalisation or spacing.
import { and, eq, exists, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { assertNewLeagueName, isKnownLeague, leagueKey, normaliseLeagueName, PUBLISHED_STATUS } from "../domain";
import { leagueSkeleton } from "../league-skeleton";
import { exportGames, leagueMembers, leagues, recaps, users } from "../schema";
import { fillLeagueSkeletons } from "./league-skeletons";

export type LeagueRow = typeof leagues.$inferSelect;
export type NewLeague = Omit<
  typeof leagues.$inferInsert,
  "id" | "nameKey" | "nameSkeleton" | "inviteCode" | "createdAt" | "updatedAt"
>;
export type LeagueChanges = Partial<
  Pick<LeagueRow, "description" | "color" | "autoPublish" | "personaId" | "joinApproval" | "game" | "iconKey">
>;

/** Who is asking to manage a league: its commissioner or an admin may. */
export interface LeagueActor {
  userId: number;
  isAdmin: boolean;
}

export const mayManage = (actor: LeagueActor, league: Pick<LeagueRow, "commissionerId">) =>
  actor.isAdmin || league.commissionerId === actor.userId;

/** A built-in league (spec §2) is never claimed by a user: only an admin hands it over. */
const claimable = (league: Pick<LeagueRow, "name" | "commissionerId">) =>
  league.commissionerId === null && !isKnownLeague(league.name);

/** 128 bits, hex: the invite link's code. */
const newInviteCode = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

export async function getLeagueByName(db: Db, name: string): Promise<LeagueRow | undefined> {
  const [row] = await db
    .select()
    .from(leagues)
    .where(eq(leagues.nameKey, leagueKey(name)))
    .limit(1);
  return row;
}

export async function getLeague(db: Db, id: number): Promise<LeagueRow | undefined> {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
  return row;
}

/** Every league, by name. */
export async function listLeagues(db: Db): Promise<LeagueRow[]> {
  return db.select().from(leagues).orderBy(leagues.nameKey);
}

/** Sets (or, with null, removes) the league's webhook; a new one starts enabled. */
export async function setLeagueWebhook(db: Db, id: number, webhookUrl: string | null, now = new Date()) {
  const [row] = await db
    .update(leagues)
    .set({ webhookUrl, webhookDisabledAt: null, webhookDisabledReason: null, updatedAt: now })
    .where(eq(leagues.id, id))
    .returning();
  return row;
}

export async function getLeagueByInvite(db: Db, code: string): Promise<LeagueRow | undefined> {
  const [row] = await db.select().from(leagues).where(eq(leagues.inviteCode, code)).limit(1);
  return row;
}

/**
 * The league a name is, or would be taken for: the one with its key (the name in any capitalisation
 * or spacing), else a look-alike (the same confusable skeleton, decision 270). Only a name no key
 * matches needs the skeletons, so only then are missing ones filled (leagues from before the column
 * count too, and a request about an existing league changes no row).
 */
export async function findSameLeague(db: Db, name: string): Promise<LeagueRow | undefined> {
  const byKey = await getLeagueByName(db, name);
  if (byKey) return byKey;
  await fillLeagueSkeletons(db);
  const [row] = await db
    .select()
    .from(leagues)
    .where(eq(leagues.nameSkeleton, await leagueSkeleton(name)))
    .limit(1);
  return row;
}

/**
 * The league an article names, created (without a commissioner) when nobody has used the name yet:
 * posting stays open to any league name, as the spec has it. Null for no league or 'other'. A name
 * that is a look-alike of a league is that league; a new name must follow the name rule
 * (LeagueNameError otherwise), while names of leagues from before the rule keep working.
 */
export async function ensureLeague(
  db: Db,
  name: string | null | undefined,
): Promise<Pick<LeagueRow, "id" | "name"> | null> {
  const normalised = normaliseLeagueName(name ?? "");
  if (!normalised || leagueKey(normalised) === "other") return null;
  const existing = await findSameLeague(db, normalised);
  if (existing) return existing;
  assertNewLeagueName(normalised);
  await db
    .insert(leagues)
    .values({
      name: normalised,
      nameKey: leagueKey(normalised),
      nameSkeleton: await leagueSkeleton(normalised),
      inviteCode: newInviteCode(),
    })
    .onConflictDoNothing();
  return (await findSameLeague(db, normalised)) ?? null;
}

/** The league columns of an article naming `name`: the record's id and name, or the name as typed. */
export async function leagueOfArticle(db: Db, name: string | null | undefined) {
  const league = await ensureLeague(db, name);
  return { leagueId: league?.id ?? null, leagueName: league?.name ?? (name?.trim() || null) };
}

export type CreateResult = { kind: "created" | "claimed"; league: LeagueRow } | { kind: "taken" };

/**
 * A new league with its creator as commissioner and first member. A name already in use (or a
 * look-alike of one, decision 270) is taken, unless that league was never claimed (it exists only
 * because articles named it): its first creator claims it, keeping its articles. Claiming is one
 * conditional UPDATE (no race); so is creating (a unique key and skeleton).
 */
export async function createLeague(db: Db, values: NewLeague & { commissionerId: number }): Promise<CreateResult> {
  let existing = await findSameLeague(db, values.name);
  let result: Exclude<CreateResult, { kind: "taken" }> | undefined;
  if (!existing) {
    const [inserted] = await db
      .insert(leagues)
      .values({
        ...values,
        nameKey: leagueKey(values.name),
        nameSkeleton: await leagueSkeleton(values.name),
        inviteCode: newInviteCode(),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) result = { kind: "created", league: inserted };
    // Someone else created it (or a look-alike) since the lookup.
    else existing = await findSameLeague(db, values.name);
  }
  if (!result) {
    if (!existing || !claimable(existing)) return { kind: "taken" };
    const { name: _keepName, ...settings } = values;
    const [claimed] = await db
      .update(leagues)
      .set({ ...settings, updatedAt: new Date() })
      .where(and(eq(leagues.id, existing.id), isNull(leagues.commissionerId)))
      .returning();
    if (!claimed) return { kind: "taken" };
    result = { kind: "claimed", league: claimed };
  }
  await addMember(db, result.league.id, values.commissionerId, "active");
  return result;
}

export async function updateLeague(db: Db, id: number, changes: LeagueChanges, now = new Date()) {
  const [row] = await db
    .update(leagues)
    .set({ ...changes, updatedAt: now })
    .where(eq(leagues.id, id))
    .returning();
  return row;
}

/**
 * The ids of the export's own stories of the league (linked to their game, or retired by a member's
 * recap): written in the commissioner's name, so they move with a handover.
 */
const exportStoriesOf = (db: Db, leagueId: number) =>
  db
    .select({ id: sql<number>`coalesce(${exportGames.retiredRecapId}, ${exportGames.recapId})` })
    .from(exportGames)
    .where(
      and(
        eq(exportGames.leagueId, leagueId),
        or(eq(exportGames.memberStory, false), isNotNull(exportGames.retiredRecapId)),
      ),
    );

/**
 * Hands the league to another active member (or, by an admin, to anyone), with every right the
 * commissioner had, in one batch (issue 37 item 8): the new commissioner is an active member; the
 * export URL and the invite link, which the former commissioner has seen, stop working (only the new
 * commissioner makes and sees the next ones); and the export's stories of the league, written in
 * the commissioner's name (decision 223), become the new commissioner's to edit, approve and delete.
 */
export async function setCommissioner(db: Db, id: number, userId: number, now = new Date()) {
  const [, [row]] = await db.batch([
    db
      .insert(leagueMembers)
      .values({ leagueId: id, userId, status: "active" })
      .onConflictDoUpdate({ target: [leagueMembers.leagueId, leagueMembers.userId], set: { status: "active" } }),
    db
      .update(leagues)
      .set({ commissionerId: userId, exportSecretHash: null, inviteCode: newInviteCode(), updatedAt: now })
      .where(eq(leagues.id, id))
      .returning(),
    db
      .update(recaps)
      .set({ userId, updatedAt: now })
      .where(inArray(recaps.id, exportStoriesOf(db, id))),
  ]);
  return row;
}

export async function rotateInvite(db: Db, id: number, now = new Date()) {
  const [row] = await db
    .update(leagues)
    .set({ inviteCode: newInviteCode(), updatedAt: now })
    .where(eq(leagues.id, id))
    .returning();
  return row;
}

export type MemberStatus = "active" | "pending";

/** Adds a member; an existing membership is kept (a pending one is activated only by `approveMember`). */
export async function addMember(db: Db, leagueId: number, userId: number, status: MemberStatus) {
  await db.insert(leagueMembers).values({ leagueId, userId, status }).onConflictDoNothing();
  const [row] = await db
    .select({ status: leagueMembers.status })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return row?.status;
}

export async function approveMember(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(leagueMembers)
    .set({ status: "active" })
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .returning({ userId: leagueMembers.userId });
  return rows.length > 0;
}

export async function memberStatus(db: Db, leagueId: number, userId: number): Promise<MemberStatus | undefined> {
  const [row] = await db
    .select({ status: leagueMembers.status })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return row?.status;
}

/**
 * Whether the user may post to the league's page and Discord channel (issue 37 item 4, decision
 * 261): a league someone runs needs its active members; a league nobody runs stays open to anyone,
 * as the spec has it.
 */
export async function mayPostTo(db: Db, league: Pick<LeagueRow, "id" | "commissionerId">, userId: number) {
  return league.commissionerId === null || (await memberStatus(db, league.id, userId)) === "active";
}

export async function listMembers(db: Db, leagueId: number) {
  return db
    .select({ userId: leagueMembers.userId, username: users.username, status: leagueMembers.status })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(leagueMembers.createdAt);
}

/**
 * The league name a /league/{id} link refers to (spec §2: exact name, encoded name, or lowercase
 * with spaces removed): a league record someone runs (it has a commissioner) or that has a
 * published article — a draft alone does not make a league page exist — else a name only old
 * published articles carry.
 */
export async function findLeagueName(db: Db, candidates: string[]): Promise<string | undefined> {
  const keys = [...new Set(candidates.map(leagueKey))];
  const published = eq(recaps.status, PUBLISHED_STATUS);
  const [record] = await db
    .select({ name: leagues.name })
    .from(leagues)
    .where(
      and(
        inArray(leagues.nameKey, keys),
        or(
          isNotNull(leagues.commissionerId),
          exists(
            db
              .select({ one: sql`1` })
              .from(recaps)
              .where(and(eq(recaps.leagueId, leagues.id), published)),
          ),
        ),
      ),
    )
    .limit(1);
  if (record) return record.name;
  const [loose] = await db
    .select({ name: recaps.leagueName })
    .from(recaps)
    .where(and(inArray(sql`lower(replace(${recaps.leagueName}, ' ', ''))`, keys), published))
    .limit(1);
  return loose?.name ?? undefined;
}
