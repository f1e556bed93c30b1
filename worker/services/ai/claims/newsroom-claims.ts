// The claim checker for the newsroom's drafts (issue 41, decision 310), from any writer. It reads
// claims, not templates: a rank ("No. 3", "3. Team"), a move ("up 2", "down 1", "holds"), a record
// ("(4-1)", "the Anvils are 4-1"), a result ("beat the X 27-20", "in a 27-20 win over the X"), a
// seed and a playoff mark here; a player's line of the week ("9 catches for 120 receiving yards") or
// season so far ("has 412 rushing yards … this season"), an award winner, a trade side ("the X
// receive A from the Y"), and a player's age, rating, injury, contract and draft slot in
// newsroom-player-claims.ts. A claim is tied to the nearest team or player named before it in its
// sentence (newsroom-mentions.ts), else to the team its paragraph opens with. Every number must
// also be one the facts hold, and every name one they know.
//
// Known to slip through: comparisons ("the best defence in the league"), claims about a team named
// only by its city, a pronoun's claim when the nearest name before it is not its subject, and a
// verb that comes before its player when it is written after another ("X has retired, and so has Y").

import { judgeable } from "./allowed-numbers";
import type { ClaimCheck } from "./check";
import type { Facts } from "./facts";
import { unknownNames } from "./names";
import { type Known, knownFrom, type NewsroomFacts, type PlayerFact, type TeamFact } from "./newsroom-known";
import { type Before, type Mention, mentionFinder } from "./newsroom-mentions";
import { checkPlayers } from "./newsroom-player-claims";
import { numbersIn } from "./numbers";

export type { NewsroomFacts } from "./newsroom-known";

