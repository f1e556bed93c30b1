// The last line of defence for a number no claim reader understood: it must at least be a number
// the inputs state or one of the written derivations. Claims it can read are judged precisely first.
import { STAT_KEYS } from "../../../../db/domain";
import type { ArticleBrief } from "../types";
import { typedTexts } from "./facts";
import { type NumberExpr, numbersIn } from "./numbers";
import { round1 } from "./stat-values";

/** Number words that are football vocabulary, not facts ("two-minute drill", "two-point try"). */
const IDIOM_AFTER = /^-(?:point|minute|man|way|deep|high|level|score|possession|yard line|headed|time)\b/i;

/** Numbers worth judging: not "a"/"one"/"once" (too common in plain prose), not vocabulary, not an early ordinal. */
export function judgeable(text: string, n: NumberExpr): boolean {
  if (
    n.atLeast ||
    (n.value === 1 && !/\d/.test(n.raw)) ||
    /^(?:lone|single|once|twice|thrice|a pair of|a couple of)$/i.test(n.raw)
  )
    return false;
  const after = text.slice(n.end);
  if (
    !/\d/.test(n.raw) &&
    (IDIOM_AFTER.test(after) || /^\s+(?:sides|teams|clubs|squads|offenses|defenses)\b/i.test(after))
  )
    return false;
  if (/^(?:st|nd|rd|th)\b/i.test(after) && n.value <= 4) return false;
  return true;
}

/** Every number the inputs state, plus margins, totals, sums per team and the per-player rates. */
export function allowedNumbers(b: ArticleBrief): Set<number> {
  const allowed = new Set<number>();
  const add = (n: number) => {
    if (Number.isFinite(n)) allowed.add(round1(n));
  };
  for (const t of [...typedTexts(b), b.homeTeam ?? "", b.awayTeam ?? ""])
    for (const { value } of numbersIn(t)) add(value);
  add(b.homeScore);
  add(b.awayScore);
  add(Math.abs(b.homeScore - b.awayScore));
  add(b.homeScore + b.awayScore);
  for (const p of b.players) for (const k of STAT_KEYS) if (p[k] !== undefined) add(p[k]!);
  return allowed;
}
