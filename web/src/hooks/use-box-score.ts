// The box-score check of a recap: what the reporter will write from, read from the stats
// screenshots on the server, corrected by the author, then 'Write my recap'.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** How often the page asks whether the screenshots have been read yet. */
export const EXTRACTION_POLL_MS = 2_000;

const boxScore = api.recaps[":id"]["box-score"];
export type BoxScoreInput = InferRequestType<typeof boxScore.$put>["json"];

export const boxScoreQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.recaps.boxScore(id),
    queryFn: () => unwrap(boxScore.$get({ param: { id: String(id) } })),
    retry: false,
    // Its status moves on the server (generating → failed), so an author coming back to correct it
    // must see the current one, not the cached "already writing".
    staleTime: 0,
    // The server reads the screenshots as soon as they are stored; the page waits for it.
    // …and for the reporter rewriting a corrected story (decision 202).
    refetchInterval: (query) =>
      query.state.data?.extraction.state === "running" || query.state.data?.rewrite?.state === "writing"
        ? EXTRACTION_POLL_MS
        : false,
  });

export function useBoxScore(id: number) {
  return useQuery({ ...boxScoreQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
}

/** 'Write my recap' (or, for a published recap, 'Rewrite my recap'): saves the box score and queues the reporter. */
export function useConfirmBoxScore(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (box: BoxScoreInput) => unwrap(boxScore.$put({ param: { id: String(id) }, json: box })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.recaps.all }),
  });
}
