// Newsroom fixtures in the export's shapes (issue 41), built on the league of export-fixtures.ts:
// ten regular-season weeks with standings that carry seeds and playoff status, and roster exports:
// a baseline, a second export that differs by a trade of two players for one, a signing, a release,
// two injuries and an extension, the same export after a title update that renumbers every team and
// roster id, and the second export sent again.
import type {
  GameRow,
  RosterArticleFacts,
  RosterLedger,
  RosterPlayer,
  RosterSnapshot,
  StandingRow,
  TeamRow,
  WeekStats,
} from "../domain/newsroom";
import { type ExportWeek, exportWeek, roster, rosterIdOf, standings, TEAMS } from "./export-fixtures";

export const NEWSROOM_SEASON = 1;
export const NEWSROOM_WEEKS = 10;

const list = <T>(body: Record<string, unknown>, name: string) => body[name] as T[];

/** Weeks 0..NEWSROOM_WEEKS-1 of the season, every game played. */
export const newsroomWeeks = (): ExportWeek[] =>
  Array.from({ length: NEWSROOM_WEEKS }, (_, weekIndex) =>
    exportWeek({ season: NEWSROOM_SEASON, weekIndex, seed: 41 }),
  );

export const newsroomTeams = (): TeamRow[] => TEAMS.map((t) => ({ ...t }));
export const newsroomGames = (weeks: ExportWeek[]): GameRow[] =>
  weeks.flatMap((w) => list<GameRow>(w.schedules, "gameScheduleInfoList"));
export const newsroomStats = (weeks: ExportWeek[]): WeekStats => ({
  passing: weeks.flatMap((w) => list(w.passing, "playerPassingStatInfoList")),
  rushing: weeks.flatMap((w) => list(w.rushing, "playerRushingStatInfoList")),
  receiving: weeks.flatMap((w) => list(w.receiving, "playerReceivingStatInfoList")),
  defense: weeks.flatMap((w) => list(w.defense, "playerDefensiveStatInfoList")),
});

/**
 * The standings after `weeks`, seeded as the game seeds them: per conference the four division
 * leaders are seeds 1-4 and the next three teams 5-7 (by win percentage, then net points). The top
 * seed has clinched a berth and the conference's last team is eliminated; everyone else undecided.
 */
export function newsroomStandings(weeks: ExportWeek[]): StandingRow[] {
  type Row = StandingRow & { netPts: number; divisonName: string; conferenceName: string };
  const rows = list<Row>(standings(NEWSROOM_SEASON, weeks), "teamStandingInfoList").map((r) => ({ ...r }));
  const pct = (r: Row) =>
    (r.totalWins + (r.totalTies ?? 0) / 2) / Math.max(1, r.totalWins + r.totalLosses + (r.totalTies ?? 0));
  const order = (a: Row, b: Row) => pct(b) - pct(a) || b.netPts - a.netPts || a.teamId - b.teamId;
  for (const conference of new Set(rows.map((r) => r.conferenceName))) {
    const mine = rows.filter((r) => r.conferenceName === conference).sort(order);
    const leaders = [...new Set(mine.map((r) => r.divisonName))].map((d) => mine.find((r) => r.divisonName === d)!);
    const seeded = [...leaders.sort(order), ...mine.filter((r) => !leaders.includes(r)).slice(0, 3)];
    for (const r of mine) {
      r.seed = seeded.indexOf(r) + 1;
      r.playoffStatus = 1;
    }
    seeded[0]!.playoffStatus = 2;
    mine.at(-1)!.playoffStatus = 0;
  }
  return rows;
}

// --- roster exports ---

/** What the roster fixture of export-fixtures leaves out: identity, health and contract fields. */
function fullPlayer(p: RosterPlayer, teamIndex: number, slot: number): RosterPlayer {
  return {
    ...p,
    presentationId: 10_000 + teamIndex * 100 + slot,
    birthYear: 1995 + ((teamIndex + slot) % 10),
    birthMonth: 1 + (slot % 12),
    birthDay: 1 + ((teamIndex * 7 + slot) % 28),
    injuryLength: 0,
    injuryType: 0,
    isOnIR: false,
    isFreeAgent: false,
    yearsPro: 1 + ((teamIndex + slot) % 9),
    draftRound: 1 + (slot % 7),
    draftPick: 1 + ((teamIndex * 5 + slot) % 32),
    contractLength: 3,
    contractYearsLeft: 2,
    contractSalary: 1_000 + slot * 50,
    contractBonus: 200,
  };
}

const FREE_AGENTS: RosterPlayer[] = [
  ["Dante", "Whitlock", "WR", 29, 74],
  ["Hollis", "Brennan", "CB", 31, 71],
  ["Ezra", "Fairweather", "DT", 27, 69],
].map(([firstName, lastName, position, age, ovr], i) => ({
  rosterId: 660_000_000 + i,
  firstName: firstName as string,
  lastName: lastName as string,
  position: position as string,
  age: age as number,
  playerBestOvr: ovr as number,
  isFreeAgent: true,
  presentationId: 90_000 + i,
  birthYear: 1994 + i,
  birthMonth: 3 + i,
  birthDay: 10 + i,
  injuryLength: 0,
  isOnIR: false,
  yearsPro: 5 + i,
  contractLength: 0,
  contractYearsLeft: 0,
}));

