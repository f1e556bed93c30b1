import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, api, unwrap } from "../lib/api";
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
    queryFn: () => unwrap(api.recaps.$get({ query: { limit: String(limit) } })),
    retry: retryServerErrors,
  });

export function useRecapList(limit: number, enabled = true) {
  return useQuery({ ...recapListQuery(limit), enabled });
}

/** One article (already in the cache when the Worker rendered this page: lib/page-state.ts). */
export const recapQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.recaps.detail(id),
    queryFn: () => unwrap(api.recaps[":id"].$get({ param: { id: String(id) } })),
    retry: retryServerErrors,
  });

export function useRecap(id: number) {
  return useQuery({ ...recapQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
}

export const myRecapsQuery = queryOptions({
  queryKey: queryKeys.recaps.mine,
  queryFn: () => unwrap(api.recaps.mine.$get({ query: { limit: "1000" } })),
});

/** The signed-in user's own articles (the server filters by author). */
export const useMyRecaps = () => useQuery(myRecapsQuery);
