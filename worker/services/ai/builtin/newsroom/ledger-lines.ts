// The sentences a roster story takes from the ledger and the roster row (issue 41 item 4): a player's
// season so far, his contract, and where the teams stand. One wording each, which the newsroom claim
// checker reads back ("has N <stat> this season", "is on an N-year contract with N years left",
// "the X are W-L"); each is left out when its facts are not known, so nothing is invented.
import {
  type PlayerRef,
  type RosterLedger,
  recordText,
  type Team,
  uniqueSurnames,
} from "../../../../../db/domain/newsroom";
import { count, list, totalsLine } from "./words";

/** How the story calls a player after his first mention: his surname, unless another player shares it. */
export const callerOf = (players: readonly PlayerRef[]) => {
  const unique = uniqueSurnames(players);
  return (p: PlayerRef) => (unique.has(p.row.lastName.trim()) ? p.row.lastName.trim() : p.name);
};

/**
 * "Pryor has 412 rushing yards and 3 rushing touchdowns this season; he is on a 3-year contract with
 * 2 years left.", with what is known (the salary's unit is undocumented: it is never written).
 */
export function playerSentence(p: PlayerRef, call: string, ledger: RosterLedger | null, contract: boolean): string {
  const totals = ledger?.seasons[p.key];
  const season = totals ? totalsLine(totals) : "";
  const { contractLength: length, contractYearsLeft: left } = p.row;
  const deal =
    contract && length ? `is on a ${length}-year contract${left ? ` with ${count(left, "year")} left` : ""}` : "";
  if (season && deal) return `${call} has ${season} this season; he ${deal}.`;
  if (season) return `${call} has ${season} this season.`;
  return deal ? `${call} ${deal}.` : "";
}

/** "The Anvils are 5-0 and the Bison are 2-3.", with the teams whose record is known. */
export function recordsSentence(teams: readonly Team[], ledger: RosterLedger | null): string {
  const known = teams.flatMap((t) => {
    const r = ledger?.records[t.key];
    return r ? [`the ${t.short} are ${recordText(r)}`] : [];
  });
  const s = list(known);
  return s ? `${s.charAt(0).toUpperCase()}${s.slice(1)}.` : "";
}
