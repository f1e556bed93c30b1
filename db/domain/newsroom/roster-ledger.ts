// What the ledger adds to a roster story (issue 41 item 4): where the season stands when the roster
// export came in. Stored with the article's facts as plain JSON (the Discord job reads them back),
// and only what is known: a team's record from standings sent for the season's current week, a
// player's season totals when every week so far is in the export (decision 291). A league with no
// games played yet has no ledger, and its roster news is written from the change alone.
import type { LineStat } from "./player-lines";
import type { PlayerRef } from "./players";
import type { RosterArticleFacts } from "./roster-articles";
import type { RosterChange } from "./roster-changes";
import type { Team } from "./teams";

export interface RosterLedger {
  /** The season's current week (0-based): the last regular-season week with a game played. */
  week: number;
  /** Records by the team's stable key (`teamKeyOf`), from that week's standings. */
  records: Record<string, { wins: number; losses: number; ties: number }>;
  /** Season totals through that week by player key (`playerKeyOf`), only the stats above zero. */
  seasons: Record<string, Partial<Record<LineStat, number>>>;
}

/** The players a change is about (both sides of a trade). */
export const playersOfChange = (c: RosterChange): PlayerRef[] => (c.kind === "trade" ? c.gets.flat() : [c.player]);

const teamsOfChange = (c: RosterChange): (Team | null)[] =>
  c.kind === "trade" ? c.teams : c.kind === "move" ? [c.from, c.to] : [c.team];

/** The part of the round's ledger an article is about: its players' totals and its teams' records. */
export function ledgerOfArticle(a: RosterArticleFacts, ledger: RosterLedger | null): RosterLedger | null {
  if (!ledger) return null;
  const players = new Set(a.changes.flatMap((c) => playersOfChange(c).map((p) => p.key)));
  const teams = new Set(a.changes.flatMap((c) => teamsOfChange(c).flatMap((t) => (t ? [t.key] : []))));
  const pick = <T>(all: Record<string, T>, keep: Set<string>) =>
    Object.fromEntries(Object.entries(all).filter(([key]) => keep.has(key)));
  return { week: ledger.week, records: pick(ledger.records, teams), seasons: pick(ledger.seasons, players) };
}
