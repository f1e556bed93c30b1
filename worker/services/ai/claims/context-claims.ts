// Context claims (issue 38 item 2, decision 293): records ("improved to 3-1"), streaks, firsts,
// division place and seed, the next game and earlier meetings, read from a sentence and checked
// against the season ledger. Each reader returns the span it judged; a record or streak phrase no
// reader judged is refused, as is any league team that is neither in the game nor a checked next
// opponent. Without a ledger this reader is off and such claims stay "not in the author's input".
import type { GameLedger, WinLoss } from "../../ledger/types";
import { type Finding, ledgerTeamOf, teamAt } from "./context-teams";
import type { Facts, TeamFacts } from "./facts";
import { type NumberExpr, numbersIn } from "./numbers";
import { seasonFindings } from "./season-claims";
import type { Sentence } from "./text";
import { CONTEXT_DETAIL } from "./unsupported";

export interface ContextOutcome {
  problems: string[];
  used: NumberExpr[];
  /** The sentence speaks of an earlier meeting: its result words are that game's, checked here. */
  earlierGame: boolean;
}

const shift = (ns: NumberExpr[], by: number) => ns.map((n) => ({ ...n, start: n.start + by, end: n.end + by }));
const show = (r: WinLoss) => `${r.wins}-${r.losses}${r.ties ? `-${r.ties}` : ""}`;
const unknown = (what: string) => `the league's export does not show ${what}`;

const RECORD_BEFORE =
  /(?:\b(?:improved|improves|improving|fell|falls|dropped|drops|slipped|slips|moved|moves|climbed|climbs|rose|rises|evened|evens|went|goes|sit|sits|sitting|stand|stands|standing|are|is|now|at|to|entered|enter|enters|came in|record of|mark of)\s+(?:their\s+record\s+|its\s+record\s+|the\s+season\s+)?(?:to\s+|at\s+)?|\()$/i;
const RECORD_AFTER =
  /^\)?\s*(?:record|mark|overall|on the season|in the division|in division play|against the division|at home|on the road|away from home|in the (?:north|south|east|west)\b)|^\)/i;

