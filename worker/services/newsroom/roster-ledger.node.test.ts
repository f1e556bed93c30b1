// The ledger of a roster export (roster-ledger.ts) on the newsroom fixture league: where the season
// stands is said only when it is known (decision 291), and a league with no game played has none.
import { describe, expect, it } from "vitest";
import { playerRefOf, teamKeyOf } from "../../../db/domain/newsroom";
import { rosterIdOf } from "../../../db/seed/export-fixtures";
import {
  baselineRosters,
  NEWSROOM_SEASON,
  newsroomGames,
  newsroomStandings,
  newsroomTeams,
  newsroomWeeks,
} from "../../../db/seed/newsroom-fixtures";
import { type RosterLedgerInput, rosterLedger, SEASON_LISTS } from "./roster-ledger";

const weeks = newsroomWeeks().slice(0, 5);
const teams = newsroomTeams();
const pryorRow = baselineRosters().rosters[1]!.players.find((p) => p.rosterId === rosterIdOf(1, 1))!;
const pryor = playerRefOf(pryorRow);
const allWeeks = [0, 1, 2, 3, 4];
const input = (over: Partial<RosterLedgerInput> = {}): RosterLedgerInput => ({
  season: NEWSROOM_SEASON,
  teams,
  games: newsroomGames(weeks),
  standings: newsroomStandings(weeks),
  totals: {
    rows: [{ kind: "rushing", rosterId: pryorRow.rosterId, name: "Tavon Pryor", totals: { rushYds: 412, rushTDs: 3 } }],
    weeks: Object.fromEntries(SEASON_LISTS.map((list) => [list, allWeeks])),
  },
  players: [pryor],
  ...over,
});
const anvils = teamKeyOf(teams[0]!);

describe("the ledger of a roster export", () => {
  it("gives the current week, the records of its standings and the players' season totals", () => {
    const l = rosterLedger(input())!;
    const row = newsroomStandings(weeks).find((s) => s.teamId === teams[0]!.teamId)!;
    expect(l.week).toBe(4);
    expect(Object.keys(l.records)).toHaveLength(teams.length);
    expect(l.records[anvils]).toEqual({ wins: row.totalWins, losses: row.totalLosses, ties: row.totalTies ?? 0 });
    expect(l.seasons).toEqual({ [pryor.key]: { rushYds: 412, rushTDs: 3 } });
  });

  it("has no ledger while the season has no game played", () => {
    expect(rosterLedger(input({ games: [] }))).toBeNull();
  });

  it("never uses standings of another week, nor a row that disagrees with the results", () => {
    const stale = newsroomStandings(weeks.slice(0, 4));
    expect(rosterLedger(input({ standings: stale }))!.records).toEqual({});
    const wrong = newsroomStandings(weeks).map((s) =>
      s.teamId === teams[0]!.teamId ? { ...s, totalWins: s.totalWins + 1 } : s,
    );
    const l = rosterLedger(input({ standings: wrong }))!;
    expect(l.records[anvils]).toBeUndefined();
    expect(Object.keys(l.records)).toHaveLength(teams.length - 1);
  });

  it("gives no season total while a stat list misses a week, nor one of another player with a reused id", () => {
    const missing = input().totals;
    missing.weeks.rushing = [0, 1, 3, 4];
    expect(rosterLedger(input({ totals: missing }))!.seasons).toEqual({});
    const other = input().totals;
    other.rows[0]!.name = "Marcus Hale";
    expect(rosterLedger(input({ totals: other }))!.seasons).toEqual({});
  });
});
