// League rules of spec §2: the named leagues, how a league looks, and which league a
// /league/{id} route value names.
import { ownValue } from "./own-value";
import data from "./personas.json";

/** Leagues the spec names; anything else is a community league. */
export const KNOWN_LEAGUES = ["OGLeague25", "NFL", "SLA"] as const;

/** The route value of the page that lists every article outside the known leagues. */
export const OTHER_LEAGUE = "other";

export const isKnownLeague = (name: string | null) => (KNOWN_LEAGUES as readonly string[]).includes(name ?? "");

/** Lowercase with spaces removed: the spec's loosest league-name match (SQL does the same with replace). */
export const leagueSlug = (name: string) => name.toLowerCase().replaceAll(" ", "");

/** Decodes a route value once more when it is still encoded; a malformed escape is kept as typed. */
export function decodeLeagueId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a league name is the one a route value names: exactly, by its encoded form, or by slug. */
export const leagueMatches = (name: string, leagueId: string) =>
  name === leagueId || encodeURIComponent(name) === leagueId || leagueSlug(name) === leagueSlug(leagueId);

export interface LeagueDisplay {
  /** The colour name of the spec (red, blue, green, orange, purple). */
  colorName: string;
  /** A shade of that colour that white text can sit on (WCAG AA); also the pages' theme colour. */
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

const texts: Record<string, { color: string; description: string }> = data.leagues;

/** OGLeague25 red, NFL blue, SLA green, 'other' (and no league) orange, anything else purple. */
export function leagueDisplay(name: string | null): LeagueDisplay {
  const key = name === null || name.toLowerCase() === OTHER_LEAGUE ? OTHER_LEAGUE : name;
  const entry = ownValue(texts, key) ?? texts["*"]!;
  return {
    colorName: entry.color,
    color: ownValue(SHADES, entry.color) ?? SHADES.purple!,
    description: entry.description,
  };
}
