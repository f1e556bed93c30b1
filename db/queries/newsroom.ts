// The league newsroom's rows in D1 (issue 41, decision 311): each article's key is its claim, every
// reported roster change is remembered, and the league's settings and roster baseline.
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { JsonValue } from "../domain/json";
import type { NewsroomKind } from "../domain/newsroom/kinds";
import {
  type NewRecap,
  newsroomArticles,
  newsroomChanges,
  newsroomLeagues,
  newsroomReceived,
  type Recap,
  type RosterBaseline,
  recaps,
} from "../schema";

export type NewsroomArticleRow = typeof newsroomArticles.$inferSelect;
export type NewsroomLeagueRow = typeof newsroomLeagues.$inferSelect;

export interface ArticleClaim {
  leagueId: number;
  key: string;
  kind: NewsroomKind;
  season: number;
  week: number | null;
}

const whereKey = (leagueId: number, key: string) =>
  and(eq(newsroomArticles.leagueId, leagueId), eq(newsroomArticles.key, key));

/**
 * Claims an article's key before it is written. True when this job is to write it: the key is new,
 * or an earlier job claimed it and stopped before the article existed (`writtenAt` still null).
 */
export async function claimArticle(db: Db, claim: ArticleClaim): Promise<boolean> {
  const rows = await db.insert(newsroomArticles).values(claim).onConflictDoNothing().returning();
  if (rows.length) return true;
  const [row] = await db.select().from(newsroomArticles).where(whereKey(claim.leagueId, claim.key));
  return row?.writtenAt == null;
}

/**
 * Links the written article (or the checker's refusal) to its key, with the facts it was checked
 * against; false when another job linked the key first (the loser deletes the article it made).
 */
export async function linkArticle(
  db: Db,
  claim: Pick<ArticleClaim, "leagueId" | "key">,
  outcome: { recapId: number | null; facts: JsonValue; refusal?: string },
): Promise<boolean> {
  const linked = await db
    .update(newsroomArticles)
    .set({ ...outcome, refusal: outcome.refusal ?? null, writtenAt: new Date() })
    .where(and(whereKey(claim.leagueId, claim.key), isNull(newsroomArticles.writtenAt)))
    .returning({ key: newsroomArticles.key });
  return linked.length > 0;
}

/**
 * Claims roster changes for this job's articles: the keys returned are this job's to report; a key
 * claimed before (a re-sent export, another job at the same time) is not returned again.
 */
export async function claimChanges(db: Db, leagueId: number, keys: readonly string[]): Promise<Set<string>> {
  const claimed = new Set<string>();
  // D1 binds at most 100 parameters a statement: two per row.
  for (let i = 0; i < keys.length; i += 40) {
    const rows = await db
      .insert(newsroomChanges)
      .values(keys.slice(i, i + 40).map((key) => ({ leagueId, key })))
      .onConflictDoNothing()
      .returning({ key: newsroomChanges.key });
    for (const r of rows) claimed.add(r.key);
  }
  return claimed;
}

/** The league's last written power rankings column before `week` of `season`, with its facts. */
export async function lastColumn(db: Db, leagueId: number, season: number, week: number) {
  const [row] = await db
    .select({ week: newsroomArticles.week, facts: newsroomArticles.facts })
    .from(newsroomArticles)
    .where(
      and(
        eq(newsroomArticles.leagueId, leagueId),
        eq(newsroomArticles.kind, "rankings"),
        eq(newsroomArticles.season, season),
        lt(newsroomArticles.week, week),
        isNull(newsroomArticles.refusal),
      ),
    )
    .orderBy(desc(newsroomArticles.week))
    .limit(1);
  return row;
}

/** The newsroom row of an article, when it is one. */
export async function articleOfRecap(db: Db, recapId: number): Promise<NewsroomArticleRow | undefined> {
  const [row] = await db.select().from(newsroomArticles).where(eq(newsroomArticles.recapId, recapId));
  return row;
}

/** The league's newsroom articles held for the commissioner's approval, newest first. */
export async function heldArticles(db: Db, leagueId: number) {
  return db
    .select({ recapId: recaps.id, title: recaps.title, kind: newsroomArticles.kind })
    .from(newsroomArticles)
    .innerJoin(recaps, eq(recaps.id, newsroomArticles.recapId))
    .where(and(eq(newsroomArticles.leagueId, leagueId), eq(recaps.status, "draft")))
    .orderBy(desc(recaps.id));
}

export async function getNewsroomLeague(db: Db, leagueId: number): Promise<NewsroomLeagueRow | undefined> {
  const [row] = await db.select().from(newsroomLeagues).where(eq(newsroomLeagues.leagueId, leagueId));
  return row;
}

/** Sets which kinds the league writes automatically. */
export async function setNewsroomKinds(db: Db, leagueId: number, kinds: NewsroomKind[]) {
  await db
    .insert(newsroomLeagues)
    .values({ leagueId, kinds })
    .onConflictDoUpdate({ target: newsroomLeagues.leagueId, set: { kinds, updatedAt: new Date() } });
}

/**
 * A roster list came in: it is counted for the next comparison and its time kept, so only the job
 * of the league's last list compares (a round of lists is one export). Returns that time.
 */
export async function noteRosterList(db: Db, leagueId: number, list: string, at = new Date()): Promise<Date> {
  await db.batch([
    db.insert(newsroomReceived).values({ leagueId, list }).onConflictDoNothing(),
    db
      .insert(newsroomLeagues)
      .values({ leagueId, rosterPostedAt: at })
      .onConflictDoUpdate({
        target: newsroomLeagues.leagueId,
        set: { rosterPostedAt: sql`max(coalesce(${newsroomLeagues.rosterPostedAt}, 0), ${at.getTime()})` },
      }),
  ]);
  return at;
}

export async function receivedLists(db: Db, leagueId: number): Promise<string[]> {
  const rows = await db
    .select({ list: newsroomReceived.list })
    .from(newsroomReceived)
    .where(eq(newsroomReceived.leagueId, leagueId));
  return rows.map((r) => r.list);
}

/** The compared round becomes the baseline; the lists it counted are cleared. */
export async function saveRosterBaseline(db: Db, leagueId: number, baseline: RosterBaseline, lists: string[]) {
  await db.batch([
    db
      .insert(newsroomLeagues)
      .values({ leagueId, baseline, comparedAt: new Date() })
      .onConflictDoUpdate({
        target: newsroomLeagues.leagueId,
        set: { baseline, comparedAt: new Date(), updatedAt: new Date() },
      }),
    ...lists.map((list) =>
      db.delete(newsroomReceived).where(and(eq(newsroomReceived.leagueId, leagueId), eq(newsroomReceived.list, list))),
    ),
  ]);
}

/**
 * A newsroom article, written and checked already: published (`ready`) at once, or held as a
 * `draft` for the commissioner's approval.
 */
export async function insertNewsroomRecap(db: Db, values: Omit<NewRecap, "status">, held: boolean): Promise<Recap> {
  const [row] = await db
    .insert(recaps)
    .values({ ...values, status: held ? "draft" : "ready" })
    .returning();
  return row!;
}
