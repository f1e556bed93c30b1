import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** League name → SVG markup (GET /api/league-icons). */
export function useLeagueIcons() {
  return useQuery({
    queryKey: queryKeys.leagueIcons,
    queryFn: async () => (await apiGet<{ icons: Record<string, string> }>("/api/league-icons")).icons,
  });
}
