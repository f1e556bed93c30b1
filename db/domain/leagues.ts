// League rules of spec §2: the named leagues, how a league looks, and which league a
// /league/{id} route value names.
import { ownValue } from "./own-value";
import { leagues } from "./personas.json";

/** Leagues the spec names; anything else is a community league. */
export const KNOWN_LEAGUES = ["OGLeague25", "NFL", "SLA"] as const;

/** The route value of the page that lists every article outside the known leagues. */
export const OTHER_LEAGUE = "other";

/** One of the spec's leagues, in any capitalisation or spacing. */
export const isKnownLeague = (name: string | null) => KNOWN_LEAGUES.some((l) => leagueKey(l) === leagueKey(name ?? ""));

/**
 * Lowercase with spaces removed: the spec's loosest league-name match, and the one key a league
 * record is found by everywhere (decision 220). Only ASCII letters are lowercased, exactly what
 * SQLite's lower(replace(name, ' ', '')) computes, so the migration, SQL and the app agree.
 */
export const leagueKey = (name: string) => name.replaceAll(" ", "").replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * A league name as stored and compared (issue 37): NFKC (full-width letters, non-breaking and
 * ideographic spaces become their plain forms), invisible characters (zero-width, soft hyphens, bidi
 * marks: Unicode's Default_Ignorable_Code_Point) removed, white space runs one space, trimmed.
 */
export const normaliseLeagueName = (name: string) =>
  name
    .normalize("NFKC")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .replace(/\s+/gu, " ")
    .trim();

/**
 * What a new league name may hold (decision 270): letters and digits of any script, spaces and
 * _ - ' ’ . & !, starting with a letter, digit or _. So the name is its own link everywhere: no / ? # %
 * or backslash, and never a path segment of dots.
 */
export const LEAGUE_NAME_RULE = /^[\p{L}\p{N}_][\p{L}\p{M}\p{N}_ '’.&!-]*$/u;
export const LEAGUE_NAME_RULE_MESSAGE =
  "League name may hold only letters, digits, spaces and _ - ' . & !, and must start with a letter, digit or _";

/** A name that may not become a new league; the Worker answers it with a 400 and its message. */
export class LeagueNameError extends Error {}

/** Throws LeagueNameError unless `name` (normalised) may be the name of a new league. */
export function assertNewLeagueName(name: string): void {
  if (!LEAGUE_NAME_RULE.test(name)) throw new LeagueNameError(LEAGUE_NAME_RULE_MESSAGE);
}

/**
 * A league's name as one path segment. Names made of dots only ("..", accepted before decision 270)
 * would be read as "up one folder": a trailing encoded space keeps them a segment, and the loose
 * match (spaces removed) still finds the league.
 */
export function leagueSegment(name: string): string {
  const encoded = encodeURIComponent(name);
  return encoded === "." || encoded === ".." ? `${encoded}%20` : encoded;
}

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
  name === leagueId || encodeURIComponent(name) === leagueId || leagueKey(name) === leagueKey(leagueId);

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

const texts: Record<string, { color: string; description: string }> = leagues;

/** OGLeague25 red, NFL blue, SLA green, 'other' (and no league) orange, anything else purple. */
export function leagueDisplay(name: string | null): LeagueDisplay {
  const key =
    name === null || name.toLowerCase() === OTHER_LEAGUE
      ? OTHER_LEAGUE
      : (KNOWN_LEAGUES.find((l) => leagueKey(l) === leagueKey(name)) ?? name);
  const entry = ownValue(texts, key) ?? texts["*"]!;
  return {
    colorName: entry.color,
    color: ownValue(SHADES, entry.color) ?? SHADES.purple!,
    description: entry.description,
  };
}

/** The games a league plays (season 26). College has no data export: its leagues post screenshots. */
export const LEAGUE_GAMES = ["pro", "college"] as const;
export type LeagueGame = (typeof LEAGUE_GAMES)[number];

/**
 * A short name for one version of a league icon's SVG (FNV-1a, 32 bits): the icon's URL carries it,
 * so the image can be cached for a year and a changed icon gets a new URL. Not a security hash.
 */
export function leagueIconVersion(svg: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < svg.length; i++) hash = Math.imul(hash ^ svg.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
