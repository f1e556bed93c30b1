// Unsupported detail: what a box score can never show, allowed only when the author typed it —
// quotes, injuries, streaks and records, moments of the game (halftime, quarters), "sources".
import type { Facts } from "./facts";
import type { Sentence } from "./text";

const normalise = (t: string) =>
  t
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Streaks, records, standings and other games: with the season ledger these are judged by
 * context-claims.ts (which refuses any it cannot read); without it, only the author may state them.
 */
export const CONTEXT_DETAIL =
  /\b(?:streaks?|straight (?:wins?|loss(?:es)?|games?|victories|weeks?|defeats?)|in a row|consecutive|unbeaten|undefeated|winless|(?:franchise|school|league|career|season|team|club|all-time|single-game)\s+records?|record-(?:setting|breaking|tying)|(?:set|tied|broke|breaks|sets|owns)\s+(?:a|the|his|their)\s+(?:\w+\s+)?record|\d+-\d+\s+record|records?\s+(?:of|at|to)\s+\d|improved to|dropped to|moved to|fell to \d+-\d+|season-high|career-high|season high|career high|franchise-best|franchise best|league-best|league-leading|first time since|snapped|extended|last week|last season|previous|rematch|rivalry|first place|top of the standings|atop the standings|playoff (?:hopes|spot|picture|race|berth)|division lead|all-time)\b/i;

const KINDS: { re: RegExp; what: string }[] = [
  {
    re: /\b(?:injur(?:y|ies|ed)|(?:got|was|were|is|been) hurt|limp(?:ed|ing)?|carted off|sidelined|concussion|sprain(?:ed)?|torn|ankle|hamstring|groin|questionable|day-to-day|banged up|left the game|exited the game|did not return|didn't return|medical tent|trainers?)\b/i,
    what: "an injury",
  },
  { re: CONTEXT_DETAIL, what: "a streak, record or other game" },
  {
    re: /\b(?:half-?time|at the half|at the break|intermission|(?:first|second|third|fourth|1st|2nd|3rd|4th|opening|final)\s+(?:quarter|half|period)|quarters?|overtime|\bOT\b|two-minute|final minutes?|final seconds?|closing minutes?|with \S+ (?:seconds|minutes) (?:left|remaining)|opening drive|final drive|game-winning drive|comeback|rallied|trailed|fourth-quarter|first-half|second-half|third-quarter|late in the game|early in the game)\b/i,
    what: "a moment of the game (the box score has only final totals)",
  },
  {
    re: /\b(?:sources?|according to|reportedly|insiders?|people familiar|told reporters|told DGSN|per (?:a|league|team)|rumou?red)\b/i,
    what: "a source",
  },
];

function quoteProblems(s: Sentence, facts: Facts): string[] {
  const out: string[] = [];
  const typed = facts.typed.map(normalise);
  for (const q of s.quotes) {
    const n = normalise(q);
    if (n.split(" ").filter(Boolean).length < 2) continue;
    if (!typed.some((t) => t.includes(n))) {
      out.push(`The quote "${q.trim()}" is not among the author's player quotes; no other quotes may be used.`);
      continue;
    }
    // The quote is the author's: it must not be put in another player's mouth.
    const speakers = facts.quotes.filter((x) => x.speaker && normalise(x.text).includes(n)).map((x) => x.speaker!);
    const named = s.mentions.filter((m) => m.player).map((m) => m.player!.name);
    const saidBy = (name: string) => speakers.some((sp) => sp.includes(name) || name.includes(sp));
    if (speakers.length && named.length && !named.some(saidBy))
      out.push(`The quote "${q.trim()}" is ${speakers.join(" or ")}'s, not ${named.join(" or ")}'s.`);
  }
  return out;
}

export function unsupportedDetail(s: Sentence, facts: Facts): string[] {
  const out = quoteProblems(s, facts);
  for (const { re, what } of KINDS) {
    if (re === CONTEXT_DETAIL && facts.context) continue;
    const m = s.text.match(re);
    if (!m) continue;
    // Allowed when the author typed the same kind of detail, about the same players.
    const typed = facts.typed.filter((t) => re.test(t));
    const players = s.mentions.filter((x) => x.player).map((x) => x.player!);
    const supported =
      typed.length > 0 &&
      players.every((p) => typed.some((t) => t.includes(p.name) || p.aliases.some((a) => t.includes(a))));
    if (!supported) out.push(`"${m[0]}": the draft states ${what} that is not in the author's input.`);
  }
  return out;
}
