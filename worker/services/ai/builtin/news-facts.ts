// What the league's export proves about the people and teams a news story names, in sentences the
// news checker reads back (claims/news-claims.ts, decision 297): a player's age, position and team,
// his contract, an injury's length and his season totals; a team's record. Only the ledger's facts,
// in the persona's own forms (`Voice.news`, decision 331).

import { SEASON_STATS } from "../../ledger/players";
import type { NewsLedger, NewsPlayer, SeasonStat } from "../../ledger/types";
import { count, list, POSITIONS, STAT_NOUNS } from "./newsroom/words";
import type { Pick } from "./pick";
import type { NewsFactLines } from "./voice";

const record = (r: { wins: number; losses: number; ties: number }) =>
  `${r.wins}-${r.losses}${r.ties ? `-${r.ties}` : ""}`;

/** The noun a season total is written with ("passing yards", "tackles"): the newsroom's, one set. */
export const seasonNoun = (stat: SeasonStat) => STAT_NOUNS.find((n) => n.stat === SEASON_STATS[stat].field)!;

/** Categories whose news is a change of team: the roster may not show it yet, so his team is not stated. */
const MOVES = new Set(["trade", "signing", "rumor"]);

function playerLines(p: NewsPlayer, category: string | null, through: string | null, says: Says): string[] {
  const out: string[] = [];
  const pos = p.position ? POSITIONS[p.position] : undefined;
  const team = p.team && !MOVES.has(category ?? "") ? p.team : null;
  const slot = (s: string) => `${s}:${p.rosterId}`;
  // Full name first, surname after (decision 292).
  const who = () => (out.length ? p.surname : p.full);
  if (p.age !== null && pos)
    out.push(says.bio(slot("bio"))({ who: who(), age: p.age, pos, team: team ? ` for the ${team}` : "" }));
  else if (pos && team) out.push(`${p.full} plays ${pos} for the ${team}.`);
  if (p.contract)
    out.push(
      says.contract(slot("contract"))({
        who: who(),
        left: count(p.contract.yearsLeft, "year"),
        length: p.contract.length,
      }),
    );
  if (p.injuryWeeks !== null) out.push(says.injury(slot("injury"))({ who: who(), out: count(p.injuryWeeks, "week") }));
  const totals = p.totals?.value ?? {};
  const stats = (Object.keys(totals) as SeasonStat[]).slice(0, 3);
  if (stats.length && through) {
    const noun = (s: SeasonStat) => count(totals[s]!, seasonNoun(s).one, seasonNoun(s).many);
    out.push(says.season(slot("season"))({ who: who(), totals: list(stats.map(noun)), through }));
  }
  return out;
}

/** The persona's form of each line, picked per slot. */
type Says = { [K in keyof NewsFactLines]: (slot: string) => NewsFactLines[K][number] };

/**
 * One paragraph's sentences of what the data proves, players first, in the persona's words (decision
 * 331); none when the ledger knows nothing more.
 */
export function newsFactSentences(
  ledger: NewsLedger,
  category: string | null,
  lines: NewsFactLines,
  pick: Pick,
): string[] {
  const says: Says = {
    bio: (slot) => pick(lines.bio, slot),
    contract: (slot) => pick(lines.contract, slot),
    injury: (slot) => pick(lines.injury, slot),
    season: (slot) => pick(lines.season, slot),
    record: (slot) => pick(lines.record, slot),
  };
  const players = ledger.players.flatMap((p) => playerLines(p, category, ledger.through, says));
  const teams = ledger.teams.flatMap((t) =>
    t.record && ledger.through
      ? [says.record(`team:${t.name}`)({ T: t.name, r: record(t.record.value), through: ledger.through })]
      : [],
  );
  return [...players, ...teams];
}
