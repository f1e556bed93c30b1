// Records from the schedule: what a team's season looks like through a given week. Only played
// regular-season games count; the rankings, the awards and the writers all read records from here.
import { GAME_NOT_PLAYED, STAGES } from "../league-export";
import type { GameRow } from "./rows";

export interface TeamRecord {
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Results oldest first: "W", "L" or "T". */
  results: ("W" | "L" | "T")[];
  /** Opponents beaten, by team id, one entry per win. */
  beaten: number[];
}

export const isPlayed = (g: GameRow) => g.status !== GAME_NOT_PLAYED;

/** A season's played regular-season games up to and including 0-based week `throughWeek`, in week order. */
export const gamesThrough = (games: readonly GameRow[], season: number, throughWeek: number) =>
  games
    .filter(
      (g) =>
        g.seasonIndex === season &&
        g.stageIndex === STAGES.reg &&
        g.weekIndex <= throughWeek &&
        g.weekIndex < 18 &&
        isPlayed(g),
    )
    .sort((a, b) => a.weekIndex - b.weekIndex || a.scheduleId - b.scheduleId);

const empty = (): TeamRecord => ({
  wins: 0,
  losses: 0,
  ties: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  results: [],
  beaten: [],
});

export function recordsOf(games: readonly GameRow[], teamIds: Iterable<number>): Map<number, TeamRecord> {
  const out = new Map<number, TeamRecord>();
  for (const id of teamIds) out.set(id, empty());
  for (const g of games) {
    for (const [us, them, pf, pa] of [
      [g.homeTeamId, g.awayTeamId, g.homeScore, g.awayScore],
      [g.awayTeamId, g.homeTeamId, g.awayScore, g.homeScore],
    ] as const) {
      const r = out.get(us);
      if (!r) continue;
      r.pointsFor += pf;
      r.pointsAgainst += pa;
      if (pf > pa) {
        r.wins += 1;
        r.results.push("W");
        r.beaten.push(them);
      } else if (pf < pa) {
        r.losses += 1;
        r.results.push("L");
      } else {
        r.ties += 1;
        r.results.push("T");
      }
    }
  }
  return out;
}

export const gamesPlayed = (r: TeamRecord) => r.wins + r.losses + r.ties;
/** Ties count half a win. */
export const winPct = (r: TeamRecord) => (gamesPlayed(r) ? (r.wins + r.ties / 2) / gamesPlayed(r) : 0);
/** "3-1", or "3-1-1" with ties. */
export const recordText = (r: Pick<TeamRecord, "wins" | "losses" | "ties">) =>
  r.ties ? `${r.wins}-${r.losses}-${r.ties}` : `${r.wins}-${r.losses}`;
