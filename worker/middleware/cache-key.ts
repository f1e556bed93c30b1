// The part of a public read's URL that its cached copy may depend on: the path and only the query
// parameters the route reads, in a fixed order, each as the route will read it. Anything else in
// the query string (junk, repeats, a different order) lands on the same copy, so a stranger cannot
// fill the cache with renders of one page (issue 17 item 9).
import { getQueryParam } from "hono/utils/url";

type Canonical = (value: string) => string;

/** `05` and `5` are the same page size to the route's schema (worker/schemas/common.ts). */
const wholeNumber: Canonical = (v) => (/^\d{1,15}$/.test(v) ? String(Number(v)) : v);
const asIs: Canonical = (v) => v;

/** The season, week and shelf filter of lists and feeds (worker/schemas/common.ts gameWeekFilterSchema). */
const GAME_WEEK: [string, Canonical][] = [
  ["season", wholeNumber],
  ["week", asIs],
  ["kind", asIs],
];
/** Query parameters per public read; a read not listed here reads none. */
const READS: [RegExp, [name: string, canonical: Canonical][]][] = [
  [/^\/api\/recaps\/?$/, [["limit", wholeNumber], ["page", wholeNumber], ["league", asIs], ...GAME_WEEK]],
  [/^\/api\/rss\/?$/, [["league", asIs], ...GAME_WEEK]],
  [/^\/api\/reels\/?$/, [["league", asIs]]],
  // The league page's filter form (a GET form): the server render shows the filtered list.
  [/^\/league\/[^/]+\/?$/, GAME_WEEK],
];

/**
 * Recent answers by the URL as requested: every reader of a page asks with the same URL, and this
 * runs on every cache lookup. The function is pure, so a remembered answer is always right; the
 * map is emptied when full, so junk URLs cannot grow it.
 */
const recent = new Map<string, string>();
const RECENT_MAX = 512;

export function normalizedReadUrl(url: string): string {
  const known = recent.get(url);
  if (known !== undefined) return known;
  const normalized = normalize(url);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(url, normalized);
  return normalized;
}

function normalize(url: string): string {
  const { origin, pathname } = new URL(url);
  const params = READS.find(([re]) => re.test(pathname))?.[1];
  // Most public reads read no parameter: their key is the path (one URL parse per cache lookup).
  if (!params) return `${origin}${pathname}`;
  const out = new URL(pathname, origin);
  for (const [name, canonical] of params) {
    // Hono's own reading (the first value wins), so the key holds exactly what the route saw.
    const value = getQueryParam(url, name);
    if (typeof value === "string") out.searchParams.set(name, canonical(value));
  }
  return out.toString();
}
