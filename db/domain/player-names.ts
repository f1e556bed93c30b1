// How a player is named in a story (issue 38 item 3, decision 292). The export abbreviates first
// names ("D.Maye", "A.Van Ginkel", "A.Jones Sr", "A.St. Brown", "P.Surtain II"); its roster knows
// the whole name. A story names a player in full first and by surname after that; a surname may be
// several words and never ends on a suffix. An abbreviated name with no roster behind it has no
// first name to spell out, so it is written the same way every time.

/** Generational suffixes: part of the full name, never of the surname a story repeats. */
const SUFFIX = /^(?:Jr|Sr|II|III|IV|V|VI)\.?$/i;
/** "D.Maye", "A. Van Ginkel": one capital and a full stop where the first name would be. */
const ABBREVIATED = /^(\p{Lu})\.\s*(?=\p{L})/u;

export interface PlayerName {
  /** What a story writes on first mention. */
  full: string;
  /** What a story writes after that (equal to `full` when there is nothing shorter that is honest). */
  surname: string;
}

const tidy = (s: string) => s.trim().replace(/\s+/g, " ");

/** The surname of a last name as the roster gives it ("Surtain II" → "Surtain", "St. Brown" stays). */
function withoutSuffix(last: string): string {
  const words = tidy(last).split(" ");
  while (words.length > 1 && SUFFIX.test(words.at(-1)!)) words.pop();
  return words.join(" ");
}

/** A name as written in a box score or by an author: the export's short form, or first and last names. */
export function nameParts(name: string): PlayerName {
  const full = tidy(name);
  const short = full.match(ABBREVIATED);
  if (short) return { full, surname: full };
  const words = full.split(" ");
  if (words.length < 2) return { full, surname: full };
  return { full, surname: withoutSuffix(words.slice(1).join(" ")) };
}

/** A rostered player's name from the roster's first and last names. */
export function rosterName(firstName: string, lastName: string): PlayerName {
  const first = tidy(firstName);
  const last = tidy(lastName);
  if (!first) return { full: last, surname: withoutSuffix(last) || last };
  return { full: `${first} ${last}`, surname: withoutSuffix(last) || last };
}

/**
 * Whether an export name and a roster name are the same player's, read the way the export writes
 * it: the first initial and the whole last name ("A.St. Brown" and Amon-Ra / St. Brown).
 */
export function exportNameMatches(exportName: string, firstName: string, lastName: string): boolean {
  const name = tidy(exportName).toLowerCase();
  const last = tidy(lastName).toLowerCase();
  const first = tidy(firstName).toLowerCase();
  const short = name.match(/^(\p{L})\.\s*(.+)$/u);
  if (short) return short[1] === first.slice(0, 1) && short[2] === last;
  return name === `${first} ${last}`;
}

/**
 * The one reading of a player's name from the roster (decision 292): the roster row's full name when
 * it spells the export's name (rosterIds are reused across seasons), else null. The season ledger,
 * the leader boards and the box scores all name players through this.
 */
export function rosteredName(exportName: string, firstName: unknown, lastName: unknown): PlayerName | null {
  if (typeof firstName !== "string" || typeof lastName !== "string") return null;
  if (!exportNameMatches(exportName, firstName, lastName)) return null;
  const named = rosterName(firstName, lastName);
  return named.full ? named : null;
}
