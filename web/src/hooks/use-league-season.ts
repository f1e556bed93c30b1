// A league's season from its export (issue 22): the season pages read these, and the server render
// fills the same keys (ssr/season-prefetch.ts), so a page rendered on the server needs no request.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { weekSlug } from "../../../db/domain/league-export";
import type { SeasonPart, SeasonPartView } from "../../../worker/contract";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import type { SeasonParam } from "../lib/season-paths";

/** One season page's data (decision 228): its section, and for the schedule one week. */
export const leagueSeasonQuery = (league: string, season: SeasonParam, part: SeasonPart) =>
  queryOptions({
    queryKey: queryKeys.leagueSeason(league, season, part),
    queryFn: (): Promise<SeasonPartView> => {
      const seasons = api.leagues[":league"].seasons[":season"];
      const param = { league, season: String(season) };
      if (part.page === "standings") return unwrap(seasons.standings.$get({ param }));
      if (part.page === "leaders") return unwrap(seasons.leaders.$get({ param }));
      if (part.week) return unwrap(seasons.schedule[":week"].$get({ param: { ...param, week: weekSlug(part.week) } }));
      return unwrap(seasons.schedule.$get({ param }));
    },
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

export const useLeagueSeason = (league: string, season: SeasonParam, part: SeasonPart) =>
  useQuery(leagueSeasonQuery(league, season, part));

export const useLeagueTeam = (league: string, season: SeasonParam, teamId: number) =>
  useQuery(leagueTeamQuery(league, season, teamId));

/** The league record a league page names (404 for a name with articles but no record: no data). */
export const useLeagueRecord = (league: string) =>
  useQuery({
    queryKey: queryKeys.league(league),
    queryFn: () => unwrap(api.leagues[":league"].$get({ param: { league } })),
    retry: false,
  });
