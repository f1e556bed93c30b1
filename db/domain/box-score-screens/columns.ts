// The column headers games and broadcasts use on box-score screens, and the stat each one holds.
// A header the box score has no field for (LNG, AVG, RTG, POS, PCT, DROPS, SOLO/AST, FR…) is still a
// column: its cells must be consumed so the next ones land in the right place, and it is never
// asked for.
import { gluedParts } from "./glued-headers";
import type { ScreenKind, StatKey } from "./types";

export interface Column {
  /** The stats a cell fills: two for "CMP/ATT" (18/27), none for a column we do not keep. */
  keys: StatKey[];
}

export type PlayerScreen = Exclude<ScreenKind, "game">;

/** One column under every spelling given. */
const spellings = (keys: StatKey[], ...names: string[]): Record<string, Column> =>
  Object.fromEntries(names.map((name) => [name, { keys }]));
const YARDS = ["YDS", "YARDS", "YD"];
const TOUCHDOWNS = ["TD", "TDS"];

/** Header spellings (upper case; letters, "/" and "%" only) per screen. */
export const HEADERS: Record<PlayerScreen, Record<string, Column>> = {
  passing: {
    ...spellings(["completions", "attempts"], "CMP/ATT", "COMP/ATT", "C/ATT", "C/A", "CMP/A"),
    ...spellings(["completions"], "CMP", "COMP", "COMPLETIONS"),
    ...spellings(["attempts"], "ATT", "ATTS", "ATTEMPTS"),
    ...spellings(["passingYards"], ...YARDS),
    ...spellings(["passingTouchdowns"], ...TOUCHDOWNS),
    ...spellings(["interceptions"], "INT", "INTS"),
    ...spellings([], ..."LNG LONG RTG RATING QBR PCT CMP% COMP% AVG Y/A YPA SCK SACKS POS".split(" ")),
  },
  rushing: {
    ...spellings(["carries"], "CAR", "CARR", "CARRIES", "ATT", "ATTS", "RUSH", "RUSHES"),
    ...spellings(["rushingYards"], ...YARDS),
    ...spellings(["rushingTouchdowns"], ...TOUCHDOWNS),
    ...spellings(["fumbles"], "FUM", "FUMB", "FUMBLES"),
    ...spellings([], ..."AVG Y/C YPC LNG LONG BTK BRK YAC POS FL".split(" ")),
  },
  receiving: {
    ...spellings(["receptions"], "REC", "RECS", "CATCHES", "RECEPTIONS"),
    ...spellings(["targets"], "TGT", "TGTS", "TAR", "TARGETS"),
    ...spellings(["receivingYards"], ...YARDS),
    ...spellings(["receivingTouchdowns"], ...TOUCHDOWNS),
    ...spellings([], ..."AVG Y/R YPR LNG LONG YAC DROP DROPS DRP POS".split(" ")),
  },
  defense: {
    ...spellings(["tackles"], "TKL", "TKLS", "TCKL", "TACKLES", "TOT"),
    ...spellings(["sacks"], "SACK", "SACKS", "SCK"),
    ...spellings(["defensiveInterceptions"], "INT", "INTS"),
    ...spellings(["forcedFumbles"], "FF", "FFUM", "FORCED"),
    ...spellings([], ..."SOLO AST SOLO/AST TFL PD DEFL FR QBH TD POS".split(" ")),
  },
  // The box score keeps no special-teams numbers (spec §3); the screen is recognised so its lines
  // are not reported as unread, and its rows carry no stats.
  specialTeams: spellings([], ..."FGM/FGA XPM/XPA FGM FGA XPM XPA PUNTS PNT LNG AVG PTS KR PR".split(" ")),
};

/** Headers of the name column, which holds no numbers. */
export const NAME_HEADERS = new Set(["PLAYER", "PLAYERS", "NAME"]);

/** The stats a screen can fill: a header line missing one of them may have it under a header we do not know. */
export const keptOf = (screen: PlayerScreen): Set<StatKey> =>
  new Set(Object.values(HEADERS[screen]).flatMap((c) => c.keys));

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
export function headerToken(text: string): string {
  const token = text
    .replace(/T?™/g, "TD")
    .toUpperCase()
    .replace(/\d/g, (d) => (/[A-Z]/i.test(text) ? (LOOKALIKES[d] ?? "") : ""))
    .replace(/[^A-Z/%]/g, "");
  return SPELLINGS.has(token) ? token : (slashRead(token) ?? token);
}

const SPELLINGS = new Set(Object.values(HEADERS).flatMap((screen) => Object.keys(screen)));

/**
 * The header a word is when a slash OCR read as an I or an l, or as two of them ("CmpliAtt" for
 * Cmp/Att, style 100 at 1280), between two letters ("CIATT" for C/ATT, "SOLOIAST") is put back: only
 * when that makes a known spelling, which no word with an I there is. A missed C/ATT left a passing
 * screen two known headers short of a header line.
 */