/** Sentences, never cut after "No." or a list number ("3. Albany Anvils"). */
const SENTENCE_END = /(?<=[.!?])(?<!\bNo\.)(?<!(?:^|[:;]\s?)\d{1,2}\.)\s+(?=["“(]?[\p{Lu}\d])/u;

export function checkNewsroomClaims(draft: { title: string; body: string }, facts: NewsroomFacts): ClaimCheck {
  const k = knownFrom(facts);
  const problems: string[] = [];
  const report = (p: string) => {
    if (!problems.includes(p)) problems.push(p);
  };
  const find = mentionFinder(k);
  for (const paragraph of `${draft.title}\n${draft.body}`.split(/\n+/).filter((p) => p.trim())) {
    const lead = find(paragraph).find((m) => m.team)?.team ?? null;
    for (const sentence of paragraph.split(SENTENCE_END)) checkSentence(sentence, k, find(sentence), lead, report);
  }
  for (const text of [draft.title, draft.body])
    for (const n of numbersIn(text))
      if (judgeable(text, n) && !k.numbers.has(Math.abs(n.value))) report(`The number ${n.raw} is not in the data.`);
  const none: Facts = {
    players: [],
    teams: [],
    winner: null,
    loser: null,
    margin: 0,
    total: 0,
    typed: [],
    quotes: [],
    isRecap: false,
    context: null,
  };
  const known = [
    ...k.players.map((p) => p.name),
    ...k.teams.flatMap((t) => [t.team.name, t.team.division, t.leads ?? ""]),
    ...conferences(facts),
    // The roster articles' headings.
    "Transactions Contracts",
  ];
  for (const p of unknownNames(`${draft.title}\n\n${draft.body}`, none, known)) report(p);
  return { ok: problems.length === 0, problems };
}

const conferences = (f: NewsroomFacts) => (f.kind === "playoffs" ? f.picture.conferences.map((c) => c.conference) : []);

function checkSentence(s: string, k: Known, ms: Mention[], lead: TeamFact | null, report: (p: string) => void) {
  const teamBefore = (at: number) => ms.filter((m) => m.team && m.end <= at).at(-1)?.team ?? lead;
  const playerBefore = (at: number) => ms.filter((m) => m.player && m.end <= at).at(-1)?.player ?? null;
  const teamAt = (at: number) => ms.find((m) => m.team && m.start === at)?.team ?? null;
  const seeds = k.facts.kind === "playoffs";

  // "3. Albany Anvils": a rank in the column, a seed in the playoff picture.
  for (const m of s.matchAll(/(?:^|[:;]\s?)(\d{1,2})\.\s+(?:the\s+)?/g)) {
    const t = teamAt(m.index + m[0].length);
    const n = Number(m[1]);
    if (t && seeds && t.seed !== n) report(`The ${t.team.name} are not the ${n} seed.`);
    if (t && !seeds && t.rank !== n) report(`The ${t.team.name} are not No. ${n}.`);
  }
  for (const m of s.matchAll(/\b(from\s+)?No\.\s?(\d{1,2})\b/g)) {
    const t = teamBefore(m.index);
    const n = Number(m[2]);
    if (!t) continue;
    if (m[1] && t.previousRank !== n) report(`The ${t.team.name} were not No. ${n} last week.`);
    if (!m[1] && t.rank !== n) report(`The ${t.team.name} are not No. ${n}.`);
  }
  // A move is a number of places: "put up 12 catches" is a stat line, not a climb.
  for (const m of s.matchAll(
    /\b(up|climbs?|rises?|jumps?|down|falls?|drops?|slides?)\s+(\d{1,2})(?=\s*(?:spots?\b|places?\b|from\b|to\b|[,.;)]|$))|\b(holds|stays?|unchanged)\b/g,
  )) {
    const t = teamBefore(m.index);
    if (!t || t.rank === undefined) continue;
    const claimed = m[3] ? 0 : (/^(up|climb|rise|jump)/.test(m[1]!) ? 1 : -1) * Number(m[2]);
    if (t.movement === null || t.movement === undefined)
      report(`The ${t.team.name} have no move from last week to report.`);
    else if (t.movement !== claimed) report(`The ${t.team.name} did not move ${m[0]}.`);
  }
  for (const m of s.matchAll(/\((\d{1,2}-\d{1,2}(?:-\d{1,2})?)\)/g)) {
    const t = teamBefore(m.index);
    if (t?.record !== undefined && t.record !== m[1]) report(`The ${t.team.name} are ${t.record}, not ${m[1]}.`);
  }
  // "the Anvils are 5-0": a record stated outright must be the one the facts hold.
  for (const m of s.matchAll(/\b(?:are|is|sit at|stand at)\s+(\d{1,2}-\d{1,2}(?:-\d{1,2})?)(?![\d-])/g)) {
    const t = teamBefore(m.index);
    if (t && t.record !== m[1])
      report(
        t.record === undefined
          ? `The ${t.team.name} have no record to report.`
          : `The ${t.team.name} are ${t.record}, not ${m[1]}.`,
      );
  }
  checkResults(s, k, ms, teamBefore, playerBefore, report);
  checkPlayers(s, k, ms, teamBefore, report);
  checkPlayoffs(s, ms, teamBefore, report);
}

function checkResults(
  s: string,
  k: Known,
  ms: Mention[],
  teamBefore: Before<TeamFact>,
  playerBefore: Before<PlayerFact>,
  report: (p: string) => void,
) {
  const game = (a: string, b: string) => k.games.find((g) => g.teams.includes(a) && g.teams.includes(b) && a !== b);
  const claim = (
    subject: TeamFact | null,
    object: TeamFact | null,
    outcome: "W" | "L" | "T",
    hi: number,
    lo: number,
  ) => {
    if (!subject || !object) return;
    const g = game(subject.team.key, object.team.key);
    const winner = outcome === "W" ? subject.team.key : outcome === "L" ? object.team.key : null;
    if (!g || g.winner !== winner || g.hi !== hi || g.lo !== lo)
      report(
        `The ${subject.team.name} did not ${{ W: "beat", L: "lose to", T: "tie" }[outcome]} the ${object.team.name} ${hi}-${lo}.`,
      );
  };
  const teamAfter = (at: number) => ms.find((m) => m.team && m.start >= at && m.start <= at + 5)?.team ?? null;
  for (const m of s.matchAll(/\b(beat|lost to|tied)\s+(?:the\s+)?/g)) {
    const object = teamAfter(m.index + m[0].length);
    const after = object ? ms.find((x) => x.team === object && x.start >= m.index)! : null;
    const score = after && /^\s+(\d+)-(\d+)/.exec(s.slice(after.end));
    if (object && score) {
      const outcome = m[1] === "beat" ? "W" : m[1] === "tied" ? "T" : "L";
      claim(teamBefore(m.index), object, outcome, Number(score[1]), Number(score[2]));
    }
  }
  for (const m of s.matchAll(/\b(\d+)-(\d+)\s+(win over|loss to|tie with)\s+(?:the\s+)?/g)) {
    const object = teamAfter(m.index + m[0].length);
    const p = playerBefore(m.index);
    const subject = p?.team ? (k.teams.find((t) => t.team.key === p.team!.key) ?? null) : teamBefore(m.index);
    const outcome = m[3] === "win over" ? "W" : m[3] === "tie with" ? "T" : "L";
    claim(subject, object, outcome, Number(m[1]), Number(m[2]));
  }
  if (/^\s*Game of the week\b/i.test(s) && k.gameOfTheWeek) {
    const named = ms.filter((m) => m.team).map((m) => m.team!.team.key);
    if (named.some((key) => !k.gameOfTheWeek!.includes(key))) report("That is not the game of the week.");
  }
}

function checkPlayoffs(s: string, ms: Mention[], teamBefore: Before<TeamFact>, report: (p: string) => void) {
  const teams = ms.filter((m) => m.team).map((m) => m.team!);
  if (/^\s*Division leaders\b/.test(s))
    for (const t of teams) if (!t.leads) report(`The ${t.team.name} do not lead a division.`);
  if (/^\s*In the hunt\b/.test(s))
    for (const t of teams) if (!t.hunting) report(`The ${t.team.name} are not in the hunt.`);
  if (/^\s*Eliminated\b/.test(s))
    for (const t of teams) if (t.mark !== "eliminated") report(`The ${t.team.name} are not eliminated.`);
  const MARKS = {
    "the top seed": "clinched-top-seed",
    "the division": "clinched-division",
    "a playoff berth": "clinched-berth",
  };
  for (const m of s.matchAll(/\bclinched (the top seed|the division|a playoff berth)/g)) {
    const t = teamBefore(m.index);
    if (t && t.mark !== MARKS[m[1] as keyof typeof MARKS]) report(`The ${t.team.name} have not clinched ${m[1]}.`);
  }
  for (const m of s.matchAll(/\b(\d+(?:\.\d+)?) games? behind\b/g)) {
    const t = teamBefore(m.index);
    if (t?.gamesBehind !== undefined && t.gamesBehind !== Number(m[1])) report(`The ${t.team.name} are not ${m[0]}.`);
  }
}
