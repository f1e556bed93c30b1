// Season pages' parameters and answers (issue 22, decision 224): standings, the schedule by week,
// a team's season and the stat leaders, from the league's stored export.
import { z } from "zod";
import type { LeagueView } from "./league";

/** `latest`, or a 1-based season number (the export's `seasonIndex` + 1). */
export const seasonParamSchema = z.object({
  league: z.string().min(1).max(200),
  season: z.union([
    z.literal("latest"),
    z
      .string()
      .regex(/^[1-9]\d{0,2}$/, "Season must be a season number or latest")
      .transform(Number),
  ]),
});

export const teamParamSchema = seasonParamSchema.extend({
  teamId: z
    .string()
    .regex(/^\d{1,12}$/, "Team id must be a whole number")
    .transform(Number),
});

export interface TeamRef {
  id: number;
  name: string;
  abbr: string;
  division: string;
}

export interface StandingView {
  teamId: number;
  team: string;
  conference: string;
  division: string;
  wins: number;
  losses: number;
  ties: number;
  /** "W3", "L1", or "—" for no streak. */
  streak: string;
  pointsFor: number;
  pointsAgainst: number;
  /** Playoff seed; null when the export gives none (0). */
  seed: number | null;
}

export interface GameView {
  scheduleId: number;
  /** 0 preseason, 1 regular season and playoffs. */
  stage: number;
  /** 0-based `weekIndex`. */
  week: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  played: boolean;
  /** The published story of a finished game. */
  storyId: number | null;
}

export interface LeaderView {
  name: string;
  teamId: number | null;
  value: number;
}

export interface LeaderCategory {
  id: string;
  label: string;
  leaders: LeaderView[];
}

interface SeasonBase {
  league: LeagueView;
  /** 1-based. */
  season: number;
  /** Every season with a schedule, 1-based, newest first. */
  seasons: number[];
  /** Every team of the league, by id, for names and links. */
  teams: TeamRef[];
}

export interface SeasonView extends SeasonBase {
  standings: StandingView[];
  games: GameView[];
  leaders: LeaderCategory[];
}

export interface TeamSeasonView extends SeasonBase {
  team: TeamRef;
  standing: StandingView | null;
  games: GameView[];
  leaders: LeaderCategory[];
  stories: { id: number; title: string }[];
}
