// A score bug's team label OCR misread: "TRO" for IRO, "CoOL" for COL, "SLvV" for SLV, "JF1" for JFI
// (tuning styles 165, 128/168, 169, 184 at 1280–2400), "owWwLS" for OWLS (style 2 at 1280). The bug
// then names one team, and its points read no score on that screen; a layout whose label OCR misreads
// on every screen reads no score at all. Such a word names a team when it is one letter off one of
// the ways a bug prints that team and further from every way it prints the other; failing that, a
// label as tall as the other team's, where the bug's other label stands, is the other team's: read,
// but the points so paired are doubtful.
import { matchTeam } from "./teams";
import type { OcrWord, TypedTeams } from "./types";
import { height } from "./word-box";

/** Letters (a digit may stand for one: "JF1"), at least two: never a record, a bar or a badge's border. */
const labelLike = (w: OcrWord) => !!w.box && /^[A-Za-z0-9]+$/.test(w.text) && /[A-Za-z].*[A-Za-z]/.test(w.text);

/** The digits OCR reads for a label's letters. */
const letters = (s: string) => s.toUpperCase().replace(/0/g, "O").replace(/1/g, "I");

/** The ways a bug prints a typed team (teams.ts): its initials, a city's first letters, its nickname, its school. */
function forms(typed: string): string[] {
  const w = typed.toUpperCase().split(/\s+/).filter(Boolean);
  const initials = w.map((x) => x[0]).join("");
  return [
    initials,
    initials.slice(0, -1),
    w[0]!.slice(0, 3),
    w[0]!.slice(0, 4),
    w.at(-1)!,
    w.slice(0, -1).join(""),
    w.join(""),
  ].filter((f) => f.length >= 2);
}

function edits(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The team a run of a bug's words names though OCR misread it: its label-like words, together or one
 * of them, three letters or more, one edit from one team's forms and two or more from all of the
 * other's, and no word near the other team.
 */
export function nearTeam(run: OcrWord[], teams: TypedTeams): string | null {
  const words = run.filter(labelLike).map((w) => letters(w.text));
  const found = new Set(
    [words.join(""), ...words].flatMap((text) => {
      if (text.length < 3) return [];
      const near = (typed: string) => Math.min(...forms(typed).map((f) => edits(text, f)));
      const [home, away] = [near(teams.home), near(teams.away)];
      return home <= 1 && away >= 2 ? [teams.home] : away <= 1 && home >= 2 ? [teams.away] : [];
    }),
  );
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * Of a bug's runs of words between its numbers, with the team each names (null: none), the one run
 * that holds the other team's label when exactly one team is named: the only other run with a
 * label-like word as tall as the named label's words (a badge's "FINAL" and a record are printed
 * smaller; a bar-framed badge is no label). Its index, or -1.
 */
export function otherLabel(runs: { words: OcrWord[]; team: string | null }[]): number {
  const named = runs.filter((r) => r.team !== null);
  if (named.length !== 1) return -1;
  const tall = Math.max(...named[0]!.words.filter(labelLike).map(height));
  const alike = (w: OcrWord) => labelLike(w) && height(w) >= 0.8 * tall && height(w) <= 1.25 * tall;
  const others = runs.flatMap((r, i) => (r.team === null && r.words.some(alike) ? [i] : []));
  return others.length === 1 ? others[0]! : -1;
}

/** A run's team by its words as typed (score.ts's rule), else by a label one letter off. */
export function runTeam(run: OcrWord[], teams: TypedTeams): string | null {
  const words = run.map((w) => w.text).filter((t) => !/\d/.test(t));
  const whole = words.length ? matchTeam(words.join(" "), teams) : null;
  const each = new Set(words.map((w) => matchTeam(w, teams)).filter((t) => t !== null));
  return whole ?? (each.size === 1 ? [...each][0]! : null) ?? nearTeam(run, teams);
}
