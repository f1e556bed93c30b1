// The built-in writer on a real-shaped export league (issue 38 item 7): the ledger league's twelve
// played games (db/seed/ledger-league.ts: three weeks, a scheduled fourth, rosters for six of eight
// teams, standings sent for another week than the stats) by the nine personas, written with the
// season ledger ("after") and from the box score alone as before it existed ("before").
import { LEDGER_WEEKS, PLAYED_WEEKS } from "../db/seed/ledger-league";
import { writeBuiltinArticle } from "../worker/services/ai/builtin";
import { seasonMark } from "../worker/services/ai/builtin/context";
import { gameFacts } from "../worker/services/ai/builtin/facts";
import { JUDGEMENTS, LABEL_OPENING } from "../worker/services/ai/builtin/seams";
import { storyNames } from "../worker/services/ai/claims/facts";
import { PERSONAS } from "../worker/services/ai/test/fixtures";
import { ledgerBrief, ledgerSeason } from "../worker/services/ledger/test/ledger-season";
import type { GameLedger, PlayerSeason } from "../worker/services/ledger/types";
import { sentences, type Written } from "./writing-metrics";

export const SEASON_GAMES = LEDGER_WEEKS.slice(0, PLAYED_WEEKS).flatMap((week, w) =>
  week.map(([home]) => [w, home] as const),
);

export type SeasonWritten = Written & { ledger: GameLedger };

const NO_MARK = { seasonHighs: [], totals: {} } as unknown as PlayerSeason;

/** Every played game by every persona, with the ledger (`after`) or without it (`before`). */
export function seasonRecaps(withLedger: boolean): SeasonWritten[] {
  const data = ledgerSeason();
  return SEASON_GAMES.flatMap(([w, home], g) =>
    PERSONAS.map((persona, p) => {
      const full = ledgerBrief(data, w, home, { persona, articleId: 5000 + g * 10 + p });
      const brief = withLedger ? full : { ...full, context: null };
      return { brief, text: writeBuiltinArticle(brief), ledger: full.context! };
    }),
  );
}

/** The season figures of recaps, each judged against its game's ledger (whether or not the writer had it). */
export function seasonFigures(written: SeasonWritten[]) {
  const share = (hits: number, of: number) => (of === 0 ? 0 : hits / of);
  let [records, nextGiven, nextScheduled, rostered, rosteredFull, judgements, seams, total] = [0, 0, 0, 0, 0, 0, 0, 0];
  let [pairs, woven, marked, markKept] = [0, 0, 0, 0];
  for (const { brief, text, ledger } of written) {
    const winnerName = brief.homeScore > brief.awayScore ? brief.homeTeam : brief.awayTeam;
    const team = [ledger.home, ledger.away].find((t) => t.name === winnerName);
    const r = team?.record?.value;
    if (r && text.includes(`${r.wins}-${r.losses}`)) records++;
    if (team?.next) {
      nextScheduled++;
      if (text.includes(team.next.value.opponent)) nextGiven++;
    }
    for (const row of brief.players) {
      const known = ledger.players.find((p) => p.id === row.id && p.full);
      if (!known || !(text.includes(known.full!) || text.includes(row.name))) continue;
      rostered++;
      if (text.includes(known.full!) && !text.includes(row.name)) rosteredFull++;
    }
    // A side's quarterback and receiver, both named: told in one sentence (issue 38, weave.ts)?
    const names = storyNames(brief);
    const said = (row: (typeof brief.players)[number], s: string) =>
      [names[brief.players.indexOf(row)]!.full, names[brief.players.indexOf(row)]!.surname].some((x) => s.includes(x));
    const all = sentences(text);
    const f = gameFacts(brief);
    for (const { qb, receiver } of [f.leaders.winner, f.leaders.loser]) {
      if (!qb || !receiver || !all.some((s) => said(qb.row, s)) || !all.some((s) => said(receiver.row, s))) continue;
      pairs++;
      if (all.some((s) => said(qb.row, s) && said(receiver.row, s))) woven++;
    }
    // A featured player with a season high or a league lead in the ledger: does the story keep one?
    const featured = [f.leaders.winner, f.leaders.loser].flatMap((x) => [x.qb, x.runner, x.receiver, x.defender]);
    if (featured.some((l) => l && seasonMark(ledger.players.find((p) => p.id === l.row.id) ?? NO_MARK) > 0)) {
      marked++;
      if (/season high|leads? the league/.test(text)) markKept++;
    }
    for (const s of all) {
      total++;
      if (JUDGEMENTS.test(s)) judgements++;
      if (LABEL_OPENING.test(s)) seams++;
    }
  }
  return {
    winnerRecord: share(records, written.length),
    nextGame: share(nextGiven, nextScheduled),
    fullNames: share(rosteredFull, rostered),
    judgements,
    seams: share(seams, total),
    seamCount: seams,
    woven: share(woven, pairs),
    markKept: share(markKept, marked),
    marked,
    sentences: total,
  };
}
