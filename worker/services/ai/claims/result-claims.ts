// Result claims: who won and who lost, the score in any format (24-17, 24–17, 24—17, "24 to 17",
// "twenty-four to seventeen"), the margin ("by seven", "a 7-point win") and the combined total.
import type { Facts, TeamFacts } from "./facts";
import { type NumberExpr, numbersIn } from "./numbers";
import { teamLinks } from "./team-claims";
import type { Mention, Sentence } from "./text";

export interface ResultOutcome {
  problems: string[];
  used: NumberExpr[];
}

const WIN =
  "beat|beats|beating|defeated|defeats|defeating|topped|tops|edged|edges|downed|routed|dominated|outlasted|outscored|outdueled|held off|holds off|stunned|upset|blanked|shut out|rolled past|cruised past|ran past|slipped past|got past|pulled away from|knocked off|took down|survived|bested|overpowered|overwhelmed|handled|crushed|thumped|trounced|hammered|squeaked by|squeaked past|won over|past|over";
const LOSE = String.raw`fell to|falls to|lost to|loses to|dropped a \w+ to|dropped one to|were beaten by|was beaten by|were edged by|were routed by|were downed by|were stunned by|were upset by|were handled by|beaten by|bowed to|succumbed to|came up short against|fell short against|could not hold off|couldn't hold off|could not stop|couldn't stop|loss to|defeat to|defeat at the hands of`;
/** Verb (or preposition) right before the second team: "A beat the B", "A fell to the visiting B". */
const WIN_BEFORE = new RegExp(String.raw`\b(?:${WIN})\s+(?:the\s+)?(?:visiting\s+|host\s+|home\s+)?$`, "i");
const LOSE_BEFORE = new RegExp(String.raw`\b(?:${LOSE})\s+(?:the\s+)?(?:visiting\s+|host\s+|home\s+)?$`, "i");
/** One team, no second: "the Comets won", "a win for the Comets", "the Foxes' loss". */
const WON_AFTER =
  /^(?:['’]s?)?\s+(?:won|win\b|wins|held on|hung on|came out on top|prevailed|escaped with|improved|earned the win|got the win|cruised|rolled)|^(?:['’]s?)?\s+(?:\S+\s+){0,2}?(?:win|victory|triumph)\b/i;
const LOST_AFTER =
  /^(?:['’]s?)?\s+(?:lost|fell|dropped|were beaten|were edged|came up short|fell short|were handed)|^(?:['’]s?)?\s+(?:\S+\s+){0,2}?(?:loss|defeat)\b/i;
