// The commissioner's newsroom controls (issue 41, decision 311): the kinds written automatically,
// publish at once or hold (the league's `autoPublish`, shared with export recaps), and approvals.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewsroomKind } from "../../../db/domain/newsroom/kinds";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { leagueManageQuery } from "./use-league-admin";

const league = api.leagues[":league"];

const newsroomQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.leagueNewsroom(slug),
    queryFn: () => unwrap(league.newsroom.$get({ param: { league: slug } })),
    retry: false,
  });

export const useNewsroomSettings = (slug: string) => useQuery(newsroomQuery(slug));

export function useNewsroomKinds(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kinds: NewsroomKind[]) => unwrap(league.newsroom.$put({ param: { league: slug }, json: { kinds } })),
    onSuccess: (view) => client.setQueryData(newsroomQuery(slug).queryKey, view),
  });
}

export function useApproveArticle(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recapId: number) =>
      unwrap(league.newsroom[":recapId"].approve.$post({ param: { league: slug, recapId: String(recapId) } })),
    onSuccess: (view) => client.setQueryData(newsroomQuery(slug).queryKey, view),
  });
}

/** Publish at once or hold for approval: the league's one setting for export recaps and the newsroom. */
export function useAutoPublish(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (autoPublish: boolean) => unwrap(league.$patch({ param: { league: slug }, json: { autoPublish } })),
    onSuccess: (view) => client.setQueryData(leagueManageQuery(slug).queryKey, view),
  });
}
