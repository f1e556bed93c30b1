// The claim checker for the newsroom's drafts (issue 41, decision 310), from any writer. It reads
// claims, not templates: a rank ("No. 3", "3. Team"), a move ("up 2", "down 1", "holds"), a record
// ("(4-1)", "the Anvils are 4-1"), a result ("beat the X 27-20", "in a 27-20 win over the X"), a player's line ("9 catches
// for 120 receiving yards"), an award winner, a trade side ("the X receive A from the Y"), a seed,
// a playoff mark, and a player's age, rating, injury, contract and draft slot. A claim is tied to
// the nearest team or player named before it in its sentence, else to the team its paragraph opens
// with. Every number must also be one the facts hold, and every name one they know.
//
// Known to slip through: comparisons ("the best defence in the league"), claims about a team named
// only by its city, a pronoun's claim when the nearest name before it is not its subject, and a
// verb that comes before its player when it is written after another ("X has retired, and so has Y").

import { type LineStat, uniqueSurnames } from "../../../../db/domain/newsroom";
import { STAT_NOUNS } from "../builtin/newsroom/words";
import { judgeable } from "./allowed-numbers";
import type { ClaimCheck } from "./check";
import type { Facts } from "./facts";
import { unknownNames } from "./names";
import { type Known, knownFrom, type NewsroomFacts, type PlayerFact, type TeamFact } from "./newsroom-known";
import { numbersIn } from "./numbers";

export type { NewsroomFacts } from "./newsroom-known";

interface Mention {
  start: number;
  end: number;
  team?: TeamFact;
  player?: PlayerFact;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Finder = (text: string) => Mention[];

/** One pattern for every name the facts hold, longest first, so a draft is scanned once per sentence. */
function mentionFinder(k: Known): Finder {
  const names = new Map<string, Omit<Mention, "start" | "end">>();
  for (const team of k.teams)
    for (const alias of [team.team.name, team.team.short]) if (!names.has(alias)) names.set(alias, { team });
  for (const player of k.players) if (!names.has(player.name)) names.set(player.name, { player });
  // A roster story calls a player by his surname after the first mention, when no one else has it.
  const surnames = uniqueSurnames(k.players);
  for (const player of k.players) {
    const last = player.row?.lastName.trim();
    if (last && surnames.has(last) && !names.has(last)) names.set(last, { player });
  }
  const aliases = [...names.keys()].filter(Boolean).sort((a, b) => b.length - a.length);
  if (!aliases.length) return () => [];
  const re = new RegExp(`(?<![\\p{L}])(?:${aliases.map(escapeRegExp).join("|")})(?![\\p{L}])`, "gu");
  return (text) =>
    [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length, ...names.get(m[0])! }));
}

