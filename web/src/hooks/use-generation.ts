// The reporter at work: retrying a failed story, and following one while it is being written.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Article } from "../../../worker/contract";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { recapQuery } from "./use-recaps";

/** How often the reader asks whether the story is written yet. */
export const GENERATION_POLL_MS = 2_000;

export function useRetryGeneration(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.recaps[":id"].retry.$post({ param: { id: String(id) } })),
    onSuccess: () => {
      client.setQueryData(recapQuery(id).queryKey, (old) =>
        old ? { ...old, status: "generating" as const, generationError: null } : old,
      );
      return client.invalidateQueries({ queryKey: queryKeys.recaps.all });
    },
  });
}

/**
 * While the story is being written, refetch the article (the reader's own query, same key) until
 * the job has finished; the page then shows the story by itself.
 */
export function useFollowGeneration(article: Article) {
  useQuery({
    ...recapQuery(article.id),
    enabled: article.status === "generating",
    refetchInterval: (query) => (query.state.data?.status === "generating" ? GENERATION_POLL_MS : false),
  });
}
