import type { Context, MiddlewareHandler, Next } from "hono";
import { bumpContentVersion, type ContentVersions, getContentVersions, type VersionName } from "../../db/queries/meta";
import type { AppEnv } from "../env";
import { normalizedReadUrl } from "./cache-key";

/**
 * HTTP caching for the whole Worker, in one place so routes never have to remember it:
 * - public reads get a strong ETag (hash of the body), 304 on a matching If-None-Match, and a copy
 *   in the Cache API under a key that holds the content version;
 * - every other /api GET is personal until proven otherwise: `private, no-store`;
 * - every successful write bumps a version, so the next read misses the cache everywhere at once.
 */

interface Policy {
  /** Which versions the cached copy depends on. */
  scope: VersionName;
  /** Sent to clients. must-revalidate keeps browsers from using stale-while-revalidate (Chromium
   * lets it override SWR), so an edit shows on the next load; shared caches get s-maxage/SWR. */
  header: string;
  /** Stored with the Cache API copy. Keys are versioned, so this only bounds storage. */
  storeTtl: number;
}

const CONTENT: Policy = {
  scope: "content",
  header: "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300",
  storeTtl: 86_400,
};
/** Reactions change with every vote: their own version and a short shared-cache life. */
const REACTIONS: Policy = {
  scope: "reactions",
  header: "public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=10",
  storeTtl: 3_600,
};

/** Public reads: the same answer for every visitor (nothing here may depend on the session). */
const PUBLIC_READS: [RegExp, Policy][] = [
  [/^\/api\/recaps\/?$/, CONTENT],
  [/^\/api\/recaps\/\d+$/, CONTENT],
  [/^\/api\/recaps\/\d+\/reactions$/, REACTIONS],
  [/^\/api\/league-icons\/?$/, CONTENT],
  [/^\/api\/writers\/?$/, CONTENT],
  [/^\/api\/rss\/?$/, CONTENT],
  [/^\/$/, CONTENT],
  [/^\/read\/[^/]+$/, CONTENT],
  [/^\/league\/[^/]+$/, CONTENT],
];

/** Writes that change no public content: sign-in, the batch read that is a POST, webhook tests. */
const NO_VERSION_CHANGE = [/^\/api\/(login|register|logout)$/, /^\/api\/reactions\/batch$/, /^\/api\/test-[\w-]+$/];
const REACTION_WRITE = /^\/api\/recaps\/\d+\/reactions(\/remove)?$/;

export const PRIVATE = "private, no-store";
export const CACHE_STATUS_HEADER = "X-Cache";

export const publicPolicy = (path: string): Policy | undefined => PUBLIC_READS.find(([re]) => re.test(path))?.[1];

/** Which version a successful write at this path bumps (undefined: none). */
export function writeScope(path: string): VersionName | undefined {
  if (!path.startsWith("/api/") || NO_VERSION_CHANGE.some((re) => re.test(path))) return undefined;
  return REACTION_WRITE.test(path) ? "reactions" : "content";
}

export const httpCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { method, path } = c.req;
  if (method === "GET" || method === "HEAD") {
    const policy = publicPolicy(path);
    if (policy) return servePublic(c, next, policy);
    await next();
    if (path.startsWith("/api/") && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", PRIVATE);
    return;
  }
  await next();
  const scope = writeScope(path);
  if (scope && c.res.status < 400) await bumpContentVersion(c.var.db, scope);
};

async function servePublic(c: Context<AppEnv>, next: Next, policy: Policy): Promise<Response | undefined> {
  const key = cacheKey(c.req.url, policy.scope, await getContentVersions(c.var.db), c.env.CF_VERSION_METADATA.id);
  const cache = caches.default;
  const cached = await cache.match(key);
  if (cached) return toClient(c.req.raw, cached, policy, "HIT");

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
  // Awaited, not waitUntil: the next request (even on this isolate) must find it.
  await cache.put(key, new Response(body, { status: 200, headers }));
  // Hono merges the old response's headers into an assigned one; clear it so ours are the only ones.
  c.res = undefined;
  c.res = toClient(c.req.raw, new Response(body, { status: 200, headers }), policy, "MISS");
}

/**
 * The URL with the version(s) it depends on: a new version is a different key, so old copies are
 * unreachable. The deployed Worker version is in it too, so a deploy never serves HTML naming the
 * previous build's asset files.
 */
export function cacheKey(url: string, scope: VersionName, versions: ContentVersions, deployId: string): string {
  const key = new URL(normalizedReadUrl(url));
  key.searchParams.set("__d", deployId);
  key.searchParams.set("__cv", scope === "reactions" ? `${versions.content}.${versions.reactions}` : versions.content);
  return key.toString();
}

function toClient(request: Request, stored: Response, policy: Policy, status: "HIT" | "MISS"): Response {
  const headers = new Headers(stored.headers);
  headers.set("Cache-Control", policy.header);
  headers.set(CACHE_STATUS_HEADER, status);
  if (notModified(request, headers)) {
    headers.delete("Content-Length");
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(stored.body, { status: 200, headers });
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