function records(s: Sentence, facts: Facts, ctx: GameLedger, carry: TeamFacts | null): Finding[] {
  const out: Finding[] = [];
  for (const m of s.text.matchAll(/(?<![\d.])(\d{1,2})-(\d{1,2})(?:-(\d{1,2}))?(?![\d-])/g)) {
    const before = s.text.slice(0, m.index);
    const after = s.text.slice(m.index + m[0].length);
    if (!RECORD_BEFORE.test(before) && !RECORD_AFTER.test(after)) continue;
    // The final score is a score, whatever the words around it ("are 35-10 winners").
    const pair = [Number(m[1]), Number(m[2])].sort((x, y) => x - y).join("-");
    const final = facts.teams
      .map((t) => t.score)
      .sort((x, y) => x - y)
      .join("-");
    if (!m[3] && pair === final) continue;
    const team = ledgerTeamOf(ctx, teamAt(s, m.index, carry));
    const nums = numbersIn(s.text.slice(m.index, m.index + m[0].length)).map((n) => ({
      ...n,
      start: n.start + m.index,
      end: n.end + m.index,
    }));
    const span = { start: m.index, end: m.index + m[0].length, used: nums };
    if (!team) {
      out.push({ ...span, problem: `"${m[0]}": the draft gives a record without saying whose.` });
      continue;
    }
    const where = after.match(
      /^\)?\s*(in the division|in division play|against the division|at home|on the road|away from home)/i,
    )?.[1];
    const entered = /\b(?:entered|enter|enters|came in|coming in)\b[^.;]*$/i.test(before);
    const [label, fact] = where
      ? /home/i.test(where) && !/away/i.test(where)
        ? ["home record", team.homeRecord]
        : /road|away/i.test(where)
          ? ["road record", team.awayRecord]
          : ["division record", team.divisionRecord]
      : entered
        ? ["record before the game", team.recordBefore]
        : ["record", team.record];
    const said = `${m[1]}-${m[2]}${m[3] && m[3] !== "0" ? `-${m[3]}` : ""}`;
    if (!fact) out.push({ ...span, problem: `"${m[0]}": ${unknown(`the ${team.nickname}' ${label}`)}.` });
    else if (show(fact.value) !== said)
      out.push({ ...span, problem: `"${m[0]}": the ${team.name}' ${label} is ${show(fact.value)} (${fact.source}).` });
    else out.push({ ...span, problem: null });
  }
  return out;
}

const STREAK =
  /\b(?:(?<n1>[\w-]+)[- ]game\s+(?<d1>winning|losing|win|losing|skid)\s*(?:streak|run|skid)?|(?<d2>winning|losing)\s+(?:streak|run)|(?<d3>won|lost|wins|losses|victories|defeats)\s+(?:(?<n3>[\w-]+)\s+)?(?:straight|in a row|consecutive)(?:\s+games)?|(?<n4>[\w-]+)\s+(?:straight|consecutive)\s+(?<d4>wins|victories|losses|defeats|games))\b/gi;
const SNAP =
  /\b(?:snapped|snaps|snapping|ended|ends|ending|halted|halts|stopped|stops|broke|breaks|end|snap)\b[^.;]{0,40}$/i;

function streaks(s: Sentence, ctx: GameLedger, carry: TeamFacts | null): Finding[] {
  const out: Finding[] = [];
  for (const m of s.text.matchAll(STREAK)) {
    const g = m.groups!;
    const word = (g.d1 ?? g.d2 ?? g.d3 ?? g.d4 ?? "").toLowerCase();
    const nText = g.n1 ?? g.n3 ?? g.n4;
    const n = nText ? numbersIn(nText)[0]?.value : undefined;
    if (nText && n === undefined) continue;
    const losing = /^(?:losing|lost|losses|defeats|skid)$/.test(word);
    const before = s.text.slice(0, m.index);
    const snapped = SNAP.test(before);
    // "had won two in a row", "came in on a two-game winning streak": the streak before this game.
    const earlier = snapped || /\b(?:had|entered|entering|came in|coming in)\b[^.;]{0,30}$/i.test(before);
    // Whose streak: a possessive right before it ("the Gulls' two-game winning streak"), else the team near it.
    const owner = s.mentions.filter((x) => x.team && x.possessive && m.index - x.end < 8 && x.end <= m.index).at(-1);
    const team = ledgerTeamOf(ctx, owner?.team ?? teamAt(s, m.index, carry));
    const used = shift(numbersIn(m[0]), m.index);
    const span = { start: m.index, end: m.index + m[0].length, used };
    const streak = earlier ? team?.streakBefore : team?.streak;
    if (!team || !streak) {
      out.push({ ...span, problem: `"${m[0]}": ${unknown("that streak")}.` });
      continue;
    }
    const v = streak.value;
    const length = Math.abs(v);
    const rightWay = word === "games" ? v !== 0 : losing ? v < 0 : v > 0;
    const ends = snapped ? (losing ? team.won : team.lost) : true;
    const ok = rightWay && ends && (n === undefined ? length >= 2 : length === n);
    const now = v > 0 ? `won ${length}` : v < 0 ? `lost ${length}` : "no streak";
    out.push({
      ...span,
      problem: ok
        ? null
        : `"${m[0]}": the ${team.name} had ${earlier ? "before this game " : ""}${v === 0 ? "no streak" : `${now} in a row`} (${streak.source}).`,
    });
  }
  return out;
}

function firsts(s: Sentence, ctx: GameLedger, carry: TeamFacts | null): Finding[] {
  const out: Finding[] = [];
  const re =
    /\b(?:first\s+(?<kind>win|victory|loss|defeat)(?:\s+of\s+the\s+season)?|(?<still>unbeaten|undefeated|winless|perfect)\b)/gi;
  for (const m of s.text.matchAll(re)) {
    const team = ledgerTeamOf(ctx, teamAt(s, m.index, carry));
    const span = { start: m.index, end: m.index + m[0].length };
    const kind = (m.groups!.kind ?? m.groups!.still ?? "").toLowerCase();
    const before = team?.recordBefore?.value;
    const after = team?.record?.value;
    if (!team || !before || !after) {
      out.push({ ...span, problem: `"${m[0]}": ${unknown("the teams' records before this game")}.` });
      continue;
    }
    const ok =
      kind === "win" || kind === "victory"
        ? team.won && before.wins === 0
        : kind === "loss" || kind === "defeat"
          ? team.lost && before.losses === 0
          : kind === "winless"
            ? after.wins === 0
            : after.losses === 0;
    out.push({
      ...span,
      problem: ok ? null : `"${m[0]}": the ${team.name} are ${show(after)} (${team.record!.source}).`,
    });
  }
  return out;
}

const PLACES: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
};

