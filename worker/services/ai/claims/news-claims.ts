// A news story's claims about the league's data (decision 297), checked against the news ledger like a
// recap's context claims: a player's age ("a 24-year-old"), position, team ("for the X"), contract
// ("2 years left", "a 4-year contract"), injury ("out 3 weeks") and season totals ("852 passing yards
// on the season"), a team's record ("are 2-1"), and the week they count through. A claim is about the
// player or team named last before it in the sentence. Sentences the author typed are the author's.

import { SEASON_STATS } from "../../ledger/players";
import type { NewsLedger, NewsPlayer, NewsTeam, SeasonStat } from "../../ledger/types";
import { seasonNoun } from "../builtin/news-facts";
import { POSITIONS } from "../builtin/newsroom/words";
import type { NumberExpr } from "./numbers";
import { numbersIn } from "./numbers";

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const STATS = Object.keys(SEASON_STATS) as SeasonStat[];

interface Mention {
  at: number;
  end: number;
  player?: NewsPlayer;
  team?: NewsTeam;
}

/** Every name of the ledger in a sentence: players by full name or surname, teams by name or nickname. */
function mentions(s: string, ledger: NewsLedger): Mention[] {
  const out: Mention[] = [];
  const find = (name: string, m: Omit<Mention, "at" | "end">) => {
    for (const x of s.matchAll(new RegExp(`(?<![\\p{L}])${escapeRe(name)}(?![\\p{L}])`, "gu")))
      if (!out.some((o) => x.index >= o.at && x.index < o.end))
        out.push({ at: x.index, end: x.index + x[0].length, ...m });
  };
  // Longest names first, so "Harbor City Gulls" is one mention and a full name is not read as its surname.
  const names: [string, Omit<Mention, "at" | "end">][] = [
    ...ledger.players.flatMap((p): [string, Omit<Mention, "at" | "end">][] => [
      [p.full, { player: p }],
      [p.surname, { player: p }],
    ]),
    ...ledger.teams.flatMap((t): [string, Omit<Mention, "at" | "end">][] => [
      [t.name, { team: t }],
      [t.nickname, { team: t }],
    ]),
  ];
  for (const [name, m] of names.sort((a, b) => b[0].length - a[0].length)) find(name, m);
  return out.sort((a, b) => a.at - b.at);
}

/** The numbers of one news sentence that these readers judged, and what they found wrong. */
export function newsClaims(s: string, ledger: NewsLedger, typed: string[]): { problems: string[]; used: NumberExpr[] } {
  const problems: string[] = [];
  const spans: [number, number][] = [];
  const ms = mentions(s, ledger);
  const before = (at: number) => ms.filter((m) => m.end <= at);
  const playerBefore = (at: number) =>
    before(at)
      .filter((m) => m.player)
      .at(-1)?.player;
  const teamBefore = (at: number) =>
    before(at)
      .filter((m) => m.team)
      .at(-1)?.team;
  // A phrase the author typed ("on a 3-year contract" in the title) is the author's claim, not the data's.
  const authored = (phrase: string) => typed.some((t) => t.toLowerCase().includes(phrase.toLowerCase()));
  const claim = (m: RegExpMatchArray, ok: boolean | undefined, problem: string) => {
    if (authored(m[0])) return;
    spans.push([m.index!, m.index! + m[0].length]);
    if (!ok) problems.push(problem);
  };

  for (const m of s.matchAll(/\b(\d+)-year-old(?:\s+([a-z]+(?: [a-z]+)?))?/g)) {
    const p = playerBefore(m.index);
    claim(m, p?.age === Number(m[1]), `${p?.full ?? "No player named"} is not ${m[1]} in the league's data.`);
    const said = m[2] && Object.values(POSITIONS).find((w) => m[2]!.startsWith(w));
    if (p && said && !authored(m[0]) && (!p.position || POSITIONS[p.position] !== said))
      problems.push(`${p.full} is not a ${said} in the league's data.`);
  }
  for (const m of s.matchAll(/\b(?:for|with|of) the ([\p{Lu}][\p{L} .'-]*?)(?=[,.;]|\s+(?:through|on|and|as)\b|$)/gu)) {
    const p = playerBefore(m.index);
    const t = ms.find((x) => x.team && x.at > m.index && x.at < m.index + m[0].length)?.team;
    if (p && t && p.team !== t.name && !authored(m[0]))
      problems.push(`${p.full} is not on the ${t.name} in the league's data.`);
  }
  for (const m of s.matchAll(/\b(\d+) years? left\b/g)) {
    const p = playerBefore(m.index);
    claim(m, p?.contract?.yearsLeft === Number(m[1]), `${p?.full ?? "No player named"} does not have ${m[0]}.`);
  }
  for (const m of s.matchAll(/\b(\d+)-year contract\b/g)) {
    const p = playerBefore(m.index);
    claim(m, p?.contract?.length === Number(m[1]), `${p?.full ?? "No player named"} is not on ${m[0]}.`);
  }
  for (const m of s.matchAll(/\bout (\d+) weeks?\b/g)) {
    const p = playerBefore(m.index);
    claim(m, p?.injuryWeeks === Number(m[1]), `${p?.full ?? "No player named"} is not out ${m[1]} weeks.`);
  }
  if (/\bon the season\b/.test(s))
    for (const stat of STATS) {
      const { one, many } = seasonNoun(stat);
      for (const m of s.matchAll(new RegExp(`\\b(\\d+) (?:${escapeRe(many)}|${escapeRe(one)})\\b`, "g"))) {
        const p = playerBefore(m.index);
        claim(
          m,
          p?.totals?.value[stat] === Number(m[1]),
          `${p?.full ?? "No player named"} does not have ${m[1]} ${many} on the season.`,
        );
      }
    }
  for (const m of s.matchAll(/\bare (\d+)-(\d+)(?:-(\d+))?\b/g)) {
    const t = teamBefore(m.index);
    const r = t?.record?.value;
    claim(
      m,
      r && r.wins === Number(m[1]) && r.losses === Number(m[2]) && r.ties === Number(m[3] ?? 0),
      `The ${t?.name ?? "team"} are not ${m[0].slice(4)} in the league's data.`,
    );
  }
  for (const m of s.matchAll(/\b(?:[Tt]hrough|[Aa]fter) (Week \d+)\b/g))
    claim(m, ledger.through === m[1], `The league's data runs through ${ledger.through ?? "no week"}, not ${m[1]}.`);

  const used = numbersIn(s).filter((n) => spans.some(([a, b]) => n.start >= a && n.end <= b));
  return { problems, used };
}

/** Every name the news ledger holds, for the unknown-name check. */
export const newsNames = (ledger: NewsLedger) => [
  ...ledger.players.flatMap((p) => [p.full, p.surname]),
  ...ledger.teams.flatMap((t) => [t.name, t.nickname]),
];
