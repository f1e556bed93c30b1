import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** League name → SVG markup (GET /api/league-icons). */
export function useLeagueIcons() {
  return useQuery({
    queryKey: queryKeys.leagueIcons,
    queryFn: async () => (await unwrap(api["league-icons"].$get())).icons,
  });
}
