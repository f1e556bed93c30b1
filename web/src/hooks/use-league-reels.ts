// A league's latest reels, alone in its file: the league page loads this on first paint, and the
// rest of use-reels.ts (the maker's mutations, polling, preferences) stays out of that load.
import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

export function useLeagueReels(leagueName: string) {
  return useQuery({
    queryKey: queryKeys.reels.league(leagueName),
    queryFn: () => unwrap(api.reels.$get({ query: { league: leagueName } })),
    enabled: leagueName.length > 0,
  });
}
