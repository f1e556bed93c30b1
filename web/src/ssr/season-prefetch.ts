// The season pages' queries for the server render (issue 22, decision 224): the keys the pages read
// (hooks/use-league-season.ts), filled from the Worker's loaders.
import type { QueryClient } from "@tanstack/react-query";
import type { PageLoaders } from "../../../worker/ssr/contract";
import { queryKeys } from "../lib/query-keys";
import { parseSeasonPath } from "../lib/season-paths";

/** null when `path` is not a season page; false when it is one with nothing to show. */
export async function prefetchSeason(path: string, client: QueryClient, load: PageLoaders): Promise<boolean | null> {
  const route = parseSeasonPath(path);
  if (!route) return null;
  if (route.page === "team") {
    const view = await load.leagueTeam(route.league, route.season, route.teamId);
    if (!view) return false;
    client.setQueryData(queryKeys.leagueTeam(route.league, route.season, route.teamId), view);
    return true;
  }
  const { league, season, ...part } = route;
  const view = await load.leagueSeason(league, season, part);
  if (!view) return false;
  client.setQueryData(queryKeys.leagueSeason(league, season, part), view);
  return true;
}