export function baselineRosters(): RosterSnapshot {
  return {
    seasonIndex: NEWSROOM_SEASON,
    teams: newsroomTeams(),
    rosters: TEAMS.map((t, i) => ({
      teamId: t.teamId,
      players: list<RosterPlayer>(roster(i), "rosterInfoList").map((p, slot) => fullPlayer(p, i, slot)),
    })),
    freeAgents: FREE_AGENTS.map((p) => ({ ...p })),
  };
}

/** Slots of export-fixtures' roster: 1 HB, 3 WR, 5 WR, 6 TE, 0 QB, 18 CB, 12 LE. */
export const CHANGES = {
  trade: { from: 0, to: 1, sent: [3, 6], back: 1 },
  signing: { freeAgent: 0, team: 2 },
  release: { team: 3, slot: 5 },
  injury: { team: 4, slot: 0, weeks: 3 },
  injuredReserve: { team: 5, slot: 18, weeks: 8 },
  extension: { team: 6, slot: 12, yearsLeft: 4, length: 5 },
} as const;

/** The baseline (or a copy of `from`, grown from it) one week on: the changes of CHANGES and nothing else. */
export function changedRosters(from: RosterSnapshot = baselineRosters()): RosterSnapshot {
  const s = structuredClone(from);
  const team = (i: number) => s.rosters[i]!;
  const find = (i: number, slot: number) => team(i).players.find((p) => p.rosterId === rosterIdOf(i, slot))!;
  const take = (i: number, slot: number) => {
    const r = team(i);
    return r.players.splice(r.players.indexOf(find(i, slot)), 1)[0]!;
  };
  const give = (i: number, p: RosterPlayer) =>
    team(i).players.push({ ...p, teamId: TEAMS[i]!.teamId, isFreeAgent: false });

  const { trade, signing, release, injury, injuredReserve, extension } = CHANGES;
  const sent = trade.sent.map((slot) => take(trade.from, slot));
  const back = take(trade.to, trade.back);
  for (const p of sent) give(trade.to, p);
  give(trade.from, back);

  const [signed] = s.freeAgents!.splice(signing.freeAgent, 1);
  give(signing.team, { ...signed!, contractLength: 2, contractYearsLeft: 2 });

  const released = take(release.team, release.slot);
  s.freeAgents!.push({ ...released, teamId: undefined, isFreeAgent: true, contractLength: 0, contractYearsLeft: 0 });

  Object.assign(find(injury.team, injury.slot), { injuryLength: injury.weeks, injuryType: 12 });
  Object.assign(find(injuredReserve.team, injuredReserve.slot), {
    injuryLength: injuredReserve.weeks,
    injuryType: 4,
    isOnIR: true,
  });
  Object.assign(find(extension.team, extension.slot), {
    contractYearsLeft: extension.yearsLeft,
    contractLength: extension.length,
    contractSalary: 2_400,
  });
  return s;
}

/** The changed export after a title update: every team id and roster id renumbered, nothing else. */
export function renumberedRosters(): RosterSnapshot {
  const s = changedRosters();
  const newId = (id: number) => id + 5_000;
  return {
    ...s,
    teams: s.teams.map((t) => ({ ...t, teamId: newId(t.teamId) })),
    rosters: s.rosters.map((r) => ({
      teamId: newId(r.teamId),
      players: r.players.map((p) => ({ ...p, teamId: newId(p.teamId!), rosterId: p.rosterId + 7_000_000 })),
    })),
    freeAgents: s.freeAgents!.map((p) => ({ ...p, rosterId: p.rosterId + 7_000_000 })),
  };
}

/** The changed export sent a second time, byte for byte. */
export const resentRosters = (): RosterSnapshot => structuredClone(changedRosters());

/**
 * A ledger for the trade story of CHANGES (the Anvils get Pryor from the Bison for Draper and
 * Jessup) as the league's store would give it in week 5: Pryor and Draper have season totals,
 * Jessup none; the Anvils are 5-0 and the Bison 2-3.
 */
export function tradeLedger(trade: RosterArticleFacts): RosterLedger {
  const c = trade.changes[0];
  if (c?.kind !== "trade") throw new Error("Not the trade story");
  const [[pryor], [draper]] = c.gets;
  return {
    week: 4,
    records: { [c.teams[0].key]: { wins: 5, losses: 0, ties: 0 }, [c.teams[1].key]: { wins: 2, losses: 3, ties: 0 } },
    seasons: { [pryor!.key]: { rushYds: 412, rushTDs: 3 }, [draper!.key]: { recYds: 230, recTDs: 2 } },
  };
}
