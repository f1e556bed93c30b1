import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ReactionEmoji } from "../../../db/domain";
import { api, unwrap } from "../lib/api";
import { loadMyReactions, saveMyReactions } from "../lib/my-reactions";
import { queryKeys } from "../lib/query-keys";
import { applyToggle, type ReactionCount } from "../lib/reactions";
import { toast } from "../lib/toast-store";

/** Spec §9: per-article reactions cached 60 s, batch 30 s. */
const ARTICLE_STALE_MS = 60_000;
const BATCH_STALE_MS = 30_000;
/** The batch endpoint accepts at most 100 ids. */
const BATCH_MAX = 100;

const reactions = api.recaps[":id"].reactions;

export type ReactionMap = InferResponseType<typeof api.reactions.batch.$post, 200>;

/** Reactions of every card of a list, in one request per 100 cards; failures give an empty map. */
export function useReactionBatch(ids: readonly number[]) {
  return useQuery({
    queryKey: queryKeys.reactions.batch(ids),
    queryFn: async (): Promise<ReactionMap> => {
      try {
        const chunks: number[][] = [];
        for (let i = 0; i < ids.length; i += BATCH_MAX) chunks.push(ids.slice(i, i + BATCH_MAX));
        const answers = await Promise.all(
          chunks.map((recapIds) => unwrap(api.reactions.batch.$post({ json: { recapIds } }))),
        );
        return Object.assign({}, ...answers);
      } catch (err) {
        console.error("Failed to load reactions", err);
        return {};
      }
    },
    enabled: ids.length > 0,
    staleTime: BATCH_STALE_MS,
  });
}

/** One article's counts; a failure gives an empty list. */
export function useArticleReactions(id: number) {
  return useQuery({
    queryKey: queryKeys.reactions.forRecap(id),
    queryFn: async () => {
      try {
        return await unwrap(reactions.$get({ param: { id: String(id) } }));
      } catch (err) {
        console.error("Failed to load reactions", err);
        return [];
      }
    },
    staleTime: ARTICLE_STALE_MS,
  });
}

/** The visitor's own reactions: remembered locally at once, then the server's answer. */
export function useMyReactions(id: number) {
  return useQuery({
    queryKey: queryKeys.reactions.mine(id),
    queryFn: async ({ signal }) => {
      const { mine } = await unwrap(reactions.mine.$get({ param: { id: String(id) } }));
      // A toggle cancels this read (onMutate): its answer may predate the vote, and what is kept
      // here is what boot.js reads on the next visit. Reading `signal` is what lets the cancel
      // abort it (TanStack Query).
      if (!signal.aborted) saveMyReactions(id, mine);
      return mine;
    },
    initialData: () => loadMyReactions(id),
    initialDataUpdatedAt: 0,
  });
}

/** Add or remove one reaction: optimistic, rolled back with the spec's toast on failure. */
export function useToggleReaction(id: number) {
  const queryClient = useQueryClient();
  const countsKey = queryKeys.reactions.forRecap(id);
  const mineKey = queryKeys.reactions.mine(id);

  return useMutation({
    mutationFn: ({ reaction, add }: { reaction: ReactionEmoji; add: boolean }) => {
      const args = { param: { id: String(id) }, json: { reaction } };
      return unwrap(add ? reactions.$post(args) : reactions.remove.$post(args));
    },
    onMutate: async ({ reaction, add }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: countsKey }),
        queryClient.cancelQueries({ queryKey: mineKey }),
      ]);
      const counts = queryClient.getQueryData<ReactionCount[]>(countsKey) ?? [];
      const mine = queryClient.getQueryData<string[]>(mineKey) ?? [];
      queryClient.setQueryData(countsKey, applyToggle(counts, reaction, add));
      queryClient.setQueryData(mineKey, add ? [...new Set([...mine, reaction])] : mine.filter((r) => r !== reaction));
      return { counts, mine };
    },
    onError: (err, { add }, context) => {
      if (context) {
        queryClient.setQueryData(countsKey, context.counts);
        queryClient.setQueryData(mineKey, context.mine);
      }
      toast({
        title: add ? "Error adding reaction" : "Error removing reaction",
        description: err instanceof Error ? err.message : undefined,
        variant: "destructive",
      });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(countsKey, result.reactions);
      queryClient.setQueryData(mineKey, result.mine);
      saveMyReactions(id, result.mine);
      // Lists show chips from the batch answer; they refetch when next shown.
      queryClient.invalidateQueries({ queryKey: [queryKeys.reactions.all[0], "batch"] });
    },
  });
}