function standings(s: Sentence, ctx: GameLedger, carry: TeamFacts | null): Finding[] {
  const out: Finding[] = [];
  const re =
    /\b(?<tied>tied for |share of |alone in |sole possession of )?(?:(?<place>first|second|third|fourth|last|1st|2nd|3rd|4th)\s+place|(?<top>atop|top of|lead|leads|leading|on top of)\s+the\s+(?:\w+\s+)?(?:division|standings)|division\s+lead)\b|\b(?:no\.\s*|number\s+)?(?<seed>\d|one|two|three|four|five|six|seven|top)[- ]seed\b/gi;
  for (const m of s.text.matchAll(re)) {
    const g = m.groups!;
    const team = ledgerTeamOf(ctx, teamAt(s, m.index, carry));
    const span = { start: m.index, end: m.index + m[0].length };
    if (g.seed) {
      const want = g.seed.toLowerCase() === "top" ? 1 : (numbersIn(g.seed)[0]?.value ?? Number(g.seed));
      const seed = team?.seed;
      out.push({
        ...span,
        used: numbersIn(s.text.slice(span.start, span.end)).map((n) => ({
          ...n,
          start: n.start + span.start,
          end: n.end + span.start,
        })),
        problem: !seed
          ? `"${m[0]}": ${unknown(`a seed for this week (${ctx.standings})`)}.`
          : seed.value === want
            ? null
            : `"${m[0]}": the ${team!.name} are seeded ${seed.value} (${seed.source}).`,
      });
      continue;
    }
    const place = team?.divisionPlace;
    if (!team || !place) {
      out.push({ ...span, problem: `"${m[0]}": ${unknown("the division's standings after this game")}.` });
      continue;
    }
    const want = g.place ? (g.place.toLowerCase() === "last" ? place.value.of : PLACES[g.place.toLowerCase()]!) : 1;
    const tied = /tied|share/i.test(g.tied ?? "");
    const alone = !tied;
    const ok = place.value.rank === want && (tied ? place.value.tied : alone ? !place.value.tied : true);
    const where = `${place.value.tied ? "tied for " : ""}place ${place.value.rank} of ${place.value.of} in the ${team.division}`;
    out.push({ ...span, problem: ok ? null : `"${m[0]}": the ${team.name} are ${where} (${place.source}).` });
  }
  return out;
}

export function contextClaims(s: Sentence, facts: Facts, carry: TeamFacts | null): ContextOutcome {
  const ctx = facts.context;
  if (!ctx) return { problems: [], used: [], earlierGame: false };
  const findings = [
    ...records(s, facts, ctx, carry),
    ...streaks(s, ctx, carry),
    ...firsts(s, ctx, carry),
    ...standings(s, ctx, carry),
    ...seasonFindings(s, facts, ctx, carry),
  ];
  const problems = findings.flatMap((f) => (f.problem ? [f.problem] : []));
  // A phrase is judged when a finding is beside it ("improved to" before the record it states).
  const NEAR = 40;
  const covered = (at: number) => findings.some((f) => f.end > f.start && at >= f.start - NEAR && at < f.end + NEAR);
  for (const m of s.text.matchAll(new RegExp(CONTEXT_DETAIL.source, "gi")))
    if (!covered(m.index))
      problems.push(`"${m[0]}": the draft states a streak, record or other game the season's data does not show.`);
  return {
    problems,
    used: findings.flatMap((f) => f.used ?? []),
    earlierGame: findings.some((f) => f.earlierGame),
  };
}
