// AI writing from the SPA: the box score to check, 'Write my recap', retry, and following a story
// while the reporter writes it.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BoxScoreInput } from "../../../db/domain";
import type { Article } from "../../../worker/schemas/article";
import type { BoxScoreView } from "../../../worker/schemas/box-score";
import { apiGet, apiSend } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** How often the reader asks whether the story is written yet. */
export const GENERATION_POLL_MS = 2_000;

export const boxScoreQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.recaps.boxScore(id),
    queryFn: () => apiGet<BoxScoreView>(`/api/recaps/${id}/box-score`),
    retry: false,
  });

export function useBoxScore(id: number) {
  return useQuery({ ...boxScoreQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
}

/** Reads the stats screenshots into the box score (once; the server keeps the result). */
export function useExtractBoxScore(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<BoxScoreView>("POST", `/api/recaps/${id}/extract`),
    onSuccess: (box) => client.setQueryData(queryKeys.recaps.boxScore(id), box),
  });
}

/**
 * 'Write my recap': saves the corrected box score and queues the reporter. A box score with
 * warnings is refused (422, code `box_score_warnings`) until sent again with `acknowledgeWarnings`.
 */
export function useConfirmBoxScore(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (box: BoxScoreInput & { acknowledgeWarnings: boolean }) =>
      apiSend<{ id: number; status: "generating" }>("PUT", `/api/recaps/${id}/box-score`, box),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.recaps.all }),
  });
}

export function useRetryGeneration(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ id: number; status: "generating" }>("POST", `/api/recaps/${id}/retry`),
    onSuccess: () => {
      client.setQueryData<Article>(queryKeys.recaps.detail(id), (old) =>
        old ? { ...old, status: "generating", generationError: null } : old,
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
    queryKey: queryKeys.recaps.detail(article.id),
    queryFn: () => apiGet<Article>(`/api/recaps/${article.id}`),
    enabled: article.status === "generating",
    refetchInterval: (query) => (query.state.data?.status === "generating" ? GENERATION_POLL_MS : false),
  });
}
