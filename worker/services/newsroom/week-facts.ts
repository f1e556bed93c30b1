// A finished regular-season week's newsroom facts (issue 41, decision 311), read from the league's
// store: the power rankings column (moved against the last column written), the awards and, past the
// midpoint, the playoff picture. Nothing is found while a game of the week is unplayed or has no
// player stats yet: the awards and standout lines would otherwise be judged on half a week.
import { STAGES } from "../../../db/domain/league-export";
import {
  type PreviousColumn,
  playoffPicture,
  powerRankings,
  type RankingsColumn,
  type StandingRow,
  weekComplete,
  weekGames,
  weeklyAwards,
} from "../../../db/domain/newsroom";
import { leagueStore } from "../../league-store-object";
import { readGames, readStandings, readStats, readTeams } from "../../schemas/newsroom-rows";
import type { NewsroomFacts } from "../ai/claims/newsroom-claims";

const STAT_KINDS = ["passing", "rushing", "receiving", "defense"] as const;

export interface WeekRef {
  season: number;
  week: number;
}

/** The standings as of this week: the export's rows of the season, when they are this week's. */
const standingsOfWeek = (rows: StandingRow[], w: WeekRef) =>
  rows.filter((s) => s.seasonIndex === w.season && (s.weekIndex === undefined || s.weekIndex === w.week));

export async function weekFacts(
  env: Env,
  leagueId: number,
  w: WeekRef,
  previous: (season: number, week: number) => Promise<PreviousColumn | null>,
): Promise<NewsroomFacts[]> {
  const store = leagueStore(env, leagueId);
  const at = { season: w.season, stage: STAGES.reg, week: w.week };
  const [teamRows, scheduleRows, standingRows, ...statRows] = await Promise.all([
    store.seasonRows("team", -1),
    store.seasonRows("schedule", w.season),
    store.seasonRows("standing", w.season),
    ...STAT_KINDS.map((kind) => store.weekRows(kind, at)),
  ]);
  const games = readGames(scheduleRows.map((r) => r.data));
  const thisWeek = weekGames(games, w.season, w.week);
  if (!weekComplete(thisWeek)) return [];
  const [passing, rushing, receiving, defense] = statRows.map((rows) => readStats(rows.map((r) => r.data)));
  const stats = { passing: passing!, rushing: rushing!, receiving: receiving!, defense: defense! };
  const withStats = (g: (typeof thisWeek)[number]) =>
    Object.values(stats).every((rows) => rows.some((r) => r.scheduleId === g.scheduleId));
  if (!thisWeek.every(withStats)) return [];

  const teams = readTeams(teamRows.map((r) => r.data));
  const input = { teams, games, stats, season: w.season, week: w.week };
  const column: RankingsColumn | null = powerRankings({ ...input, previous: await previous(w.season, w.week) });
  const awards = weeklyAwards(input);
  const picture = playoffPicture({
    teams,
    standings: standingsOfWeek(readStandings(standingRows.map((r) => r.data)), w),
    season: w.season,
    week: w.week,
  });
  return [
    ...(column ? [{ kind: "rankings", column } as const] : []),
    ...(awards ? [{ kind: "awards", awards } as const] : []),
    ...(picture ? [{ kind: "playoffs", picture } as const] : []),
  ];
}
