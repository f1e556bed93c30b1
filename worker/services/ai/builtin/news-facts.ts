// What the league's export proves about the people and teams a news story names, in sentences the
// news checker reads back (claims/news-claims.ts, decision 297): a player's age, position and team,
// his contract, an injury's length and his season totals; a team's record. Only the ledger's facts.

import { SEASON_STATS } from "../../ledger/players";
import type { NewsLedger, NewsPlayer, SeasonStat } from "../../ledger/types";
import { count, list, POSITIONS, STAT_NOUNS } from "./newsroom/words";
import type { Pick } from "./pick";

const record = (r: { wins: number; losses: number; ties: number }) =>
  `${r.wins}-${r.losses}${r.ties ? `-${r.ties}` : ""}`;

/** The noun a season total is written with ("passing yards", "tackles"): the newsroom's, one set. */
export const seasonNoun = (stat: SeasonStat) => STAT_NOUNS.find((n) => n.stat === SEASON_STATS[stat].field)!;

/** Categories whose news is a change of team: the roster may not show it yet, so his team is not stated. */
const MOVES = new Set(["trade", "signing", "rumor"]);

function playerLines(p: NewsPlayer, category: string | null, through: string | null, pick: Pick): string[] {
  const out: string[] = [];
  const pos = p.position ? POSITIONS[p.position] : undefined;
  const team = p.team && !MOVES.has(category ?? "") ? p.team : null;
  const slot = (s: string) => `${s}:${p.rosterId}`;
  if (p.age !== null && pos)
    out.push(
      pick(
        [
          `${p.full} is a ${p.age}-year-old ${pos}${team ? ` for the ${team}` : ""}.`,
          `The league's roster has ${p.full} as a ${p.age}-year-old ${pos}${team ? ` with the ${team}` : ""}.`,
        ],
        slot("bio"),
      ),
    );
  else if (pos && team) out.push(`${p.full} plays ${pos} for the ${team}.`);
  if (p.contract)
    out.push(
      `${out.length ? p.surname : p.full} has ${count(p.contract.yearsLeft, "year")} left on a ${p.contract.length}-year contract.`,
    );
  if (p.injuryWeeks !== null)
    out.push(`The roster lists ${out.length ? p.surname : p.full} as out ${count(p.injuryWeeks, "week")}.`);
  const totals = p.totals?.value ?? {};
  const stats = (Object.keys(totals) as SeasonStat[]).slice(0, 3);
  if (stats.length && through) {
    const noun = (s: SeasonStat) => count(totals[s]!, seasonNoun(s).one, seasonNoun(s).many);
    const who = out.length ? p.surname : p.full;
    out.push(
      pick(
        [
          `Through ${through}, ${who} has ${list(stats.map(noun))} on the season.`,
          `${who} has ${list(stats.map(noun))} on the season through ${through}.`,
        ],
        slot("season"),
      ),
    );
  }
  return out;
}

/** One paragraph's sentences of what the data proves, players first; none when the ledger knows nothing more. */
export function newsFactSentences(ledger: NewsLedger, category: string | null, pick: Pick): string[] {
  const players = ledger.players.flatMap((p) => playerLines(p, category, ledger.through, pick));
  const teams = ledger.teams.flatMap((t) =>
    t.record && ledger.through
      ? [
          pick(
            [
              `The ${t.name} are ${record(t.record.value)} through ${ledger.through}.`,
              `Through ${ledger.through}, the ${t.name} are ${record(t.record.value)}.`,
            ],
            `team:${t.name}`,
          ),
        ]
      : [],
  );
  return [...players, ...teams];
}
