import type { Context, MiddlewareHandler, Next } from "hono";
import { createDb } from "../../db/client";
import { leagueKey } from "../../db/domain";
import {
  bumpContentVersion,
  type ContentVersions,
  getArticleLeagueVersion,
  getContentVersions,
  getLeagueVersion,
  isNewerVersion,
  type VersionName,
} from "../../db/queries/content-version";
import { laterBookmark, objectVersions, versionMirror } from "../content-versions-object";
import type { AppEnv } from "../env";
import { normalizedReadUrl } from "./cache-key";
import { memoGet, memoPut } from "./cache-memo";
import { DEFAULT_WRITE, type LeagueOfRead, type PublicCache, routePolicy } from "./route-policy";

/**
 * HTTP caching for the whole Worker, following each route's declaration (route-policy.ts):
 * - public reads get a strong ETag (hash of the body), 304 on a matching If-None-Match, and a copy
 *   in the Cache API under a key that holds the content version;
 * - every other GET is personal until proven otherwise: `private, no-store`;
 * - every successful write bumps the version it declares, so the next read misses the cache
 *   everywhere at once.
 * A hit reads the versions from the site's Durable Object, not D1 (decision 197), at most once per
 * lease in an isolate (decision 241), and the answer from this isolate's memory when it is there,
 * under the same key (cache-memo.ts, decision 198). A miss reads D1 in a session that starts at the
 * object's bookmark for those versions (decision 244).
 */

export const PRIVATE = "private, no-store";
const CACHE_STATUS_HEADER = "X-Cache";

/** Which version a successful write bumps: its route's declaration; an undeclared API write bumps content. */
export function writeScope(c: Context<AppEnv>): VersionName | null {
  const declared = routePolicy(c).write;
  if (declared) return declared.bumps;
  return c.req.path.startsWith("/api/") ? DEFAULT_WRITE.bumps : null;
}

export const httpCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { method, path } = c.req;
  if (method === "GET" || method === "HEAD") {
    const policy = routePolicy(c).read;
    if (policy?.kind === "public") return servePublic(c, next, policy);
    await next();
    if (path.startsWith("/api/") && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", PRIVATE);
    return;
  }
  await next();
  const scope = writeScope(c);
  if (scope && c.res.status < 400) await bumpContentVersion(c.var.db, scope, versionMirror(c.env, c.var.d1));
};

/**
 * The league a read names by a path segment, as its version is kept (the league's `nameKey`): the
 * segment decoded once, as the route's parameter is, then keyed as getLeagueByName keys it.
 * "site" for the policy's page of every league. Null when that is ambiguous (an escape that does
 * not decode, or one still left after decoding: a handler that decodes again could find another
 * league), and such a read is never stored.
 */
export function leagueOfRead(url: string, of: { segment: number; everyLeague?: string }): string | "site" | null {
  const raw = new URL(url).pathname.split("/")[of.segment];
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes("%")) return null;
  return decoded.toLowerCase() === of.everyLeague ? "site" : leagueKey(decoded);
}

/**
 * The league whose version a read's copy depends on, with that version as D1 holds it now (read
 * before the handler reads the data, same session: decision 303): "site" when it depends on no
 * league's (then on `stories`), null when it may not be stored. An article's league is looked up
 * with its version in one read (decision 306).
 */
async function leagueVersionOf(
  c: Context<AppEnv>,
  of: LeagueOfRead | undefined,
): Promise<{ league: string; version: string } | "site" | null> {
  if (of === undefined) return "site";
  if ("articleSegment" in of) {
    const id = Number(new URL(c.req.url).pathname.split("/")[of.articleSegment]);
    // Not an article id: the route answers its 404, which is not stored.
    if (!Number.isSafeInteger(id) || id < 1) return "site";
    return (await getArticleLeagueVersion(c.var.db, id)) ?? "site";
  }
  const league = leagueOfRead(c.req.url, of);
  if (league === null || league === "site") return league;
  return { league, version: await getLeagueVersion(c.var.db, league) };
}

