// Matching what a screen prints for a team ("CHIEFS", "KC", "GEORGIA") to the names the author
// typed ("Kansas City Chiefs", "Georgia Bulldogs"). Only an unambiguous match counts.
import type { TypedTeams } from "./types";

const words = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);

function matches(label: string, typed: string): boolean {
  const l = words(label);
  const t = words(typed);
  if (l.length === 0 || t.length === 0) return false;
  const joined = l.join(" ");
  if (joined === t.join(" ")) return true;
  // "KC" for "Kansas City Chiefs", "LSU" for "LSU Tigers" is handled by the word rule below.
  if (l.length === 1 && l[0]!.length >= 2 && l[0] === t.map((w) => w[0]).join("")) return true;
  if (
    l.length === 1 &&
    l[0]!.length >= 2 &&
    l[0] ===
      t
        .slice(0, -1)
        .map((w) => w[0])
        .join("")
  )
    return true;
  // "BUF" for "Buffalo Bills", "IRO" for "Ironwood Foxes": the first letters of the city.
  if (l.length === 1 && l[0]!.length >= 3 && l[0]!.length <= 4 && t[0]!.startsWith(l[0]!)) return true;
  return l.every((w) => t.includes(w) || ranTogether(w, t));
}

/**
 * "SILVERLAKE" for "Silver Lake Sentinels": OCR ran two or more of the typed words together (a tab
 * in a tight face, style 73 at 1920). Only whole words in their order count, never a part of one.
 */
const ranTogether = (word: string, typed: string[]) =>
  typed.some((_, from) =>
    typed.slice(from).some((__, n) => n > 0 && typed.slice(from, from + n + 1).join("") === word),
  );

/** The typed team a screen label names, or null when it names neither or both. */
export function matchTeam(label: string, teams: TypedTeams): string | null {
  const home = matches(label, teams.home);
  const away = matches(label, teams.away);
  if (home === away) return null;
  return home ? teams.home : teams.away;
}

/**
 * The team a word in capitals names when OCR misread one of its letters ("JES" for the JFS the score
 * bug prints, style 148's tab at 1920): the screen prints each team's label elsewhere (`printed`:
 * the words of the screen that name a team), and a word as long as one team's label, one letter off
 * it and more than one letter off every label of the other team, is that team's.
 */
export function nearLabel(word: string, printed: string[], teams: TypedTeams): string | null {
  if (!/^[A-Z]{3,}$/.test(word)) return null;
  const oneOff = (label: string) =>
    label.length === word.length && [...label].filter((c, i) => c !== word[i]).length === 1;
  const near = new Set(printed.filter((label) => oneOff(label.toUpperCase())).map((label) => matchTeam(label, teams)));
  const [team] = [...near];
  return near.size === 1 && team ? team : null;
}