/** Sentences, never cut after "No." or a list number ("3. Albany Anvils"). */
const SENTENCE_END = /(?<=[.!?])(?<!\bNo\.)(?<!(?:^|[:;]\s?)\d{1,2}\.)\s+(?=["“(]?[\p{Lu}\d])/u;

const STAT_RE = new RegExp(
  `(\\d+(?:\\.\\d+)?)\\s+(${STAT_NOUNS.flatMap((n) => [n.many, n.one])
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})\\b`,
  "g",
);

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

type Before<T> = (at: number) => T | null;

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

function checkPlayers(s: string, k: Known, ms: Mention[], teamBefore: Before<TeamFact>, report: (p: string) => void) {
  const players = ms.filter((m) => m.player);
  players.forEach((m, i) => {
    const p = m.player!;
    const seg = s.slice(m.end, players[i + 1]?.start ?? s.length);
    const bad = (what: string) => report(`${p.name}: ${what} is not in the data.`);
    // A stat said of the season is read against his season totals, any other against this week's line.
    const season = /\bthis season\b/.test(seg);
    const stats = season ? p.season : p.line?.stats;
    const value = (s: LineStat) => (stats ? (stats[s] ?? 0) : undefined);
    for (const x of seg.matchAll(STAT_RE)) {
      const noun = STAT_NOUNS.find((n) => n.one === x[2] || n.many === x[2])!;
      if (value(noun.stat) !== Number(x[1])) bad(`${x[1]} ${x[2]}${season ? " this season" : ""}`);
    }
    for (const x of seg.matchAll(/\b(\d+)-of-(\d+)\b/g))
      if (value("passComp") !== Number(x[1]) || value("passAtt") !== Number(x[2])) bad(x[0]);
    const row = p.row;
    const check = (re: RegExp, actual: number | undefined, what: string) => {
      for (const x of seg.matchAll(re)) if (actual !== Number(x[1])) bad(`${what} ${x[1]}`);
    };
    check(/\bage (\d+)/g, row?.age, "age");
    check(/\b(\d+) overall\b/g, row?.playerBestOvr, "rating");
    check(/\bout (\d+) weeks?\b/g, p.change?.weeks, "out");
    check(/\b(\d+)-year contract\b/g, p.contract?.length, "contract length");
    check(/\b(\d+) years? left\b/g, p.contract?.yearsLeft, "years left");
    check(/\bround (\d+)/g, p.draft?.round, "round");
    check(/\bpick (\d+)/g, p.draft?.pick ?? undefined, "pick");
    if (/injured reserve/.test(seg) && !p.change?.injuredReserve) bad("injured reserve");
  });
  // "placed <player> on injured reserve", "signed <player>": the verb comes before the player.
  for (const m of s.matchAll(/\b(signed|released|extended|restructured|placed)\b/g)) {
    const p = players.find((x) => x.start > m.index)?.player;
    const t = teamBefore(m.index);
    const kind = {
      signed: "signing",
      released: "release",
      extended: "extension",
      restructured: "restructure",
      placed: "injury",
    }[m[1] as "signed"];
    if (p && (p.change?.kind !== kind || (t && p.change.team?.key !== t.team.key)))
      report(`${p.name} was not ${m[1]}${t ? ` by the ${t.team.name}` : ""}.`);
    if (p && m[1] === "placed" && /injured reserve/.test(s.slice(m.index)) && !p.change?.injuredReserve)
      report(`${p.name} is not on injured reserve.`);
  }
  // "<player> has retired", "draft pick <player>", "<player> moved from the A to the B".
  for (const m of s.matchAll(/\bretired\b/g)) {
    const p = players.filter((x) => x.end <= m.index).at(-1)?.player;
    if (p && p.change?.kind !== "retirement") report(`${p.name} has not retired.`);
  }
  for (const m of s.matchAll(/\bdraft pick\b/g)) {
    const p = players.find((x) => x.start > m.index)?.player;
    if (p && !p.draft) report(`${p.name} is not a draft pick.`);
  }
  for (const m of s.matchAll(/\bmoved from\s+(?:the\s+)?/g)) {
    const p = players.filter((x) => x.end <= m.index).at(-1)?.player;
    const [from, to] = ms.filter((x) => x.team && x.start >= m.index + m[0].length).map((x) => x.team!);
    if (p && from && p.from?.key !== from.team.key) report(`${p.name} did not come from the ${from.team.name}.`);
    if (p && to && p.to?.key !== to.team.key) report(`${p.name} did not go to the ${to.team.name}.`);
  }
  if (/^\s*(Offensive|Defensive) player of the week\b/i.test(s)) {
    const award = /^\s*Offensive/i.test(s) ? "offence" : "defence";
    const winner = players[0]?.player;
    if (winner && winner.award !== award)
      report(`${winner.name} is not the ${award === "offence" ? "offensive" : "defensive"} player of the week.`);
  }
  checkTrades(s, ms, teamBefore, report);
  void k;
}

function checkTrades(s: string, ms: Mention[], teamBefore: Before<TeamFact>, report: (p: string) => void) {
  for (const m of s.matchAll(/\b(receives?|gets?|acquires?|lands?|sends?|ships?)\b/g)) {
    const subject = teamBefore(m.index);
    if (!subject) continue;
    const rest = s.slice(m.index);
    const cut = rest.search(/\sfor\s/);
    const inPart = (x: Mention, lo: number, hi: number) => x.start >= m.index + lo && x.start < m.index + hi;
    const first = ms.filter((x) => inPart(x, 0, cut < 0 ? rest.length : cut));
    const second = cut < 0 ? [] : ms.filter((x) => inPart(x, cut, rest.length));
    // The other side: the team after "from"/"to", else the first other team named.
    const named = [...first, ...second].filter((x) => x.team);
    const other =
      named.find((x) => /\b(?:from|to)\s+(?:the\s+)?$/.test(s.slice(0, x.start)))?.team ??
      named.find((x) => x.team !== subject)?.team ??
      null;
    const receiving = /^(receive|get|acquire|land)/.test(m[1]!);
    const side = (xs: Mention[], to: TeamFact | null, from: TeamFact | null) => {
      for (const x of xs) {
        const p = x.player;
        if (!p) continue;
        if (to && p.to?.key !== to.team.key) report(`${p.name} does not go to the ${to.team.name}.`);
        if (from && p.from?.key !== from.team.key) report(`${p.name} does not come from the ${from.team.name}.`);
      }
    };
    side(first, receiving ? subject : other, receiving ? other : subject);
    side(second, receiving ? other : subject, receiving ? subject : other);
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
