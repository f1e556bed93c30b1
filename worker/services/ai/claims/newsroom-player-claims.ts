// The newsroom checker's claims about players (newsroom-claims.ts): a stat line of the week or of
// the season so far, age, rating, injury, contract, draft slot, the roster move a verb names, an
// award, and each side of a trade.
import type { LineStat } from "../../../../db/domain/newsroom";
import { STAT_NOUNS } from "../builtin/newsroom/words";
import type { Known, TeamFact } from "./newsroom-known";
import { type Before, escapeRegExp, type Mention } from "./newsroom-mentions";

const STAT_RE = new RegExp(
  `(\\d+(?:\\.\\d+)?)\\s+(${STAT_NOUNS.flatMap((n) => [n.many, n.one])
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})\\b`,
  "g",
);

export function checkPlayers(
  s: string,
  k: Known,
  ms: Mention[],
  teamBefore: Before<TeamFact>,
  report: (p: string) => void,
) {
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
