import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Article, ArticleList } from "../../../worker/schemas/article";
import { ApiRequestError, apiGet } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** Spec §9: home 50, community and league pages 1000. */
export const HOME_LIMIT = 50;
export const ALL_LIMIT = 1000;

/** A 4xx answer will not change on retry (not found, bad id); only retry server or network errors once. */
const retryServerErrors = (count: number, err: unknown) =>
  !(err instanceof ApiRequestError && err.status < 500) && count < 1;

export const recapListQuery = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.recaps.list(limit),
    queryFn: () => apiGet<ArticleList>(`/api/recaps?limit=${limit}`),
    retry: retryServerErrors,
  });

export function useRecapList(limit: number, enabled = true) {
  return useQuery({ ...recapListQuery(limit), enabled });
}

/** One article (already in the cache when the Worker rendered this page: lib/page-state.ts). */
export function useRecap(id: number) {
  return useQuery({
    queryKey: queryKeys.recaps.detail(id),
    queryFn: () => apiGet<Article>(`/api/recaps/${id}`),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: retryServerErrors,
  });
}