const WON_BEFORE = /\b(?:win|victory|triumph)\s+for\s+(?:the\s+)?$/i;
const LOST_BEFORE = /\b(?:loss|defeat)\s+for\s+(?:the\s+)?$/i;
/** "handed the Foxes a loss", "gave the Foxes their first defeat". */
const HANDED_LOSS = /\b(?:handed|hands|gave|dealt)\s+(?:the\s+)?$/i;
const A_LOSS = /^(?:['’]s?)?\s+(?:a|an|their|its)\s+(?:\S+\s+)?(?:loss|defeat)\b/i;

const PERIOD =
  /\b(?:half-?time|at the half|at the break|intermission|(?:first|second|third|fourth|1st|2nd|3rd|4th|opening|final)\s+(?:quarter|half|period)|quarters?\b|overtime|\bOT\b)/i;

function winnerProblem(facts: Facts, said: TeamFacts, won: boolean): string | null {
  if (!facts.winner || !facts.loser) {
    return facts.teams.length === 2
      ? `The game ended in a tie; the draft says the ${said.name} ${won ? "won" : "lost"}.`
      : null;
  }
  const right = won ? facts.winner : facts.loser;
  if (said === right) return null;
  return `The ${facts.winner.name} beat the ${facts.loser.name} ${facts.winner.score}-${facts.loser.score}; the draft says the ${said.name} ${won ? "won" : "lost"}.`;
}

/** Who won and lost in the phrasings of a result ("A beat B", "a loss for B"), against `facts`' result. */
export function winLoss(s: Sentence, facts: Facts): string[] {
  // A team that only names a player's side ("X of the Y won his matchups") is not the subject.
  const linked = new Set(teamLinks(s).map((l) => l.teamMention));
  const teams = s.mentions.filter((m): m is Mention & { team: TeamFacts } => Boolean(m.team) && !linked.has(m));
  const out: string[] = [];
  const add = (p: string | null) => {
    if (p && !out.includes(p)) out.push(p);
  };
  for (let i = 0; i < teams.length; i++) {
    const t = teams[i]!;
    const before = s.text.slice(0, t.start);
    const after = s.text.slice(t.end);
    const prev = teams[i - 1];
    if (prev && LOSE_BEFORE.test(before)) {
      add(winnerProblem(facts, t.team, true));
      add(winnerProblem(facts, prev.team, false));
    } else if (prev && WIN_BEFORE.test(before) && prev.team !== t.team) {
      add(winnerProblem(facts, prev.team, true));
      add(winnerProblem(facts, t.team, false));
    } else if (!prev && /\b(?:win|victory|triumph)\s+(?:over|against)\s+(?:the\s+)?$/i.test(before)) {
      add(winnerProblem(facts, t.team, false));
    } else if (!prev && /\b(?:loss|defeat)\s+(?:to|against)\s+(?:the\s+)?$/i.test(before)) {
      add(winnerProblem(facts, t.team, true));
    } else if (WON_BEFORE.test(before)) add(winnerProblem(facts, t.team, true));
    else if (LOST_BEFORE.test(before) || (HANDED_LOSS.test(before) && A_LOSS.test(after)))
      add(winnerProblem(facts, t.team, false));
    else if (WON_AFTER.test(after) && !/\b(?:win|victory)\s+(?:streak|column)/i.test(after.slice(0, 30)))
      add(winnerProblem(facts, t.team, true));
    else if (LOST_AFTER.test(after)) add(winnerProblem(facts, t.team, false));
  }
  return out;
}

const typedPairs = (facts: Facts) =>
  facts.typed.flatMap((t) =>
    scorePairs(t).map(([a, b]) => `${Math.max(a.value, b.value)}-${Math.min(a.value, b.value)}`),
  );

/** A third number dashed on without a space, as a date ("2026-11-19") or a record ("2-1-1") is written. */
const CHAINED_BEFORE = /\d[-–—]$/;
const CHAINED_AFTER = /^[-–—]\d/;

/**
 * Two numbers joined by a dash or "to": a score, unless it is part of "22-of-31" or of a longer
 * dashed chain. A chain of three is a date ("2026-11-19", "11-19-2026") or a record with ties, never
 * a score: read as one, the brief's game date "2026-11-19" made "19-11" a score the author typed.
 */
export function scorePairs(text: string): [NumberExpr, NumberExpr][] {
  const nums = numbersIn(text).filter((n) => !n.atLeast && !n.times);
  const out: [NumberExpr, NumberExpr][] = [];
  for (let i = 0; i + 1 < nums.length; i++) {
    const a = nums[i]!;
    const b = nums[i + 1]!;
    if (!/^\s*(?:-|–|—|to)\s*$/.test(text.slice(a.end, b.start))) continue;
    if ([a, b].some((n) => n.value < 0 || n.value > 999 || /^0\d/.test(n.raw) || !Number.isInteger(n.value))) continue;
    if (/^[- ]yard/i.test(text.slice(b.end))) continue;
    if (CHAINED_BEFORE.test(text.slice(0, a.start)) || CHAINED_AFTER.test(text.slice(b.end))) continue;
    out.push([a, b]);
    i++;
  }
  return out;
}

/**
 * `skip`: numbers another reader already judged (a record, an earlier meeting's score);
 * `earlierGame`: the sentence is about an earlier meeting, whose winner context-claims.ts checks.
 */
export function resultClaims(s: Sentence, facts: Facts, skip: NumberExpr[] = [], earlierGame = false): ResultOutcome {
  const problems: string[] = [];
  const used: NumberExpr[] = [];
  if (!facts.isRecap || facts.teams.length < 2) return { problems, used };
  if (!earlierGame) problems.push(...winLoss(s, facts));
  const hi = Math.max(facts.teams[0]!.score, facts.teams[1]!.score);
  const lo = Math.min(facts.teams[0]!.score, facts.teams[1]!.score);
  const typed = typedPairs(facts);
  const inPeriod = PERIOD.test(s.text);
  const skipped = (n: NumberExpr) => skip.some((k) => k.start === n.start);
  for (const [a, b] of scorePairs(s.text)) {
    if (skipped(a) || skipped(b)) continue;
    used.push(a, b);
    const key = `${Math.max(a.value, b.value)}-${Math.min(a.value, b.value)}`;
    if (typed.includes(key)) continue;
    if (inPeriod)
      problems.push(`"${a.raw}-${b.raw}": the box score has only the final score, no score at a point in the game.`);
    else if (key !== `${hi}-${lo}`)
      problems.push(`"${s.text.slice(a.start, b.end)}" is not the final score, which was ${hi}-${lo}.`);
  }
  for (const n of numbersIn(s.text)) {
    if (used.includes(n) || n.atLeast || skipped(n)) continue;
    const before = s.text.slice(0, n.start);
    const after = s.text.slice(n.end);
    // Margin: "won by seven", "beat the Foxes by 7 points", "a 7-point win", "a margin of seven".
    if (
      (/\bby\s+$/i.test(before) &&
        /^(?:\s+points?)?(?![- ]?(?:yards?|of|carries|catches|touchdowns?))/i.test(after) &&
        /\b(?:won|win|beat|lost|loss|fell|edged|defeated|topped|outscored|victory|margin|prevailed|triumph|outlasted|routed|downed)\b/i.test(
          s.text,
        )) ||
      /^[- ]point\s+(?:win|victory|margin|loss|defeat|decision|triumph|game|affair|result)\b/i.test(after) ||
      /\bmargin\s+of\s+$/i.test(before)
    ) {
      used.push(n);
      if (n.value !== facts.margin && !inPeriod) problems.push(`The margin was ${facts.margin} points, not ${n.raw}.`);
      else if (inPeriod) problems.push(`"${n.raw}": the box score has no margin at a point in the game.`);
      continue;
    }
    // A lead at some moment is not in the box score.
    if (
      /^[- ]point\s+(?:lead|deficit|cushion|hole)\b/i.test(after) ||
      /\b(?:led|trailed|leading|trailing|up|down)\s+by\s+$/i.test(before)
    ) {
      used.push(n);
      if (!typedMentions(facts, n.value))
        problems.push(
          `"${s.text.slice(Math.max(0, n.start - 8), n.end + 12).trim()}": the box score has no lead at a point in the game.`,
        );
      continue;
    }
    // Total: "44 combined points", "combined for 44", "44 points in all".
    if (
      /^\s+(?:combined|total)\s+points\b|^\s+points\s+(?:combined|in all|between them|total)\b/i.test(after) ||
      /\bcombined\s+for\s+$/i.test(before) ||
      (/\b(?:produced|saw|featured|totaled|total of|combined for)\s+$/i.test(before) && /^\s+points\b/i.test(after))
    ) {
      used.push(n);
      if (n.value !== facts.total) problems.push(`The teams scored ${facts.total} points combined, not ${n.raw}.`);
      continue;
    }
    // "held the Foxes to 17": that team's score.
    const held = s.mentions.filter((m) => m.team && m.end <= n.start).at(-1);
    if (
      held &&
      /^(?:['’]s?)?\s+to\s+$/i.test(s.text.slice(held.end, n.start)) &&
      /\bheld\b/i.test(s.text.slice(0, held.start))
    ) {
      used.push(n);
      if (n.value !== held.team!.score)
        problems.push(`The ${held.team!.name} scored ${held.team!.score}, not ${n.raw}.`);
    }
  }
  if (/\b(?:shut\s*-?\s*out|shutout|blanked|held (?:\w+\s+){0,3}scoreless)\b/i.test(s.text) && lo !== 0 && !inPeriod)
    problems.push(`No team was held scoreless: the final score was ${hi}-${lo}.`);
  return { problems, used };
}

const typedMentions = (facts: Facts, value: number) =>
  facts.typed.some((t) => numbersIn(t).some((n) => n.value === value));
