// A season's results as the ledger counts them: the played games of a stage in week order, which
// weeks the export holds, and records, streaks and points through a week. A number is only given when
// every week it counts is in the export (a missing week would make a record silently wrong).
import { GAME_NOT_PLAYED, STAGES } from "../../../db/domain/league-export";
import type { SeasonData, WinLoss } from "./types";

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** The last week of the regular season (0-based): playoff games never count in a record. */
export const LAST_REGULAR_WEEK = 17;

export interface Played {
  scheduleId: number;
  stage: number;
  week: number;
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
}

export const playedGames = (data: SeasonData): Played[] =>
  data.schedule
    .filter((g) => g.data.status !== GAME_NOT_PLAYED)
    .map((g) => ({
      scheduleId: g.rowId,
      stage: g.stage,
      week: g.week,
      home: num(g.data.homeTeamId),
      away: num(g.data.awayTeamId),
      homeScore: num(g.data.homeScore),
      awayScore: num(g.data.awayScore),
    }))
    .sort((a, b) => a.stage - b.stage || a.week - b.week || a.scheduleId - b.scheduleId);

/** The last week a record after a game in `week` counts (the regular season stops at week 18). */
export const countedThrough = (stage: number, week: number) =>
  stage === STAGES.reg ? Math.min(week, LAST_REGULAR_WEEK) : week;

/** Whether every week 0..`through` of the stage has rows in the list (the export sent it). */
export function weeksComplete(rows: { stage: number; week: number }[], stage: number, through: number): boolean {
  const seen = new Set(rows.filter((r) => r.stage === stage).map((r) => r.week));
  for (let w = 0; w <= through; w++) if (!seen.has(w)) return false;
  return true;
}

/** The weeks a record through `through` is read from, for provenance: "results of weeks 1-3". */
export const resultsSource = (through: number) =>
  through === 0 ? "the results of week 1" : `the results of weeks 1-${through + 1}`;

export const emptyRecord = (): WinLoss => ({ wins: 0, losses: 0, ties: 0 });

/** +1 won, -1 lost, 0 tied, for one team in one game. */
export const outcome = (g: Played, team: number) => {
  const [mine, theirs] = g.home === team ? [g.homeScore, g.awayScore] : [g.awayScore, g.homeScore];
  return Math.sign(mine - theirs);
};

export function add(r: WinLoss, o: number): void {
  if (o > 0) r.wins += 1;
  else if (o < 0) r.losses += 1;
  else r.ties += 1;
}

/** Winning percentage with a tie as half a win; a team without a game sits at .500. */
export const pct = (r: WinLoss) => {
  const games = r.wins + r.losses + r.ties;
  return games === 0 ? 0.5 : (r.wins + r.ties / 2) / games;
};

/** A signed streak from a team's outcomes in order: a tie ends any streak. */
export function streakOf(outcomes: number[]): number {
  let streak = 0;
  for (const o of outcomes) streak = o === 0 ? 0 : Math.sign(streak) === o ? streak + o : o;
  return streak;
}

/** Every team's record and points from these games. */
export function tables(games: Played[]) {
  const records = new Map<number, WinLoss>();
  const pointsFor = new Map<number, number>();
  const pointsAgainst = new Map<number, number>();
  for (const g of games)
    for (const [team, mine, theirs] of [
      [g.home, g.homeScore, g.awayScore],
      [g.away, g.awayScore, g.homeScore],
    ] as const) {
      if (!records.has(team)) records.set(team, emptyRecord());
      add(records.get(team)!, Math.sign(mine - theirs));
      pointsFor.set(team, (pointsFor.get(team) ?? 0) + mine);
      pointsAgainst.set(team, (pointsAgainst.get(team) ?? 0) + theirs);
    }
  return { records, pointsFor, pointsAgainst };
}

/** 1 + how many are strictly better; `better(a, b)` is true when a ranks ahead of b. */
export function rankAmong<T>(me: T, all: T[], better: (a: T, b: T) => boolean, same: (a: T, b: T) => boolean) {
  return {
    rank: 1 + all.filter((x) => better(x, me)).length,
    tied: all.filter((x) => same(x, me)).length > 1,
    of: all.length,
  };
}
