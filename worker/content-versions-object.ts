import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import {
  type ContentVersions,
  getContentVersions,
  initialVersions,
  isNewerVersion,
  VERSION_NAMES,
  type VersionMirror,
} from "../db/queries/content-version";

/**
 * The site's content versions, kept in memory by one Durable Object so a cache hit reads them with
 * one RPC instead of a D1 query (decision 197). D1 stays the record: every bump writes D1 first,
 * then `advance`s this copy before the write answers. The copy only moves forward (versions order
 * by their time prefix), and it heals from D1 when it is behind: on its first use, every
 * RECHECK_MS, and whenever a cache miss finds D1 newer (a version bumped by a script).
 *
 * Every `lease` lets the isolate that asked use the answer for LEASE_MS without asking again
 * (decision 241). So `advance` answers only once every lease of the versions it replaced has run
 * out: after a write has answered, no isolate builds a key from the old versions.
 *
 * With the versions it keeps a D1 bookmark at least as new as the write of every one of them
 * (decision 244): a cache miss reads D1 in a session that starts there, so its answer holds at
 * least the content those versions name, and it needs no version read of its own. Null when that
 * is not known (a version advanced without a bookmark); misses then read the versions (196).
 */
export class ContentVersionsObject extends DurableObject<Env> {
  private versions: ContentVersions = initialVersions();
  private bookmark: string | null = null;
  /** When the copy was last compared with D1 (0: never, since this instance started). */
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  /** Whether the copy was ever loaded from storage or D1 (before that it is only "0"). */
  private known = false;
  /**
   * When the last lease handed out runs out. An instance that has just started cannot know what
   * its predecessor handed out, so it assumes a lease made now.
   */
  private leasedUntil = Date.now() + LEASE_MS;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.get<ContentVersions | string>([STORAGE_KEY, BOOKMARK_KEY]);
      const versions = stored.get(STORAGE_KEY) as ContentVersions | undefined;
      if (versions) {
        // A copy stored before a version was added lacks it: that one starts at "0" (older than any).
        this.versions = { ...initialVersions(), ...versions };
        this.bookmark = (stored.get(BOOKMARK_KEY) as string | undefined) ?? null;
        this.known = true;
      }
    });
  }

  /** The versions a cache key is built from, and the bookmark a miss reads D1 from. */
  async lease(): Promise<VersionLease> {
    if (Date.now() - this.checkedAt >= RECHECK_MS) {
      try {
        await this.checkRecord();
      } catch (err) {
        // Without D1 no write can bump, so a copy that was ever known is still the latest one.
        // One never known (a new object) is not served: the caller falls back to D1.
        if (!this.known) throw err;
        console.error("Content versions: D1 check failed; answering from memory", err);
      }
    }
    this.leasedUntil = Math.max(this.leasedUntil, Date.now() + LEASE_MS);
    return { versions: this.versions, bookmark: this.bookmark };
  }

  /**
   * Takes every given version that is newer than the copy's; returns the copy. `bookmark`, when
   * given, is one at least as new as the write of every version in `seen` (read after it).
   */
  async advance(seen: Partial<ContentVersions>, bookmark: string | null = null): Promise<ContentVersions> {
    let changed = false;
    const next = { ...this.versions };
    for (const name of VERSION_NAMES) {
      const value = seen[name];
      if (value !== undefined && isNewerVersion(value, next[name])) {
        next[name] = value;
        changed = true;
      }
    }
    // A fresher bookmark alone is kept in memory only: the stored one still covers the stored versions.
    this.bookmark = this.coveringBookmark(next, changed, seen, bookmark);
    if (changed) {
      // Leases handed out until now name the versions being replaced; later ones name these.
      const replacedUntil = this.leasedUntil;
      this.versions = next;
      // The output gate holds the answer until this is stored, so an acknowledged bump survives
      // the object's restart. Stored together: a stored bookmark always covers the stored versions.
      await this.ctx.storage.put({ [STORAGE_KEY]: next, [BOOKMARK_KEY]: this.bookmark });
      // Other calls are served meanwhile: only storage closes the input gate, not a timer.
      const wait = replacedUntil + LEASE_MARGIN_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return this.versions;
  }

  /**
   * A bookmark at least as new as the write of every version in `next` (the copy after an advance),
   * or null when that is not known:
   * - known before, and a bookmark given: the later of the two covers old and new versions alike;
   * - none given: unchanged versions keep the old one; a changed version's write is not covered;
   * - none known before: the given one covers only what `seen` named, so all of `next` must be that.
   */
  private coveringBookmark(
    next: ContentVersions,
    changed: boolean,
    seen: Partial<ContentVersions>,
    bookmark: string | null,
  ): string | null {
    if (bookmark === null) return changed ? null : this.bookmark;
    if (this.bookmark !== null) return laterBookmark(this.bookmark, bookmark);
    return VERSION_NAMES.every((name) => next[name] === seen[name]) ? bookmark : null;
  }

  /**
   * Reads the record at the primary and takes what is newer, with the bookmark of that read; one
   * check at a time.
   */
  private checkRecord(): Promise<void> {
    this.checking ??= (async () => {
      try {
        const primary = this.env.DB.withSession("first-primary");
        const record = await getContentVersions(createDb(primary));
        await this.advance(record, primary.getBookmark());
        this.checkedAt = Date.now();
        this.known = true;
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }
}

const STORAGE_KEY = "versions";
const BOOKMARK_KEY = "bookmark";

/** What an isolate may use for LEASE_MS: the versions, and where a miss reads D1 from (or null). */
export interface VersionLease {
  versions: ContentVersions;
  bookmark: string | null;
}

/**
 * The later of two D1 bookmarks. They order as strings: workerd's own D1 session keeps the latest
 * one it was handed the same way (`localeCompare`).
 */
export function laterBookmark(a: string, b: string): string {
  return a.localeCompare(b) < 0 ? b : a;
}
/**
 * How often the copy is compared with D1 on its own. It bounds how long a bump the object never
 * heard of (a script writing D1 only, or a bump whose `advance` failed and whose write answered
 * 500) can leave cache hits on the previous version.
 */
export const RECHECK_MS = 30_000;
/**
 * How long an isolate uses the versions it read before asking the object again (decision 241). It
 * is also the most a bump waits for the leases it outdates (plus the margin), and what it adds to
 * RECHECK_MS's bound. At a few hundred hits per second an isolate asks once per tens of hits.
 */
export const LEASE_MS = 100;
/**
 * An isolate measures its lease from before it asked, on its own clock, which Workers move only
 * at I/O: the margin covers the CPU time between that clock's last move and the lease's check.
 */
const LEASE_MARGIN_MS = 25;
/** One object for the whole site: every version change goes through it. */
const OBJECT_NAME = "site";

/** Whether hits read the versions from the object (default) or from D1 on every hit (decision 070). */
export const versionsFromObject = (env: Env) => env.CONTENT_VERSION_SOURCE !== "d1";

/**
 * The namespace is typed here, not in worker-configuration.d.ts: wrangler's typed form imports
 * worker/index.ts into the Node type-check (tsconfig.node.json), which has no Workers globals.
 */
const siteObject = (env: Env) =>
  (env.CONTENT_VERSIONS as DurableObjectNamespace<ContentVersionsObject>).getByName(OBJECT_NAME);

/**
 * Where bumps are mirrored: the object, or nowhere when hits read D1. `session` is the D1 session
 * that wrote (or read) the versions given to `advance`: its bookmark, taken at that moment, goes
 * with them. Without one the object learns the versions but no bookmark (misses then read D1's).
 */
export function versionMirror(env: Env, session?: D1DatabaseSession): VersionMirror {
  if (!versionsFromObject(env)) return { advance: async () => ({}) };
  return { advance: (seen) => siteObject(env).advance(seen, session?.getBookmark() ?? null) };
}

/**
 * The lease this isolate holds, by namespace (one per deployment; tests pass others), and until
 * when on this isolate's clock.
 */
const leases = new WeakMap<object, { lease: VersionLease; until: number }>();

/**
 * The object's versions (and bookmark) for a cache lookup, asked at most once per LEASE_MS in this
 * isolate; null when hits read D1 or the object cannot answer.
 */
export async function objectVersions(env: Env): Promise<VersionLease | null> {
  if (!versionsFromObject(env)) return null;
  const held = leases.get(env.CONTENT_VERSIONS);
  if (held && Date.now() < held.until) return held.lease;
  // Measured from before the question: the object's lease starts later, so this one ends first.
  const asked = Date.now();
  try {
    const lease = await siteObject(env).lease();
    leases.set(env.CONTENT_VERSIONS, { lease, until: asked + LEASE_MS });
    return lease;
  } catch (err) {
    console.error("Content versions object unavailable; reading D1", err);
    return null;
  }
}