async function servePublic(c: Context<AppEnv>, next: Next, policy: PublicCache): Promise<Response | undefined> {
  const deployId = c.env.CF_VERSION_METADATA.id;
  // A league's data or stories: its version is read before the handler reads them (same D1
  // session), so a copy is never stored under a version newer than what it shows (decision 303).
  const byLeague = await leagueVersionOf(c, policy.league);
  if (byLeague === null) {
    await next();
    c.res.headers.set("Cache-Control", PRIVATE);
    return;
  }
  const leagueName = byLeague === "site" ? null : byLeague.league;
  const league = byLeague === "site" ? undefined : byLeague.version;
  // The object's copy when it answers; otherwise the record itself, never an unchecked copy.
  const lease = await objectVersions(c.env);
  const looked = lease?.versions ?? (await getContentVersions(c.var.db));
  const key = cacheKey(c.req.url, policy.scope, looked, deployId, league);
  const remembered = memoGet(key);
  if (remembered) return toClient(c.req.raw, remembered.body, remembered.headers, policy, "HIT");
  const cache = caches.default;
  // Not in this isolate's memory. When the object knows no bookmark for its versions, the version a
  // miss is stored under is read from D1 while the Cache API is asked, not after it (decision 196);
  // it is still read before the handler reads the content (below). A Cache API hit drops it: marked
  // handled now, so its failure is not reported as unhandled while the lookup runs (a miss still
  // awaits it and gets the error).
  const recorded = lease && !lease.bookmark ? getContentVersions(c.var.db) : null;
  recorded?.catch(() => undefined);
  const cached = await cache.match(key);
  if (cached) {
    const body = await cached.arrayBuffer();
    memoPut(key, body, cached.headers);
    return toClient(c.req.raw, body, cached.headers, policy, "HIT");
  }

  // A miss. Its answer must hold at least the content of the versions it is stored under.
  if (lease?.bookmark) {
    // The object's bookmark covers the versions' writes (decision 244): a session that starts
    // there reads no older state, so no version read is needed. The client's own bookmark counts
    // too, as in every read (d1-session.ts).
    const given = c.var.d1.getBookmark();
    const session = c.env.DB.withSession(given ? laterBookmark(given, lease.bookmark) : lease.bookmark);
    c.set("d1", session);
    c.set("db", createDb(session));
  }
  // Otherwise: the version this request's D1 session sees *before* the handler reads the content
  // (a session never reads older state after newer).
  const seen = recorded ? await recorded : looked;
  // Read again in the session the handler reads from (it may have just moved to the bookmark).
  const leagueSeen = leagueName === null ? undefined : await getLeagueVersion(c.var.db, leagueName);
  await next();
  // Only complete public answers are kept; a handler that set a cookie made it personal.
  if (c.res.status !== 200 || c.res.headers.has("Set-Cookie")) {
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", PRIVATE);
    return;
  }
  const body = await c.res.arrayBuffer();
  const headers = new Headers(c.res.headers);
  headers.set("ETag", await strongEtag(body));
  headers.set("Cache-Control", `public, s-maxage=${policy.storeTtl}`);
  const storeUnder =
    recorded && lease ? await reconcile(c, policy.scope, leagueName !== null, lease.versions, seen) : looked;
  if (storeUnder) {
    const storeKey = cacheKey(c.req.url, policy.scope, storeUnder, deployId, leagueSeen);
    // This isolate's next readers find the copy in its memory at once; the Cache API copy (for
    // other isolates) is stored after the answer has gone (decision 196): one task later, so the
    // runtime writes the answer out before it starts the put (decision 242).
    memoPut(storeKey, body, headers);
    await afterAnswer(
      c,
      nextTask().then(() => cache.put(storeKey, new Response(body, { status: 200, headers }))),
    );
  }
  // Hono merges the old response's headers into an assigned one; clear it so ours are the only ones.
  c.res = undefined;
  c.res = toClient(c.req.raw, body, headers, policy, "MISS");
}

/**
 * Work that must be done but that the client need not wait for: given to the request's
 * `waitUntil`. Without an execution context (an app called directly, as unit tests do) it is
 * awaited, so the caller still finds it done.
 */
