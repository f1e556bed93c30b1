// The column headers the games' box-score screens use, and the stat each one holds. A header the
// box score has no field for (LNG, AVG, RTG…) is still a column: its numbers must be consumed so
// the next ones land in the right place.
import type { ScreenKind, StatKey } from "./types";

export interface Column {
  /** The stats a cell fills: two for "CMP/ATT" (18/27), none for a column we do not keep. */
  keys: StatKey[];
}

type PlayerScreen = Exclude<ScreenKind, "game">;

const skip: Column = { keys: [] };

/** Header spellings (upper case, letters and "/" only) per screen, as the games write them. */
export const HEADERS: Record<PlayerScreen, Record<string, Column>> = {
  passing: {
    "CMP/ATT": { keys: ["completions", "attempts"] },
    "COMP/ATT": { keys: ["completions", "attempts"] },
    CMP: { keys: ["completions"] },
    COMP: { keys: ["completions"] },
    ATT: { keys: ["attempts"] },
    YDS: { keys: ["passingYards"] },
    TD: { keys: ["passingTouchdowns"] },
    INT: { keys: ["interceptions"] },
    LNG: skip,
    LONG: skip,
    RTG: skip,
    RATING: skip,
  },
  rushing: {
    CAR: { keys: ["carries"] },
    ATT: { keys: ["carries"] },
    YDS: { keys: ["rushingYards"] },
    AVG: skip,
    TD: { keys: ["rushingTouchdowns"] },
    FUM: { keys: ["fumbles"] },
    LNG: skip,
    LONG: skip,
    BTK: skip,
  },
  receiving: {
    REC: { keys: ["receptions"] },
    TGT: { keys: ["targets"] },
    YDS: { keys: ["receivingYards"] },
    AVG: skip,
    TD: { keys: ["receivingTouchdowns"] },
    LNG: skip,
    LONG: skip,
    YAC: skip,
    DROP: skip,
  },
  defense: {
    TKL: { keys: ["tackles"] },
    TCKL: { keys: ["tackles"] },
    SACK: { keys: ["sacks"] },
    SACKS: { keys: ["sacks"] },
    INT: { keys: ["defensiveInterceptions"] },
    FF: { keys: ["forcedFumbles"] },
    TFL: skip,
    PD: skip,
    DEFL: skip,
  },
  // The box score keeps no special-teams numbers (spec §3); the screen is recognised so its lines
  // are not reported as unread, and its rows carry no stats.
  specialTeams: {
    "FGM/FGA": skip,
    "XPM/XPA": skip,
    FGM: skip,
    FGA: skip,
    XPM: skip,
    XPA: skip,
    PUNTS: skip,
    PNT: skip,
    LNG: skip,
    AVG: skip,
    PTS: skip,
    KR: skip,
    PR: skip,
  },
};

/** Headers that only one screen has: they decide which screen a header line belongs to. */
const SIGNATURE: [string, PlayerScreen][] = [
  ["CMP/ATT", "passing"],
  ["COMP/ATT", "passing"],
  ["CMP", "passing"],
  ["COMP", "passing"],
  ["RTG", "passing"],
  ["CAR", "rushing"],
  ["FUM", "rushing"],
  ["REC", "receiving"],
  ["TGT", "receiving"],
  ["TKL", "defense"],
  ["TCKL", "defense"],
  ["SACK", "defense"],
  ["SACKS", "defense"],
  ["FF", "defense"],
  ["FGM/FGA", "specialTeams"],
  ["XPM/XPA", "specialTeams"],
  ["FGM", "specialTeams"],
  ["PUNTS", "specialTeams"],
];

/** Screen titles as the games print them, for a screen whose header line was not read. */
export const TITLES: Record<string, ScreenKind> = {
  "TEAM STATS": "game",
  "GAME STATS": "game",
  PASSING: "passing",
  RUSHING: "rushing",
  RECEIVING: "receiving",
  DEFENSE: "defense",
  KICKING: "specialTeams",
  "SPECIAL TEAMS": "specialTeams",
};

/** Row labels of the team-stats screen: a screen with these is the game screen, whatever its title read as. */
export const TEAM_STAT_LABELS = [
  "FIRSTDOWNS",
  "TOTALYARDS",
  "TOTALOFFENSE",
  "TURNOVERS",
  "TIMEOFPOSSESSION",
  "PENALTIES",
];

/**
 * A header word as a key of HEADERS. Tesseract reads the games' bold "TD" as "™" often enough that a
 * whole screen's touchdowns went unread (bench:ocr): the glyph is taken for the letters it stands for,
 * with the "T" it sometimes keeps in front of it ("T™" on a 720p capture).
 */
export const headerToken = (text: string) =>
  text
    .replace(/T?™/g, "TD")
    .toUpperCase()
    .replace(/[^A-Z/]/g, "");

/** The screen a header line belongs to, or null when it is not a header line. */
export function screenOfHeader(tokens: string[]): PlayerScreen | null {
  for (const [signature, screen] of SIGNATURE) {
    if (!tokens.includes(signature)) continue;
    const known = tokens.filter((t) => t in HEADERS[screen]).length;
    if (known >= 2) return screen;
  }
  return null;
}

/** How many words of a line are column headers of some screen (to compare two reads of a header). */
export function knownHeaders(texts: string[]): number {
  const all = Object.values(HEADERS);
  return texts.filter((t) => all.some((h) => headerToken(t) in h)).length;
}
