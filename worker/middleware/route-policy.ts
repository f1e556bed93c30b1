import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { OTHER_LEAGUE } from "../../db/domain";
import type { VersionName } from "../../db/queries/content-version";
import type { AppEnv } from "../env";

/**
 * Policy that lives on the route: every GET declares how it may be cached, every write how big its
 * body may be and which content version it bumps. A declaration is a middleware placed in the
 * route's own handler list (`.get("/", read(PUBLIC_CONTENT), …)`); the app-wide middlewares
 * (cache.ts, body-limit.ts, d1-session.ts) read it for the route the request matched.
 * policy.test.ts walks `app.routes`, so a new route without a declaration fails the tests, and an
 * undeclared route still gets the safe default (private, 16 KB, content version bumped).
 */

export const KB = 1024;
export const MB = 1024 * KB;

export interface PublicCache {
  kind: "public";
  /** Which version the cached copy depends on. */
  scope: VersionName;
  /**
   * The league whose version the copy depends on instead of the site's `stories` (decisions 303,
   * 306): a read that shows one league's data or stories only.
   */
  league?: LeagueOfRead;
  /** Sent to clients. must-revalidate keeps browsers from using stale-while-revalidate (Chromium
   * lets it override SWR), so an edit shows on the next load; shared caches get s-maxage/SWR. */
  header: string;
  /** Stored with the Cache API copy. Keys are versioned, so this only bounds storage. */
  storeTtl: number;
}
/**
 * Where a read names its league: a path segment (`/league/:id/season` → 2), except the value
 * `everyLeague` (any case), a page of many leagues keyed like the site's lists; or the article at a
 * path segment (`/read/:id` → 2), whose league is looked up.
 */
export type LeagueOfRead = { segment: number; everyLeague?: string } | { articleSegment: number };
/** `private`: personal, `private, no-store`. `own`: the handler sets its own headers (media). */
export type ReadPolicy = PublicCache | { kind: "private" } | { kind: "own" };

export interface WritePolicy {
  /** Which version a successful write bumps; null for writes that change no public content. */
  bumps: VersionName | null;
  maxBody: number;
  /** The 413 message (image routes answer with the spec's image message). */
  tooLarge: string;
}

/** Articles, lists, writers, icons, RSS and pages: the same answer for every visitor. */
export const PUBLIC_CONTENT: PublicCache = {
  kind: "public",
  scope: "content",
  header: "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300",
  storeTtl: 86_400,
};
/** A league's season data (its export): cached like content, and new when that league's data is. */
export const publicLeagueData = (segment: number): PublicCache => ({ ...PUBLIC_CONTENT, league: { segment } });
/**
 * Server-rendered pages that show reaction counts (home and league cards, the reader's bar): cached
 * like content, but a vote gives them a new key too. An anonymous reader's page has no app to
 * refresh the counts after it loads (decision 193), so the page itself must carry current ones.
 */
export const PUBLIC_PAGE_WITH_COUNTS: PublicCache = { ...PUBLIC_CONTENT, scope: "reactions" };
/**
 * A league's page (`/league/:id`): its stories only, so it is new when that league's stories are
 * (decision 306); `/league/other` shows every other league's and moves with the site's lists.
 */
export const LEAGUE_PAGE: PublicCache = {
  ...PUBLIC_PAGE_WITH_COUNTS,
  league: { segment: 2, everyLeague: OTHER_LEAGUE },
};
/** An article's page (`/read/:id`): new when its league's stories are, not another league's (306). */
export const ARTICLE_PAGE: PublicCache = { ...PUBLIC_PAGE_WITH_COUNTS, league: { articleSegment: 2 } };
/** Reactions change with every vote: their own version and a short shared-cache life. */
export const PUBLIC_REACTIONS: PublicCache = {
  kind: "public",
  scope: "reactions",
  header: "public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=10",
  storeTtl: 3_600,
};

export const DEFAULT_WRITE: WritePolicy = { bumps: "content", maxBody: 16 * KB, tooLarge: "Request body is too large" };

const reads = new WeakMap<object, ReadPolicy>();
const writes = new WeakMap<object, WritePolicy>();

const declaration = (): MiddlewareHandler<AppEnv> => (_c, next) => next();

/** Declares how a GET route may be cached. */
export function read(policy: ReadPolicy): MiddlewareHandler<AppEnv> {
  const handler = declaration();
  reads.set(handler, policy);
  return handler;
}

/** Declares a write route's body limit and the content version it bumps. */
export function write(policy: Partial<WritePolicy> & Pick<WritePolicy, "bumps">): MiddlewareHandler<AppEnv> {
  const handler = declaration();
  writes.set(handler, { ...DEFAULT_WRITE, ...policy });
  return handler;
}

export const privateRead = read({ kind: "private" });

/** The declarations a handler carries (for the test that walks every route). */
export const declaredBy = (handler: object) => ({ read: reads.get(handler), write: writes.get(handler) });

/**
 * The policy of the route this request matched. Hono matches every route for a path at once and
 * runs them in registration order; the first route with a declaration is the one that answers
 * (e.g. `/recaps/mine` is registered before `/recaps/:id`).
 */
export function routePolicy(c: Context<AppEnv>): { read?: ReadPolicy; write?: WritePolicy } {
  const out: { read?: ReadPolicy; write?: WritePolicy } = {};
  for (const { handler } of matchedRoutes(c)) {
    out.read ??= reads.get(handler);
    out.write ??= writes.get(handler);
    if (out.read || out.write) break;
  }
  return out;
}