function afterAnswer(c: Context<AppEnv>, work: Promise<unknown>): Promise<unknown> | undefined {
  let ctx: ExecutionContext;
  try {
    ctx = c.executionCtx as ExecutionContext;
  } catch {
    return work; // Hono throws when the app was called without one
  }
  ctx.waitUntil(work);
  return undefined;
}

/** Resolves in a later task of the event loop, after the current answer has been handed over. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Which versions a miss's answer may be stored under, given the object's copy and what the
 * request's D1 session saw before the handler ran:
 * - the same: store under them;
 * - D1 newer (a bump the object missed, e.g. by a script): heal the object, store under D1's;
 * - D1 older (a replica behind the last bump): the answer may hold deleted content, so it is
 *   served to this reader (as any replica read is) but never stored.
 */
async function reconcile(
  c: Context<AppEnv>,
  scope: VersionName,
  byLeague: boolean,
  object: ContentVersions,
  seen: ContentVersions,
): Promise<ContentVersions | null> {
  const names = keyedBy(scope, byLeague);
  if (names.some((n) => isNewerVersion(object[n], seen[n]))) return null;
  if (names.some((n) => isNewerVersion(seen[n], object[n]))) {
    try {
      // With this session's bookmark, which covers what it read: the object knows one again.
      await versionMirror(c.env, c.var.d1).advance(seen);
    } catch (err) {
      // Not healed: the copy would sit under a key hits do not build yet. The reader has the answer.
      console.error("Content versions object not healed", err);
      return null;
    }
  }
  return seen;
}

/**
 * The site's versions a copy depends on: `content` always, `reactions` for pages that show counts,
 * and `stories` unless the read is one league's own (its season data, page or articles), which
 * depends on that league's version instead (decisions 303, 306): a job that changed one league's
 * stories moves `stories` and that league's version, so the site's lists move on, and other
 * leagues' pages do not.
 */
function keyedBy(scope: VersionName, byLeague: boolean): VersionName[] {
  const names: VersionName[] = scope === "reactions" ? ["content", "reactions"] : ["content"];
  return byLeague ? names : [...names, "stories"];
}

/**
 * The URL with the version(s) it depends on: a new version is a different key, so old copies are
 * unreachable. The deployed Worker version is in it too, so a deploy never serves HTML naming the
 * previous build's asset files.
 */
export function cacheKey(
  url: string,
  scope: VersionName,
  versions: ContentVersions,
  deployId: string,
  league?: string,
): string {
  const read = normalizedReadUrl(url);
  const site = keyedBy(scope, league !== undefined)
    .map((name) => versions[name])
    .join(".");
  const cv = league === undefined ? site : `${site}.L${league}`;
  // Appended as text, not through another URL parse: this runs on every hit.
  return `${read}${read.includes("?") ? "&" : "?"}__d=${encodeURIComponent(deployId)}&__cv=${encodeURIComponent(cv)}`;
}

/**
 * The answer a client gets from a stored body and headers. The body goes in as bytes, not as the
 * stream of another Response built for the purpose: one Response per answer, not two.
 */
function toClient(
  request: Request,
  body: ArrayBuffer,
  stored: HeadersInit,
  policy: PublicCache,
  status: "HIT" | "MISS",
): Response {
  const headers = new Headers(stored);
  headers.set("Cache-Control", policy.header);
  headers.set(CACHE_STATUS_HEADER, status);
  if (notModified(request, headers)) {
    headers.delete("Content-Length");
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

/** RFC 9110 §13.1.3: If-None-Match wins; If-Modified-Since counts only without it. */
function notModified(request: Request, headers: Headers): boolean {
  const etag = headers.get("ETag");
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch !== null) return etag !== null && matchesIfNoneMatch(ifNoneMatch, etag);
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  const modified = Date.parse(headers.get("Last-Modified") ?? "");
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags or `*`. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

/** A strong validator: the first 128 bits of the body's SHA-256. */
export async function strongEtag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}
