// Roster news from the league's store (issue 41, decision 311). The export sends each team's roster
// (and a bot may send the free-agent pool) as its own POST, so one roster export arrives as a run
// of lists. Each list's job waits a quiet spell (ROSTER_QUIET_SECONDS) and only the job of the
// league's last list compares: the latest snapshot of every team with the baseline (the snapshots
// of the last comparison, kept in D1), so a trade between two teams is seen with both lists in and
// one export makes one article per kind. The pool is on the new side only when it came in since the
// baseline together with every team's list: otherwise a player gone from a roster may be on a list
// not sent, and nothing calls him released or retired. The league's first comparison is the
// baseline itself: no news.
import type { PlayerRef, RosterLedger, RosterPlayer, RosterSnapshot, TeamRow } from "../../../db/domain/newsroom";
import type { RosterList } from "../../../db/queries/roster-snapshots";
import type { RosterBaseline } from "../../../db/schema";
import { type LeagueStore, leagueStore } from "../../league-store-object";
import { readGames, readPlayers, readStandings, readTeams } from "../../schemas/newsroom-rows";
import { rosterLedger, SEASON_LISTS } from "./roster-ledger";

export const POOL = "freeagent:-1";
export const listKey = (l: RosterList) => `${l.kind}:${l.teamId}`;
const listOf = (key: string): RosterList => {
  const [kind, teamId] = key.split(":");
  return { kind: kind as RosterList["kind"], teamId: Number(teamId) };
};

async function latestSnapshot(store: LeagueStore, list: RosterList): Promise<number | undefined> {
  return (await store.rosterSnapshots(list)).at(-1)?.id;
}

async function playersOf(store: LeagueStore, snapshotId: number): Promise<RosterPlayer[]> {
  return readPlayers((await store.snapshotRoster(snapshotId)).map((p) => p.data));
}

/** The league's rosters as of the given snapshots, with the pool when the league has sent one. */
async function compose(
  store: LeagueStore,
  season: number,
  teams: TeamRow[],
  snapshots: Record<string, number>,
): Promise<RosterSnapshot> {
  const rosters = await Promise.all(
    teams.flatMap((t) => {
      const id = snapshots[listKey({ kind: "roster", teamId: t.teamId })];
      return id === undefined ? [] : [playersOf(store, id).then((players) => ({ teamId: t.teamId, players }))];
    }),
  );
  const pool = snapshots[POOL];
  return {
    seasonIndex: season,
    teams,
    rosters,
    freeAgents: pool !== undefined ? await playersOf(store, pool) : null,
  };
}

/** How long after a roster list its job looks: the rest of the export's lists come in meanwhile. */
export const ROSTER_QUIET_SECONDS = 20;

export interface RosterRound {
  season: number;
  /** The baseline's rosters, or null for the league's first comparison. */
  before: RosterSnapshot | null;
  after: RosterSnapshot;
  /** The next baseline. */
  latest: RosterBaseline;
}

/** The league's rosters now against its baseline, given the lists that came in since it. */
export async function rosterRound(
  env: Env,
  leagueId: number,
  baseline: RosterBaseline | null,
  received: readonly string[],
): Promise<RosterRound> {
  const store = leagueStore(env, leagueId);
  const [teamRows, seasons] = await Promise.all([store.seasonRows("team", -1), store.listSeasons()]);
  const teams = readTeams(teamRows.map((r) => r.data));
  const season = Math.max(0, ...seasons);
  const lists = [...teams.map((t) => listKey({ kind: "roster", teamId: t.teamId })), POOL];
  const ids = await Promise.all(lists.map((key) => latestSnapshot(store, listOf(key))));
  const snapshots: Record<string, number> = {};
  lists.forEach((key, i) => {
    if (ids[i] !== undefined) snapshots[key] = ids[i];
  });
  const whole = lists.every((key) => received.includes(key));
  const teamFacts = teams.map(({ teamId, displayName, cityName, nickName, abbrName }) => ({
    teamId,
    displayName,
    cityName,
    nickName,
    abbrName,
  }));
  const before = baseline ? await compose(store, season, baseline.teams, baseline.snapshots) : null;
  const { [POOL]: pool, ...rosters } = snapshots;
  const after = await compose(store, season, teams, whole && pool !== undefined ? snapshots : rosters);
  return { season, before, after, latest: { teams: teamFacts, snapshots } };
}

/** Where the season stands for these players and teams (roster-ledger.ts), from the league's store. */
export async function loadRosterLedger(
  env: Env,
  leagueId: number,
  round: Pick<RosterRound, "season" | "after">,
  players: PlayerRef[],
): Promise<RosterLedger | null> {
  const store = leagueStore(env, leagueId);
  const { season } = round;
  const [schedule, standings, totals] = await Promise.all([
    store.seasonRows("schedule", season),
    store.seasonRows("standing", season),
    store.playerSeasonTotals(
      season,
      SEASON_LISTS,
      players.map((p) => p.row.rosterId),
    ),
  ]);
  return rosterLedger({
    season,
    teams: round.after.teams,
    games: readGames(schedule.map((r) => r.data)),
    standings: readStandings(standings.map((r) => r.data)),
    totals,
    players,
  });
}
