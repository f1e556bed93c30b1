import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appMeta, recaps } from "../schema";
import { recapLeagueKey } from "./recaps";

/**
 * Content versions: part of every Cache API key, so a new version makes every cached copy of the
 * old content unreachable at once. `content` covers articles, lists, writers, icons, RSS and pages;
 * `reactions` changes on every vote, so votes never throw away the cached articles; `stories`
 * changes when a job changed one league's stories only (decision 306): every public read that is
 * not one league's own depends on it, so the lists and articles move on while other leagues' pages
 * keep their copies.
 *
 * D1's `app_meta` rows are the record. A Durable Object keeps a copy that cache hits read instead
 * of D1 (worker/content-versions-object.ts, decision 197): every bump writes D1, then the copy.
 */
const VERSION_KEYS = {
  content: "content_version",
  reactions: "reactions_version",
  stories: "stories_version",
} as const;
export type VersionName = keyof typeof VERSION_KEYS;
export const VERSION_NAMES = Object.keys(VERSION_KEYS) as VersionName[];
export type ContentVersions = Record<VersionName, string>;

/** Before the first write there is no row; "0" stands for that state (older than any version). */
export const INITIAL_VERSION = "0";

/**
 * Where a bump is written after D1: the Durable Object's copy (or nothing, when hits read D1).
 * Structural, so db/ does not reach into worker/.
 */
export interface VersionMirror {
  /** Takes the newer of each given version; answers what it then holds. */
  advance(seen: Partial<ContentVersions>): Promise<Partial<ContentVersions>>;
}

/** Every version in the state before any write. */
export const initialVersions = (): ContentVersions =>
  Object.fromEntries(VERSION_NAMES.map((name) => [name, INITIAL_VERSION])) as ContentVersions;

/** Every version in one indexed read (primary key lookups). */
export async function getContentVersions(db: Db): Promise<ContentVersions> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, Object.values(VERSION_KEYS)));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    VERSION_NAMES.map((name) => [name, byKey.get(VERSION_KEYS[name]) ?? INITIAL_VERSION]),
  ) as ContentVersions;
}

/**
 * Versions are ordered as strings: they start with the time in base 36, padded to 8 digits (enough
 * until 2059), so string order is time order, and the random part breaks ties. "0" is the oldest.
 */
export function isNewerVersion(candidate: string, than: string): boolean {
  return candidate > than;
}

/** A version made now: the time first (ordering), then randomness (a restored backup never reuses one). */
export function newVersion(now = Date.now()): string {
  return `${now.toString(36).padStart(8, "0")}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * A new version, written to D1 (the record) and then to the mirror, before the write that caused it
 * answers. When the mirror already holds a later version than D1 had (D1 restored from a backup, or
 * a clock behind another location's), D1 and the mirror are moved past it, so the mirror's "never
 * move backwards" rule never keeps a real bump out.
 */
export async function bumpContentVersion(db: Db, name: VersionName, mirror: VersionMirror): Promise<string> {
  let value = await writeNewerVersion(db, VERSION_KEYS[name], newVersion());
  const held = (await mirror.advance({ [name]: value }))[name];
  if (held !== undefined && isNewerVersion(held, value)) {
    value = await writeNewerVersion(db, VERSION_KEYS[name], `${held}.${crypto.randomUUID().slice(0, 8)}`);
    await mirror.advance({ [name]: value });
  }
  return value;
}

/**
 * A league's own version (decision 303): part of the cache key of the pages that show its exported
 * data (season pages), with `content`. An ingest that changed the league's rows moves it, and
 * nothing else: other leagues' pages, articles and lists keep their copies. Read from D1 by each
 * such request (decision 070's read, for these pages only): the object holds the site's two.
 */
const LEAGUE_VERSION_PREFIX = "league_version:";
const leagueVersionKey = (leagueKey: string) => `${LEAGUE_VERSION_PREFIX}${leagueKey}`;

export async function getLeagueVersion(db: Db, leagueKey: string): Promise<string> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, [leagueVersionKey(leagueKey)]));
  return row?.value ?? INITIAL_VERSION;
}

/**
 * The league of an article (any status) and that league's version, in one read by primary keys:
 * the reader page's key (decision 306). Null for a missing article or one in no league.
 */
export async function getArticleLeagueVersion(db: Db, id: number): Promise<{ league: string; version: string } | null> {
  const [row] = await db
    .select({ league: recapLeagueKey, version: appMeta.value })
    .from(recaps)
    .leftJoin(appMeta, eq(appMeta.key, sql`${LEAGUE_VERSION_PREFIX} || ${recapLeagueKey}`))
    .where(eq(recaps.id, id));
  return row?.league ? { league: row.league, version: row.version ?? INITIAL_VERSION } : null;
}

/** A new version of the league's data, written before the ingest that changed it is done. */
export const bumpLeagueVersion = (db: Db, leagueKey: string): Promise<string> =>
  writeNewerVersion(db, leagueVersionKey(leagueKey), newVersion());

/**
 * Writes `candidate` unless the row already holds a later version (this Worker's clock behind the
 * one that wrote it, or two bumps in the same millisecond); then the row's value is extended, which
 * still orders after it. Either way the row moves forward, in one statement.
 */
async function writeNewerVersion(db: Db, key: string, candidate: string): Promise<string> {
  const [row] = await db
    .insert(appMeta)
    .values({ key, value: candidate })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: {
        value: sql`case when excluded.value > ${appMeta.value} then excluded.value else ${appMeta.value} || '.' || substr(excluded.value, -8) end`,
        updatedAt: sql`(cast(unixepoch('subsecond') * 1000 as integer))`,
      },
    })
    .returning({ value: appMeta.value });
  return row?.value ?? candidate;
}
