// A league page's remove controls (issue 37 item 4, decision 261): whether the signed-in caller
// manages the league, and removing an article or a reel from the league's page. The server decides.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

const league = api.leagues[":league"];

export const useLeagueMembership = (leagueName: string) =>
  useQuery({
    queryKey: queryKeys.leagueMembership(leagueName),
    queryFn: () => unwrap(league.membership.$get({ param: { league: leagueName } })),
    retry: false,
  });

export function useRemoveFromLeague(leagueName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: "articles" | "reels"; id: number }) =>
      unwrap(league[kind][":id"].$delete({ param: { league: leagueName, id: String(id) } })),
    onSuccess: (_data, { kind }) =>
      client.invalidateQueries({
        queryKey: kind === "articles" ? queryKeys.recaps.all : queryKeys.reels.league(leagueName),
      }),
  });
}
