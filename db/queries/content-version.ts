import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appMeta } from "../schema";

/**
 * Content versions: part of every Cache API key, so a new version makes every cached copy of the
 * old content unreachable at once. `content` covers articles, lists, writers, icons, RSS and pages;
 * `reactions` changes on every vote, so votes never throw away the cached articles.
 */
const VERSION_KEYS = { content: "content_version", reactions: "reactions_version" } as const;
export type VersionName = keyof typeof VERSION_KEYS;
export type ContentVersions = Record<VersionName, string>;

/** Before the first write there is no row; "0" stands for that state. */
const INITIAL = "0";

/** Both versions in one indexed read (primary key lookups). */
export async function getContentVersions(db: Db): Promise<ContentVersions> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, [VERSION_KEYS.content, VERSION_KEYS.reactions]));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    content: byKey.get(VERSION_KEYS.content) ?? INITIAL,
    reactions: byKey.get(VERSION_KEYS.reactions) ?? INITIAL,
  };
}

/**
 * A new random version (not a counter: a database restored from a backup must never reuse a
 * version whose cached copies hold other content).
 */
export async function bumpContentVersion(db: Db, name: VersionName): Promise<string> {
  const value = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await db
    .insert(appMeta)
    .values({ key: VERSION_KEYS[name], value })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value, updatedAt: sql`(cast(unixepoch('subsecond') * 1000 as integer))` },
    });
  return value;
}
