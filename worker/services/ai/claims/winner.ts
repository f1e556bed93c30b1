// Who a sentence makes the winner, whatever its verb (issue 38 item 2, decision 293). A sentence
// that names both teams with the final score makes its subject the winner, unless a word of losing
// comes after a team (then that team is the loser): "The Gulls took care of the Rattlers, 24-17" and
// "The Rattlers handed the Gulls a 24-17 loss" are read without any list of winning verbs. With one
// team and the score only a word of losing (or result-claims.ts's phrasings) makes a claim. Teams
// written beside their own points ("Rattlers 20, Gulls 17") must carry their own score.
import type { Facts, TeamFacts } from "./facts";
import type { NumberExpr } from "./numbers";
import { scorePairs } from "./result-claims";
import { teamLinks } from "./team-claims";
import type { Mention, Sentence } from "./text";

/** Words that put the team named before them on the losing side. */
const LOSING =
  /\b(?:lost|lose|loses|losing|fell|falls|fall|dropped|drops|drop|bowed|bows|succumbed|succumbs|short|wrong end|no answer|could not|couldn't|cannot|can't|failed|fails|unable|loss|losses|defeat|defeats|(?:was|were|got|get|been)\s+\w+(?:ed|en)\s+(?:\S+\s+){0,3}?by|at the hands of|surrendered|conceded|fell victim|came up empty)\b/i;
/** A team after these opens a clause: it is that clause's subject. */
const CLAUSE_START =
  /(?:^\W*|[,;:—–(]\s*|\b(?:and|while|as|but|so|when|after|before|whereas|then|yet)\s+)(?:the\s+)?(?:visiting\s+|host\s+|home\s+)?$/i;

const teamsOf = (s: Sentence) => {
  const linked = new Set(teamLinks(s).map((l) => l.teamMention));
  return s.mentions.filter((m): m is Mention & { team: TeamFacts } => Boolean(m.team) && !linked.has(m));
};

/** A side a sentence names for a result: this team won (or, `won: false`, lost). */
export interface ClaimedSide {
  team: TeamFacts;
  won: boolean;
}

/** The side a sentence gives the score at `pos`, or null when it names none. */
export function claimedSide(s: Sentence, pos: number): ClaimedSide | null {
  const teams = teamsOf(s);
  if (teams.length === 0) return null;
  // A word of losing anywhere in the sentence: the last team named before it lost.
  for (const m of s.text.matchAll(new RegExp(LOSING.source, "gi"))) {
    // A word inside a name is no word of losing ("the Granite Falls Bison").
    if (s.mentions.some((x) => m.index >= x.start && m.index < x.end)) continue;
    const loser = teams.filter((t) => t.end <= m.index).at(-1);
    if (loser) return { team: loser.team, won: false };
  }
  // Both teams and the score: the subject of the clause the score is in is the winner ("The Gulls
  // outclassed the Rattlers 24-17"; "the Rattlers lost ground and the Gulls went home 24-17 winners").
  // One team and the score says nothing by itself ("The Rattlers will study this 24-17 result").
  if (new Set(teams.map((t) => t.team)).size < 2) return null;
  // "the Drakes and the Lancers": two teams joined by "and" are one subject, and name no winner.
  const joined = (t: Mention) =>
    teams.some((o) => o.end <= t.start && /^['’]?s?\s*(?:and|&)\s+(?:the\s+)?$/i.test(s.text.slice(o.end, t.start)));
  const subject = teams.filter((t) => t.end <= pos && CLAUSE_START.test(s.text.slice(0, t.start))).at(-1);
  return subject && !joined(subject) ? { team: subject.team, won: true } : null;
}

/** Whether a claimed side agrees with the real winner's name (null: a tie). */
export const sideIsRight = (side: ClaimedSide, winner: string | null) =>
  winner !== null && (side.team.name.toLowerCase() === winner.toLowerCase()) === side.won;

/** The problems of who-won and team-score pairings in one sentence; `used` are the numbers read. */
export function winnerClaims(
  s: Sentence,
  facts: Facts,
  skip: NumberExpr[],
): { problems: string[]; used: NumberExpr[] } {
  const problems: string[] = [];
  const used: NumberExpr[] = [];
  const [a, b] = facts.teams;
  if (!a || !b) return { problems, used };
  const hi = Math.max(a.score, b.score);
  const lo = Math.min(a.score, b.score);
  const skipped = (n: NumberExpr) => skip.some((k) => k.start === n.start);
  for (const [x, y] of scorePairs(s.text)) {
    if (skipped(x) || Math.max(x.value, y.value) !== hi || Math.min(x.value, y.value) !== lo) continue;
    const said = claimedSide(s, x.start);
    // A tied score with both teams named is no claim of a winner unless a word of losing says so.
    if (!said || (!facts.winner && said.won)) continue;
    if (!facts.winner) problems.push(`The game ended in a tie, ${hi}-${lo}; the draft gives it a winner.`);
    else if (!sideIsRight(said, facts.winner.name))
      problems.push(
        `The ${facts.winner.name} beat the ${facts.loser!.name} ${hi}-${lo}; the draft says the ${said.team.name} ${said.won ? "won" : "lost"}.`,
      );
  }
  // "Rattlers 20, Gulls 17": a team's name with a number right after it is that team's score.
  for (const m of teamsOf(s)) {
    const after = s.text.slice(m.end).match(/^(?:['’]s?)?\s+(\d{1,3})(?=\s*(?:,|;|\.|$|and\b|\)))/);
    if (!after) continue;
    const value = Number(after[1]);
    const start = m.end + after[0].length - after[1]!.length;
    used.push({ value, start, end: start + after[1]!.length, raw: after[1]!, atLeast: false, times: false });
    if (value !== m.team.score) problems.push(`The ${m.team.name} scored ${m.team.score}, not ${value}.`);
  }
  return { problems, used };
}
