import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { toast } from "../lib/toast-store";

export const reporterVotesQuery = queryOptions({
  queryKey: queryKeys.reporterVotes,
  queryFn: () => unwrap(api.writers.votes.$get()),
});

/** Everyone's results (votes and share per persona); the same for every visitor. */
export const useReporterVotes = () => useQuery(reporterVotesQuery);

/** The signed-in user's own vote; not asked for a visitor (it would only be a 401). */
export function useMyReporterVote(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.myReporterVote,
    queryFn: async () => (await unwrap(api.account.vote.$get())).reporterId,
    enabled: signedIn,
  });
}

/** Vote for a persona (or withdraw with null); the answer carries the new results. */
export function useCastReporterVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reporterId: string | null) =>
      reporterId === null
        ? await unwrap(api.account.vote.$delete())
        : await unwrap(api.account.vote.$put({ json: { reporterId } })),
    onSuccess: ({ reporterId, total, results }) => {
      queryClient.setQueryData(queryKeys.myReporterVote, reporterId);
      queryClient.setQueryData(reporterVotesQuery.queryKey, { total, results });
    },
    onError: (err) =>
      toast({
        title: "Your vote was not saved",
        description: err instanceof Error ? err.message : undefined,
        variant: "destructive",
      }),
  });
}
