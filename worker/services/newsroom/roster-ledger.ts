// The ledger of a roster export (issue 41 item 4, db/domain/newsroom/roster-ledger.ts), from the
// league's store as roster-facts.ts reads it: the season's current week is its last regular-season
// week with a game played. A team's record comes from the standings only when they were sent for
// that week and, when the results of every week are in, agree with them (decision 291: standings of
// another week are never used). A player's totals are the store's season totals (decision 305) of
// the player's rosterId under his own name (ids are reused), given only when every stat list holds
// every week through the current one; the stats are the season ledger's (SEASON_STATS).
import { STAGES } from "../../../db/domain/league-export";
import {
  type GameRow,
  gamesThrough,
  LINE_STATS,
  type LineStat,
  type PlayerRef,
  type RosterLedger,
  recordsOf,
  type StandingRow,
  type TeamRow,
  teamKeyOf,
} from "../../../db/domain/newsroom";
import { exportNameMatches } from "../../../db/domain/player-names";
import type { PlayerTotalsRow } from "../../../db/queries/league-season";
import { SEASON_STATS } from "../ledger/players";
import { LAST_REGULAR_WEEK } from "../ledger/results";

/** The stat lists the season totals are read from. */
export const SEASON_LISTS = [...new Set(Object.values(SEASON_STATS).map((s) => s.list))];

export interface RosterLedgerInput {
  season: number;
  teams: TeamRow[];
  games: GameRow[];
  standings: StandingRow[];
  totals: { rows: PlayerTotalsRow[]; weeks: Record<string, number[]> };
  players: PlayerRef[];
}

const holdsWeeks = (weeks: Iterable<number>, through: number) => {
  const held = new Set(weeks);
  return Array.from({ length: through + 1 }, (_, w) => w).every((w) => held.has(w));
};

function records(i: RosterLedgerInput, week: number, played: GameRow[]): RosterLedger["records"] {
  const scheduled = i.games.filter((g) => g.seasonIndex === i.season && g.stageIndex === STAGES.reg);
  const results = holdsWeeks(
    scheduled.map((g) => g.weekIndex),
    week,
  )
    ? recordsOf(
        played,
        i.teams.map((t) => t.teamId),
      )
    : null;
  const out: RosterLedger["records"] = {};
  for (const t of i.teams) {
    const s = i.standings.find((r) => r.teamId === t.teamId && r.seasonIndex === i.season && r.weekIndex === week);
    if (!s) continue;
    const r = { wins: s.totalWins, losses: s.totalLosses, ties: s.totalTies ?? 0 };
    const counted = results?.get(t.teamId);
    if (counted && (counted.wins !== r.wins || counted.losses !== r.losses || counted.ties !== r.ties)) continue;
    out[teamKeyOf(t)] = r;
  }
  return out;
}

function seasons(i: RosterLedgerInput, week: number): RosterLedger["seasons"] {
  if (!SEASON_LISTS.every((list) => holdsWeeks(i.totals.weeks[list] ?? [], week))) return {};
  const out: RosterLedger["seasons"] = {};
  for (const p of i.players) {
    const rows = i.totals.rows.filter(
      (r) => r.rosterId === p.row.rosterId && exportNameMatches(r.name ?? "", p.row.firstName, p.row.lastName),
    );
    const line: Partial<Record<LineStat, number>> = {};
    for (const { list, field } of Object.values(SEASON_STATS)) {
      const total = rows.filter((r) => r.kind === list).reduce((sum, r) => sum + (r.totals[field] ?? 0), 0);
      if (total > 0 && (LINE_STATS as readonly string[]).includes(field)) line[field as LineStat] = total;
    }
    if (Object.keys(line).length) out[p.key] = line;
  }
  return out;
}

/** The ledger of a roster export, or null while the season has no game played. */
export function rosterLedger(i: RosterLedgerInput): RosterLedger | null {
  const played = gamesThrough(i.games, i.season, LAST_REGULAR_WEEK);
  if (!played.length) return null;
  const week = Math.max(...played.map((g) => g.weekIndex));
  return { week, records: records(i, week, played), seasons: seasons(i, week) };
}
