// Context claims for the truth benchmark (issue 38 item 2): for every played game of the export
// league (db/seed/ledger-league.ts), a true and a false sentence of each class the season ledger
// can prove, after a correct lede. Drawn from the ledger, never from the checker's own code.
import { LEDGER_WEEKS, PLAYED_WEEKS } from "../db/seed/ledger-league";
import type { ArticleBrief } from "../worker/services/ai/types";
import { ledgerBrief, ledgerSeason } from "../worker/services/ledger/test/ledger-season";
import type { SeasonStat, TeamLedger, WinLoss } from "../worker/services/ledger/types";

export interface ContextCase {
  cls: string;
  brief: ArticleBrief;
  truth: string | null;
  lie: string;
}

const rec = (r: WinLoss) => `${r.wins}-${r.losses}${r.ties ? `-${r.ties}` : ""}`;
const PLACE = ["", "first", "second", "third", "fourth"];
const WORDS: Partial<Record<SeasonStat, string>> = {
  passYds: "passing yards",
  rushYds: "rushing yards",
  recYds: "receiving yards",
  tackles: "tackles",
};

function teamCases(W: TeamLedger, L: TeamLedger, others: string[]): [string, string | null, string][] {
  const out: [string, string | null, string][] = [];
  const r = W.record!.value;
  out.push([
    "record",
    `The ${W.nickname} improved to ${rec(r)}.`,
    `The ${W.nickname} improved to ${rec({ ...r, wins: r.wins + 1 })}.`,
  ]);
  const lr = L.record!.value;
  out.push([
    "record",
    `The ${L.nickname} fell to ${rec(lr)}.`,
    `The ${L.nickname} fell to ${rec({ ...lr, losses: lr.losses - 1 })}.`,
  ]);
  if (W.divisionRecord) {
    const d = W.divisionRecord.value;
    out.push([
      "division record",
      `The ${W.nickname} are ${rec(d)} in the division.`,
      `The ${W.nickname} are ${rec({ ...d, losses: d.losses + 1 })} in the division.`,
    ]);
  }
  const s = W.streak!.value;
  if (s >= 2)
    out.push(["streak", `The ${W.nickname} have won ${s} in a row.`, `The ${W.nickname} have won ${s + 1} in a row.`]);
  else out.push(["streak", null, `The ${W.nickname} have won ${s + 2} in a row.`]);
  const firstWin = W.recordBefore!.value.wins === 0;
  out.push([
    "first win",
    firstWin ? `It was the ${W.nickname}' first win of the season.` : null,
    firstWin
      ? `It was the ${L.nickname}' first win of the season.`
      : `It was the ${W.nickname}' first win of the season.`,
  ]);
  const p = W.divisionPlace!.value;
  const where = (tied: boolean, rank: number) =>
    `The ${W.nickname} are ${tied ? "tied for" : "alone in"} ${PLACE[rank]} place.`;
  out.push(["division place", where(p.tied, p.rank), where(p.tied, p.rank === 1 ? 2 : p.rank - 1)]);
  const n = W.next!.value;
  const go = (home: boolean, team: string) => `Next up, the ${W.nickname} ${home ? "host" : "visit"} the ${team}.`;
  out.push(["next game: venue", go(n.home, n.opponent), go(!n.home, n.opponent)]);
  const wrong = others.find((o) => o !== n.opponent && o !== W.name && o !== L.name)!;
  out.push(["next game: opponent", go(n.home, n.opponent), go(n.home, wrong)]);
  return out;
}

export function contextCases(): ContextCase[] {
  const data = ledgerSeason();
  const games = LEDGER_WEEKS.slice(0, PLAYED_WEEKS).flatMap((week, w) => week.map(([home]) => [w, home] as const));
  return games.flatMap(([w, home], g) => {
    const brief = ledgerBrief(data, w, home, { articleId: 7000 + g });
    const ctx = brief.context!;
    const [W, L] = ctx.home.won ? [ctx.home, ctx.away] : [ctx.away, ctx.home];
    const [hi, lo] = [Math.max(brief.homeScore, brief.awayScore), Math.min(brief.homeScore, brief.awayScore)];
    const lede = `The ${W.name} beat the ${L.name} ${hi}-${lo}.`;
    const cases: [string, string | null, string][] = [
      ...teamCases(W, L, ctx.teamNames),
      [
        "who won: any verb",
        `The ${W.name} outclassed the ${L.name} ${hi}-${lo}.`,
        `The ${L.name} outclassed the ${W.name} ${hi}-${lo}.`,
      ],
      [
        "who won: teams beside scores",
        `${W.nickname} ${hi}, ${L.nickname} ${lo}.`,
        `${L.nickname} ${hi}, ${W.nickname} ${lo}.`,
      ],
    ];
    const name = (id: string) => {
      const p = ctx.players.find((x) => x.id === id)!;
      return p.full ?? p.exportName;
    };
    for (const [stat, words] of Object.entries(WORDS) as [SeasonStat, string][]) {
      const withTotal = ctx.players.filter((p) => p.totals[stat]);
      const high = withTotal.find((p) => p.seasonHighs.includes(stat));
      const notHigh = withTotal.find((p) => !p.seasonHighs.includes(stat));
      if (high && notHigh)
        cases.push([
          "season high",
          `It was a season high in ${words} for ${name(high.id)}.`,
          `It was a season high in ${words} for ${name(notHigh.id)}.`,
        ]);
      const leader = withTotal.find((p) => p.totals[stat]!.value.rank.rank === 1 && !p.totals[stat]!.value.rank.tied);
      const trailer = withTotal.find((p) => p.totals[stat]!.value.rank.rank > 1);
      if (leader && trailer)
        cases.push([
          "league lead",
          `${name(leader.id)} leads the league in ${words}.`,
          `${name(trailer.id)} leads the league in ${words}.`,
        ]);
      const any = withTotal[0];
      if (any) {
        const t = any.totals[stat]!.value.total;
        cases.push([
          "season total",
          `${name(any.id)} has ${t} ${words} on the season.`,
          `${name(any.id)} has ${t + 7} ${words} on the season.`,
        ]);
      }
    }
    return cases.map(([cls, truth, lie]) => ({
      cls,
      brief,
      truth: truth && `${lede} ${truth}`,
      lie: `${lede} ${lie}`,
    }));
  });
}
