// League rules of spec §2: which articles a /league/{id} page lists, and how a league looks.
import { KNOWN_LEAGUES } from "../../../db/domain";
import { ownValue } from "../../../db/own-value";
import { leagues as leagueTexts } from "../../../db/seed/personas.json";

export const OTHER_LEAGUE = "other";

interface HasLeague {
  leagueName: string | null;
}

export interface LeagueDisplay {
  /** The colour name of the spec (red, blue, green, orange, purple). */
  colorName: string;
  /** A shade of that colour that white text can sit on (WCAG AA). */
  color: string;
  description: string;
}

const SHADES: Record<string, string> = {
  red: "#b91c1c",
  blue: "#1d4ed8",
  green: "#15803d",
  orange: "#c2410c",
  purple: "#7e22ce",
};

const texts = leagueTexts as Record<string, { color: string; description: string }>;

/** OGLeague25 red, NFL blue, SLA green, 'other' orange, anything else purple with a generic text. */
export function leagueDisplay(name: string): LeagueDisplay {
  const key = name.toLowerCase() === OTHER_LEAGUE ? OTHER_LEAGUE : name;
  const entry = ownValue(texts, key) ?? texts["*"]!;
  return {
    colorName: entry.color,
    color: ownValue(SHADES, entry.color) ?? SHADES.purple!,
    description: entry.description,
  };
}

const isKnown = (name: string | null) => (KNOWN_LEAGUES as readonly string[]).includes(name ?? "");

/** Decodes a route value once more when it is still encoded; a malformed escape is kept as typed. */
export function decodeLeagueId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, "");

/**
 * Articles of the league named by a route value: 'other' lists articles whose league is missing or
 * not OGLeague25, NFL or SLA; otherwise the name matches exactly, by its encoded form, or by lowercase
 * name with spaces removed.
 */
export function matchLeague<T extends HasLeague>(articles: readonly T[], leagueId: string): T[] {
  if (leagueId.toLowerCase() === OTHER_LEAGUE) return articles.filter((a) => !isKnown(a.leagueName));
  const wanted = squash(leagueId);
  return articles.filter((a) => {
    const name = a.leagueName;
    if (!name) return false;
    return name === leagueId || encodeURIComponent(name) === leagueId || squash(name) === wanted;
  });
}

export interface LeagueSummary {
  name: string;
  count: number;
}

/** Every named league with its article count, most articles first (ties by name). */
export function summarizeLeagues(articles: readonly HasLeague[]): LeagueSummary[] {
  const counts = new Map<string, number>();
  for (const a of articles) {
    const name = a.leagueName?.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The link to a league's page, its name URL-encoded. */
export const leaguePath = (name: string) => `/league/${encodeURIComponent(name)}`;

/** The icon for a league from GET /api/league-icons: its own, else none (the page draws a monogram). */
export function leagueIcon(icons: Record<string, string> | undefined, name: string): string | undefined {
  if (!icons) return undefined;
  const exact = ownValue(icons, name);
  if (exact) return exact;
  const lower = name.toLowerCase();
  return Object.entries(icons).find(([k]) => k.toLowerCase() === lower)?.[1];
}