function slashRead(token: string): string | null {
  for (let i = 1; i < token.length - 1; i++)
    for (const width of [1, 2]) {
      const slash = token.slice(i, i + width);
      if (!/^[IL]+$/.test(slash) || slash.length !== width || !/[A-Z]/.test(token[i + width] ?? "")) continue;
      const slashed = `${token.slice(0, i)}/${token.slice(i + width)}`;
      if (/[A-Z]/.test(token[i - 1]!) && SPELLINGS.has(slashed)) return slashed;
    }
  return null;
}

/**
 * Digits OCR reads for a header's letters ("T6T" for TGT on a 720p capture): in a word that has
 * letters they are those letters; a word of digits alone is no header.
 */
const LOOKALIKES: Record<string, string> = { "0": "O", "1": "I", "5": "S", "6": "G", "8": "B" };

/**
 * The screen a header line belongs to, or null when it is not a header line. Each screen counts the
 * stats it keeps among the words' columns, then all the headers it knows; the most wins. Three known
 * headers make a header line; a tie ("ATT YDS TD" is passing or rushing) goes to the screen's title
 * when that names one of them, else the line is no screen's header. Under a title, two of its
 * screen's headers and the name column's make one too.
 */
export function screenOfHeader(tokens: string[], title: ScreenKind | "unknown" = "unknown"): PlayerScreen | null {
  const rank = (Object.keys(HEADERS) as PlayerScreen[]).map((screen) => {
    const known = tokens.flatMap((t) => gluedParts(t, screen) ?? [t]).filter((t) => t in HEADERS[screen]);
    const kept = new Set(known.flatMap((t) => HEADERS[screen][t]!.keys));
    return { screen, known: known.length, points: kept.size * 10 + known.length };
  });
  const best = Math.max(...rank.map((r) => r.points));
  const top = rank.filter((r) => r.points === best && r.known >= 3);
  if (top.length === 1) return top[0]!.screen;
  if (top.length > 0) return top.find((r) => r.screen === title)?.screen ?? null;
  // Under a title naming the screen, the name column's header and two of the screen's headers make
  // its header line: OCR misread the others ("PLAYER TS FUM Y/¢ 0H ATT" under RUSHING, style 178 at
  // 1280), and the whole screen was declined. The worker reads such a header again, letters only.
  const named = rank.find((r) => r.screen === title);
  return named && named.known >= 2 && tokens.some((t) => NAME_HEADERS.has(t)) ? named.screen : null;
}

/** Whether two words differ by one letter changed, added or dropped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Small letters OCR takes for one another in a title-case header ("Tckl" read "Teki", "Tceki", "Tek"):
 * c and e, l and i. Folded to one letter only when no spelling is one letter off the word as read, so
 * a word that was one letter off keeps its one column ("INI" is INT, never LNG).
 */
const folded = (word: string) => word.replace(/E/g, "C").replace(/I/g, "L");

/**
 * The column a header token names on a screen: exactly, or one letter away from exactly one column's
 * spellings ("TCT" for TGT; a word of two letters only as a kept stat's three-letter spelling with one
 * dropped, "TS" for TDS), or else one letter away once look-alike small letters are folded ("Teki" for
 * Tckl). Such a column is not sure: the reader marks its cells doubtful.
 */
export function columnOf(
  token: string,
  screen: PlayerScreen,
  named: ReadonlySet<StatKey> = new Set(),
): { column: Column; sure: boolean } | null {
  const exact = HEADERS[screen][token];
  if (exact) return { column: exact, sure: true };
  if (token.length < 2) return null;
  // Two letters are one letter off too many headers ("TD", "FF"…): only a kept stat's three-letter
  // spelling with one of its letters dropped counts ("TS" for TDS on a 720p capture). A stat another
  // header of the line names exactly is no candidate ("VDS" is YDS, not TDS, beside a "TD").
  const nearWhere = (apart: (name: string) => boolean) =>
    Object.entries(HEADERS[screen]).filter(
      ([name, column]) =>
        apart(name) &&
        (token.length >= 3 || (/^[A-Z]{3}$/.test(name) && column.keys.length > 0)) &&
        !(column.keys.length > 0 && column.keys.every((k) => named.has(k))),
    );
  let near = nearWhere((name) => oneEditApart(token, name));
  if (near.length === 0 && token.length >= 3) {
    const read = folded(token);
    near = nearWhere((name) => read === folded(name) || oneEditApart(read, folded(name)));
  }
  const columns = new Set(near.map(([, c]) => c.keys.join()));
  return near.length > 0 && columns.size === 1 ? { column: near[0]![1], sure: false } : null;
}

/** How many words of a line are column headers of some screen (to compare two reads of a header). */
export function knownHeaders(texts: string[]): number {
  const all = Object.values(HEADERS);
  return texts.filter((t) => all.some((h) => headerToken(t) in h)).length;
}
