import { queryOptions, useQuery } from "@tanstack/react-query";
import { isPublished, type RecapListFilter } from "../../../db/domain";
import type { AuthorArticle } from "../../../worker/contract";
import { ApiRequestError, api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** Spec §9: home 50, community and league pages 1000. */
export const HOME_LIMIT = 50;
export const ALL_LIMIT = 1000;

/** A 4xx answer will not change on retry (not found, bad id); only retry server or network errors once. */
const retryServerErrors = (count: number, err: unknown) =>
  !(err instanceof ApiRequestError && err.status < 500) && count < 1;

/** One page of published articles, optionally of one season and/or week (decision 201), or one league (306). */
export const recapListQuery = (limit: number, filter: RecapListFilter = {}) =>
  queryOptions({
    queryKey: queryKeys.recaps.list(limit, 1, filter),
    queryFn: () =>
      unwrap(
        api.recaps.$get({
          query: {
            limit: String(limit),
            ...(filter.season !== undefined ? { season: String(filter.season) } : {}),
            ...(filter.week !== undefined ? { week: filter.week } : {}),
            ...(filter.kind !== undefined ? { kind: filter.kind } : {}),
            ...(filter.league !== undefined ? { league: filter.league } : {}),
          },
        }),
      ),
    retry: retryServerErrors,
  });

export function useRecapList(limit: number, enabled = true, filter: RecapListFilter = {}) {
  return useQuery({ ...recapListQuery(limit, filter), enabled });
}

const isNotFound = (err: unknown) => err instanceof ApiRequestError && err.status === 404;

/**
 * The author's (or an admin's) own read, for an article readers cannot see: a draft, a story being
 * written or a failed one (decision 170). Signed out or someone else's, it is the reader's "not
 * found" (`notFound`), never a sign-in prompt that would say the article exists.
 */
async function authorRead(id: number, notFound: unknown): Promise<AuthorArticle> {
  try {
    return await unwrap(api.recaps.mine[":id"].$get({ param: { id: String(id) } }));
  } catch (err) {
    throw err instanceof ApiRequestError && err.status < 500 ? notFound : err;
  }
}

/**
 * One article (already in the cache when the Worker rendered this page: lib/page-state.ts). The
 * public read answers published articles only; on its "not found" the author's own read is tried,
 * and an article already known to be unpublished (the author following the reporter) is read there
 * straight away.
 */
export const recapQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.recaps.detail(id),
    queryFn: async ({ client, queryKey }): Promise<AuthorArticle> => {
      const known = client.getQueryData<AuthorArticle>(queryKey);
      if (known && !isPublished(known.status))
        return authorRead(id, new ApiRequestError(404, "not_found", "Article not found"));
      try {
        // A published article has no reporter error.
        return { ...(await unwrap(api.recaps[":id"].$get({ param: { id: String(id) } }))), generationError: null };
      } catch (err) {
        if (!isNotFound(err)) throw err;
        return authorRead(id, err);
      }
    },
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
