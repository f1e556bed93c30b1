// Highlight reels, their segments and the reel preferences. Each status change is one conditional
// UPDATE on the current status, so two deliveries of the same job cannot both generate a reel and a
// finished reel is never overwritten by a late one (the same habit as db/queries/recap-status.ts).
import { and, desc, eq, inArray, not, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { leagueKey, PUBLISHED_STATUS } from "../domain";
import type { ReelSegment, ReelStatus } from "../domain/reels";
import { highlightReels, highlightSegments, leagueMembers, leagues, recaps, userReelPreferences } from "../schema";

export type ReelRow = typeof highlightReels.$inferSelect;
export type NewReel = Omit<typeof highlightReels.$inferInsert, "id" | "status" | "createdAt">;
export type ReelPreferences = typeof userReelPreferences.$inferSelect;

const status = (s: ReelStatus) => s;

export async function insertReel(db: Db, values: NewReel): Promise<ReelRow> {
  const [row] = await db.insert(highlightReels).values(values).returning();
  return row!;
}

/**
 * The weekly reel of a favourite team: created once per user, team and week (the unique auto key),
 * or set back to pending when it exists and is not being made, so it is made again with the new
 * recap. Undefined when it is being made right now (that run will not see the new recap; the next
 * recap of the week makes it again).
 */
export async function upsertAutoReel(db: Db, values: NewReel & { userId: number; autoKey: string }) {
  const [row] = await db
    .insert(highlightReels)
    .values(values)
    .onConflictDoUpdate({
      target: [highlightReels.userId, highlightReels.autoKey],
      set: { status: status("pending"), failureReason: null },
      setWhere: sql`${highlightReels.status} <> ${status("generating")}`,
    })
    .returning();
  return row;
}

export async function getReel(db: Db, id: number): Promise<ReelRow | undefined> {
  const [row] = await db.select().from(highlightReels).where(eq(highlightReels.id, id)).limit(1);
  return row;
}

export async function listSegments(db: Db, reelId: number) {
  return db
    .select()
    .from(highlightSegments)
    .where(eq(highlightSegments.reelId, reelId))
    .orderBy(highlightSegments.startTime, highlightSegments.id);
}

export async function listUserReels(db: Db, userId: number, limit = 50): Promise<ReelRow[]> {
  return db
    .select()
    .from(highlightReels)
    .where(eq(highlightReels.userId, userId))
    .orderBy(desc(highlightReels.createdAt), desc(highlightReels.id))
    .limit(limit);
}

/** A league's latest finished reels (case as the league's name is stored on the reels). */
/**
 * A league page's latest finished reels: of a league someone runs, only its active members' (the
 * rule of `mayPostTo`, decision 261), so a reel made before that rule, or a weekly reel of a fan who
 * is no member, is not listed there.
 */
export async function listLeagueReels(db: Db, leagueName: string, limit = 6): Promise<ReelRow[]> {
  const byOutsider = sql`exists (select 1 from ${leagues} where ${leagues.nameKey} = ${leagueKey(leagueName)}
    and ${leagues.commissionerId} is not null and not exists (select 1 from ${leagueMembers}
      where ${leagueMembers.leagueId} = ${leagues.id} and ${leagueMembers.userId} = ${highlightReels.userId}
      and ${leagueMembers.status} = 'active'))`;
  return db
    .select()
    .from(highlightReels)
    .where(
      and(eq(highlightReels.leagueName, leagueName), eq(highlightReels.status, status("completed")), not(byOutsider)),
    )
    .orderBy(desc(highlightReels.createdAt), desc(highlightReels.id))
    .limit(limit);
}

/** The reel leaves its league's page (the commissioner removed it); its owner keeps it. */
export async function removeReelFromLeague(db: Db, id: number, leagueName: string): Promise<boolean> {
  const rows = await db
    .update(highlightReels)
    .set({ leagueName: null })
    .where(and(eq(highlightReels.id, id), eq(highlightReels.leagueName, leagueName)))
    .returning({ id: highlightReels.id });
  return rows.length > 0;
}

export async function deleteReel(db: Db, id: number): Promise<void> {
  await db.delete(highlightReels).where(eq(highlightReels.id, id));
}

/** pending → generating; false when another delivery took it or it is no longer pending. */
export async function startReel(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(highlightReels)
    .set({ status: status("generating") })
    .where(and(eq(highlightReels.id, id), eq(highlightReels.status, status("pending"))))
    .returning({ id: highlightReels.id });
  return rows.length === 1;
}

/**
 * generating → completed with its segments, in one batch: the old segments (a weekly reel made
 * again) go, the new ones come, and the status changes only if the reel is still generating.
 */
export async function completeReel(
  db: Db,
  id: number,
  result: { segments: ReelSegment[]; statsUsed: unknown; writerId: string | null; generationTime: number },
  now = new Date(),
): Promise<boolean> {
  // Raw D1 statements: drizzle cannot batch an INSERT … SELECT FROM json_each. The segments change
  // only while the reel is still generating, so a late delivery (a retry that ran alongside the
  // first) neither adds segments nor deletes the finished reel's.
  const d1 = db.$client;
  const [, , updated] = await d1.batch([
    d1
      .prepare(
        `DELETE FROM highlight_segments
         WHERE reel_id = ?1 AND EXISTS (SELECT 1 FROM highlight_reels WHERE id = ?1 AND status = 'generating')`,
      )
      .bind(id),
    d1
      .prepare(
        `INSERT INTO highlight_segments
           (reel_id, recap_id, segment_type, start_time, duration, play_description, player_stats, text_overlay, transition_type, created_at)
         SELECT ?1, json_extract(s.value, '$.recapId'), json_extract(s.value, '$.segmentType'),
           json_extract(s.value, '$.startTime'), json_extract(s.value, '$.duration'),
           json_extract(s.value, '$.playDescription'), json_extract(s.value, '$.playerStats'),
           json_extract(s.value, '$.textOverlay'), json_extract(s.value, '$.transitionType'), ?2
         FROM json_each(?3) AS s
         WHERE EXISTS (SELECT 1 FROM highlight_reels WHERE id = ?1 AND status = 'generating')`,
      )
      .bind(id, now.getTime(), JSON.stringify(result.segments)),
    d1
      .prepare(
        `UPDATE highlight_reels SET status = 'completed', completed_at = ?2, generation_time = ?3, stats_used = ?4,
           writer_id = ?5, failure_reason = NULL
         WHERE id = ?1 AND status = 'generating' RETURNING id`,
      )
      .bind(id, now.getTime(), result.generationTime, JSON.stringify(result.statsUsed), result.writerId),
  ]);
  return updated!.results.length === 1;
}

/** generating (or pending, when the job gives up before starting) → failed, with the reason shown. */
export async function failReel(db: Db, id: number, reason: string, generationTime: number | null, now = new Date()) {
  const rows = await db
    .update(highlightReels)
    .set({ status: status("failed"), failureReason: reason, completedAt: now, generationTime })
    .where(and(eq(highlightReels.id, id), inArray(highlightReels.status, [status("generating"), status("pending")])))
    .returning({ id: highlightReels.id });
  return rows.length === 1;
}

export interface ReelSourceFilter {
  leagueName: string;
  startDate: string;
  endDate: string;
}

/**
 * The published game recaps of a league in a date range (by game date), newest first: the only
 * source of a reel's facts. A recap is published (`ready`) only after its box score was confirmed
 * (by its author, or by the league's export), so these box scores are confirmed ones.
 */
export async function recapsForReel(db: Db, f: ReelSourceFilter, limit = 200) {
  return db
    .select({
      id: recaps.id,
      homeTeam: recaps.homeTeam,
      awayTeam: recaps.awayTeam,
      homeScore: recaps.homeScore,
      awayScore: recaps.awayScore,
      gameDate: recaps.gameDate,
      players: recaps.players,
      writerId: recaps.writerId,
    })
    .from(recaps)
    .where(
      and(
        eq(recaps.status, PUBLISHED_STATUS),
        eq(recaps.type, "game_recap"),
        sql`lower(${recaps.leagueName}) = lower(${f.leagueName})`,
        sql`substr(${recaps.gameDate}, 1, 10) between ${f.startDate} and ${f.endDate}`,
      ),
    )
    .orderBy(desc(recaps.gameDate), desc(recaps.id))
    .limit(limit);
}
export type ReelSourceRecap = Awaited<ReturnType<typeof recapsForReel>>[number];

export async function getReelPreferences(db: Db, userId: number): Promise<ReelPreferences | undefined> {
  const [row] = await db.select().from(userReelPreferences).where(eq(userReelPreferences.userId, userId));
  return row;
}

export type ReelPreferencesUpdate = Pick<
  ReelPreferences,
  "favoriteTeams" | "favoritePlayers" | "defaultDuration" | "preferredStyle" | "autoGenerate" | "notifyOnCompletion"
>;

export async function saveReelPreferences(db: Db, userId: number, prefs: ReelPreferencesUpdate, now = new Date()) {
  const [row] = await db
    .insert(userReelPreferences)
    .values({ userId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({ target: userReelPreferences.userId, set: { ...prefs, updatedAt: now } })
    .returning();
  return row!;
}

/** Users who asked for a weekly reel of one of these teams (favourites compared without case). */
export async function autoReelSubscribers(db: Db, teams: string[]): Promise<{ userId: number; team: string }[]> {
  const wanted = teams.map((t) => t.toLowerCase());
  if (wanted.length === 0) return [];
  return db
    .select({ userId: sql<number>`p.user_id`, team: sql<string>`f.value` })
    .from(sql`${userReelPreferences} AS p, json_each(p.favorite_teams) AS f`)
    .where(and(sql`p.auto_generate = 1`, or(...wanted.map((t) => sql`lower(f.value) = ${t}`))));
}
