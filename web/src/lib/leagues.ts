// The league pages' lists (spec §2): which articles a /league/{id} page shows, the league list with
// counts, links and icons. The matching rule and colours themselves are db/domain's.
import {
  isKnownLeague,
  leagueIconVersion,
  leagueKey,
  leagueMatches,
  leagueSegment,
  OTHER_LEAGUE,
  ownValue,
} from "../../../db/domain";

interface HasLeague {
  leagueName: string | null;
}

/**
 * Articles of the league named by a route value: 'other' lists articles whose league is missing or
 * not OGLeague25, NFL or SLA; otherwise the name matches exactly, by its encoded form, or by lowercase
 * name with spaces removed.
 */
export function matchLeague<T extends HasLeague>(articles: readonly T[], leagueId: string): T[] {
  if (leagueId.toLowerCase() === OTHER_LEAGUE) return articles.filter((a) => !isKnownLeague(a.leagueName));
  return articles.filter((a) => a.leagueName && leagueMatches(a.leagueName, leagueId));
}

/** The league page's name: "Other Leagues", the name as its stories spell it, or the name as linked. */
export function leaguePageName(leagueId: string, articles: readonly HasLeague[]): string {
  if (leagueId.toLowerCase() === OTHER_LEAGUE) return "Other Leagues";
  return articles[0]?.leagueName ?? leagueId;
}

export interface LeagueSummary {
  name: string;
  count: number;
}

/**
 * Every named league with its article count, most articles first (ties by name). Spellings of one
 * league ("NFL", "nfl", "N FL") are one league (db/domain leagueKey), named as first seen.
 */
export function summarizeLeagues(articles: readonly HasLeague[]): LeagueSummary[] {
  const byKey = new Map<string, LeagueSummary>();
  for (const a of articles) {
    const name = a.leagueName?.trim();
    if (!name) continue;
    const entry = byKey.get(leagueKey(name));
    if (entry) entry.count += 1;
    else byKey.set(leagueKey(name), { name, count: 1 });
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Articles in no league: the community page counts them too, so its figures add up. */
export const countWithoutLeague = (articles: readonly HasLeague[]) =>
  articles.filter((a) => !a.leagueName?.trim()).length;

/** The link to a league's page: its name as one path segment (db/domain leagueSegment). */
export const leaguePath = (name: string) => `/league/${leagueSegment(name)}`;

/** A league's entry in GET /api/league-icons: by exact, else case-insensitive, name. */
function iconEntry(icons: Record<string, string> | undefined, name: string): [string, string] | undefined {
  if (!icons) return undefined;
  const exact = ownValue(icons, name);
  if (exact) return [name, exact];
  const lower = name.toLowerCase();
  return Object.entries(icons).find(([k]) => k.toLowerCase() === lower);
}

/** The icon for a league from GET /api/league-icons: its own, else none (the page draws a monogram). */
export const leagueIcon = (icons: Record<string, string> | undefined, name: string): string | undefined =>
  iconEntry(icons, name)?.[1];

/**
 * Where a page loads a league's icon from (decision 381): its drawn PNG (or its SVG where none was
 * drawn) by the name it is stored under, and the version of the SVG, so the answer keeps for a year.
 */
export function leagueIconSrc(icons: Record<string, string> | undefined, name: string): string | undefined {
  const entry = iconEntry(icons, name);
  if (!entry) return undefined;
  const [stored, svg] = entry;
  return `/api/league-icons/${encodeURIComponent(stored)}?v=${leagueIconVersion(svg)}`;
}
