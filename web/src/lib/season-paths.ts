// The season pages' URLs (issue 22, decision 224), one place for building and reading them: the
// pages link with these, and the server render reads a path back to know what to load.
//   /league/{league}/season[/{n}]                     standings (the latest season without n)
//   /league/{league}/season/{n}/schedule[/{week}]     schedule; week "1".."23" or "pre-1".."pre-4"
//   /league/{league}/season/{n}/teams/{teamId}        a team's season
//   /league/{league}/season/{n}/leaders               stat leaders

import { parseWeekSlug, type WeekRef, weekSlug } from "../../../db/domain/league-export";
import { leagueSegment } from "../../../db/domain/leagues";

export type SeasonParam = number | "latest";

export type SeasonPage =
  | { page: "standings" }
  | { page: "schedule"; week: WeekRef | null }
  | { page: "team"; teamId: number }
  | { page: "leaders" };

export type SeasonRoute = { league: string; season: SeasonParam } & SeasonPage;

const PATH = /^\/league\/([^/]+)\/season(?:\/([1-9]\d{0,2}))?(?:\/(schedule|leaders|teams)(?:\/([^/]+))?)?\/?$/;

/** What a path names, or null when it is not a season page. */
export function parseSeasonPath(pathname: string): SeasonRoute | null {
  const m = PATH.exec(pathname);
  if (!m) return null;
  let league: string;
  try {
    league = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  const season: SeasonParam = m[2] ? Number(m[2]) : "latest";
  const [, , , section, rest] = m;
  if (!section) return { league, season, page: "standings" };
  if (section === "leaders") return rest === undefined ? { league, season, page: "leaders" } : null;
  if (section === "schedule") {
    if (rest === undefined) return { league, season, page: "schedule", week: null };
    const week = parseWeekSlug(rest);
    return week ? { league, season, page: "schedule", week } : null;
  }
  const teamId = rest && /^\d{1,12}$/.test(rest) ? Number(rest) : null;
  return teamId === null ? null : { league, season, page: "team", teamId };
}

const root = (league: string, season: SeasonParam) =>
  `/league/${leagueSegment(league)}/season${season === "latest" ? "" : `/${season}`}`;

export const seasonPaths = {
  standings: (league: string, season: SeasonParam) => root(league, season),
  schedule: (league: string, season: number, week?: WeekRef) =>
    `${root(league, season)}/schedule${week ? `/${weekSlug(week)}` : ""}`,
  team: (league: string, season: number, teamId: number) => `${root(league, season)}/teams/${teamId}`,
  leaders: (league: string, season: number) => `${root(league, season)}/leaders`,
};
