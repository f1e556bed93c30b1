// Weekly power rankings (decision 310). Every team gets a score out of 100 from its regular-season
// games through the week:
//   50 × win percentage (a tie is half a win)
// + 20 × recent form: win percentage over its last FORM_GAMES games
// + 15 × strength of the teams beaten: the mean win percentage of the opponents it beat (0 with no win)
// + 15 × point differential: the mean margin per game mapped from −MARGIN_SCALE..+MARGIN_SCALE onto 0..1
// Ties in score go to win percentage, then point differential, then points scored, then the name.
// Movement is against last week's column as it was published, matched by the team's stable key; a
// team missing from it, or a week with no column before it, has no movement (never an invented one).
import { STAGES } from "../league-export";
import { defenceScore, offenceScore, type PlayerLine, playerLines } from "./player-lines";
import { gamesPlayed, gamesThrough, recordsOf, type TeamRecord, winPct } from "./records";
import type { GameRow, TeamRow, WeekStats } from "./rows";
import { type Team, teamsById } from "./teams";
import { resultOf, type TeamResult, weekComplete, weekGames } from "./week-games";

export const RANKING_WEIGHTS = { record: 50, form: 20, beaten: 15, margin: 15 } as const;
export const FORM_GAMES = 3;
export const MARGIN_SCALE = 21;

export interface RankingEntry {
  team: Team;
  rank: number;
  /** Out of 100, to one decimal. */
  score: number;
  parts: { [K in keyof typeof RANKING_WEIGHTS]: number };
  record: TeamRecord;
  /** Last week's rank, or null when last week had no column or no place for this team. */
  previousRank: number | null;
  /** Places gained (negative: lost); null with no previous rank. */
  movement: number | null;
  /** This week's game, or null on a bye. */
  result: TeamResult | null;
  /** The team's best line of the week (by the award scores), or null. */
  standout: PlayerLine | null;
}

export interface RankingsColumn {
  season: number;
  /** 0-based regular-season week. */
  week: number;
  /** False in week 1 and whenever no column was published the week before. */
  hasLastWeek: boolean;
  entries: RankingEntry[];
}

/** What the next week needs from a published column: each team's rank by its stable key. */
export interface PreviousColumn {
  week: number;
  ranks: { teamKey: string; rank: number }[];
}

export const previousColumnOf = (c: RankingsColumn): PreviousColumn => ({
  week: c.week,
  ranks: c.entries.map((e) => ({ teamKey: e.team.key, rank: e.rank })),
});

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

export function rankingParts(record: TeamRecord, records: Map<number, TeamRecord>) {
  const g = gamesPlayed(record);
  const recent = record.results.slice(-FORM_GAMES);
  const form = recent.length
    ? recent.reduce((n, r) => n + (r === "W" ? 1 : r === "T" ? 0.5 : 0), 0) / recent.length
    : 0;
  const beatenPcts = record.beaten.map((id) => winPct(records.get(id) ?? record));
  const beaten = beatenPcts.length ? beatenPcts.reduce((a, b) => a + b, 0) / beatenPcts.length : 0;
  const margin = g ? clamp01(((record.pointsFor - record.pointsAgainst) / g / MARGIN_SCALE + 1) / 2) : 0.5;
  return { record: winPct(record), form, beaten, margin };
}

export const rankingScore = (parts: RankingEntry["parts"]) =>
  round1(
    (Object.keys(RANKING_WEIGHTS) as (keyof typeof RANKING_WEIGHTS)[]).reduce(
      (sum, k) => sum + RANKING_WEIGHTS[k] * parts[k],
      0,
    ),
  );

/** The best line of a team in one game: the higher of a player's offence and defence scores. */
export function standoutOf(lines: readonly PlayerLine[], teamId: number, scheduleId: number): PlayerLine | null {
  let best: PlayerLine | null = null;
  let bestScore = 0;
  for (const l of lines) {
    if (l.teamId !== teamId || l.scheduleId !== scheduleId) continue;
    const s = Math.max(offenceScore(l), defenceScore(l));
    if (s > bestScore || (s === bestScore && best && l.name < best.name)) [best, bestScore] = [l, s];
  }
  return best;
}

/** The column for a finished regular-season week, or null while any of its games is unplayed. */
export function powerRankings(input: {
  teams: readonly TeamRow[];
  games: readonly GameRow[];
  stats: WeekStats;
  season: number;
  week: number;
  previous: PreviousColumn | null;
}): RankingsColumn | null {
  const { season, week } = input;
  const thisWeek = weekGames(input.games, season, week);
  if (week >= 18 || !weekComplete(thisWeek)) return null;
  const teams = teamsById(input.teams);
  const records = recordsOf(gamesThrough(input.games, season, week), teams.keys());
  const lines = playerLines(input.stats, { season, stage: STAGES.reg, week });
  const previous = input.previous && input.previous.week === week - 1 ? input.previous : null;
  const lastRank = new Map(previous?.ranks.map((r) => [r.teamKey, r.rank]));

  const scored = [...teams.values()].map((team) => {
    const record = records.get(team.teamId)!;
    const parts = rankingParts(record, records);
    const game = thisWeek.find((g) => g.homeTeamId === team.teamId || g.awayTeamId === team.teamId);
    const result = game ? resultOf(game, team.teamId) : null;
    return {
      team,
      record,
      parts,
      score: rankingScore(parts),
      result,
      standout: result ? standoutOf(lines, team.teamId, result.game.scheduleId) : null,
    };
  });
  const diff = (r: TeamRecord) => r.pointsFor - r.pointsAgainst;
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      winPct(b.record) - winPct(a.record) ||
      diff(b.record) - diff(a.record) ||
      b.record.pointsFor - a.record.pointsFor ||
      a.team.name.localeCompare(b.team.name),
  );
  const entries = scored.map((s, i): RankingEntry => {
    const previousRank = lastRank.get(s.team.key) ?? null;
    return { ...s, rank: i + 1, previousRank, movement: previousRank === null ? null : previousRank - (i + 1) };
  });
  return { season, week, hasLastWeek: previous !== null, entries };
}
