// Season pages' parameters and answers (issue 22, decision 224): standings, the schedule by week,
// a team's season and the stat leaders, from the league's stored export.
import { z } from "zod";
import { parseWeekSlug, type WeekRef } from "../../db/domain/league-export";
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

/** A schedule page's week: "1".."23" or "pre-1".."pre-4" (the page's own URL slug). */
export const scheduleWeekParamSchema = seasonParamSchema.extend({
  week: z.string().transform((slug, ctx) => {
    const week = parseWeekSlug(slug);
    if (!week) {
      ctx.addIssue({ code: "custom", message: "Week must be 1 to 23 or pre-1 to pre-4" });
      return z.NEVER;
    }
    return week;
  }),
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

export interface SeasonBase {
  league: LeagueView;
  /** 1-based. */
  season: number;
  /** Every season with a schedule, 1-based, newest first. */
  seasons: number[];
  /** The league's teams for names and links: every team in the whole season's view, only those it names in a page's. */
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

/**
 * What one season page shows, and nothing more (decision 228): the page embeds it for hydration,
 * so it carries one section, and the schedule carries one week's games.
 */
export type SeasonPart = { page: "standings" } | { page: "schedule"; week: WeekRef | null } | { page: "leaders" };

export interface StandingsPartView extends SeasonBase {
  page: "standings";
  standings: StandingView[];
}

export interface SchedulePartView extends SeasonBase {
  page: "schedule";
  /** Every week of the season with a game, in order. */
  weeks: WeekRef[];
  /** The week shown: the one asked for, else the latest with a finished game, else the first. */
  week: WeekRef | null;
  /** That week's games. */
  games: GameView[];
}

export interface LeadersPartView extends SeasonBase {
  page: "leaders";
  leaders: LeaderCategory[];
}

export type SeasonPartView = StandingsPartView | SchedulePartView | LeadersPartView;
