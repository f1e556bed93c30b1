// A league's season from its export (issue 22): the season pages read these, and the server render
// fills the same keys (ssr/season-prefetch.ts), so a page rendered on the server needs no request.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import type { SeasonParam } from "../lib/season-paths";

export const leagueSeasonQuery = (league: string, season: SeasonParam) =>
  queryOptions({
    queryKey: queryKeys.leagueSeason(league, season),
    queryFn: () =>
      unwrap(api.leagues[":league"].seasons[":season"].$get({ param: { league, season: String(season) } })),
  });

export const leagueTeamQuery = (league: string, season: SeasonParam, teamId: number) =>
  queryOptions({
    queryKey: queryKeys.leagueTeam(league, season, teamId),
    queryFn: () =>
      unwrap(
        api.leagues[":league"].seasons[":season"].teams[":teamId"].$get({
          param: { league, season: String(season), teamId: String(teamId) },
        }),
      ),
  });

export const useLeagueSeason = (league: string, season: SeasonParam) => useQuery(leagueSeasonQuery(league, season));

export const useLeagueTeam = (league: string, season: SeasonParam, teamId: number) =>
  useQuery(leagueTeamQuery(league, season, teamId));

/** The league record a league page names (404 for a name with articles but no record: no data). */
export const useLeagueRecord = (league: string) =>
  useQuery({
    queryKey: queryKeys.league(league),
    queryFn: () => unwrap(api.leagues[":league"].$get({ param: { league } })),
    retry: false,
  });
