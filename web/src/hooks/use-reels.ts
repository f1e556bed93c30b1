import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { reelInProgress } from "../../../db/domain/reels";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** While a reel is being made its page asks again every 2 s (the job takes well under a second). */
const POLL_MS = 2000;

export const reelQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.reels.detail(id),
    queryFn: () => unwrap(api.reels[":id"].$get({ param: { id: String(id) } })),
    refetchInterval: (q) => (q.state.data && reelInProgress(q.state.data.reel.status) ? POLL_MS : false),
    retry: false,
  });
export const useReel = (id: number) => useQuery(reelQuery(id));

export type ReelData = NonNullable<ReturnType<typeof useReel>["data"]>["reel"];

/** The signed-in user's reels, polled while one is being made. */
export function useMyReels(enabled = true) {
  return useQuery({
    queryKey: queryKeys.reels.mine,
    queryFn: () => unwrap(api.reels.mine.$get()),
    enabled,
    refetchInterval: (q) => (q.state.data?.reels.some((r) => reelInProgress(r.status)) ? POLL_MS : false),
  });
}

type CreateReel = Parameters<typeof api.reels.$post>[0]["json"];

export function useCreateReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CreateReel) => unwrap(api.reels.$post({ json })),
    onSuccess: ({ reel }) => {
      // Seen as pending at once, so the notifier tells when it finishes however fast the job is.
      queryClient.setQueryData(queryKeys.reels.mine, (old: { reels: ReelData[]; notify: boolean } | undefined) =>
        old ? { ...old, reels: [reel, ...old.reels] } : old,
      );
      queryClient.invalidateQueries({ queryKey: queryKeys.reels.mine });
      queryClient.setQueryData(queryKeys.reels.detail(reel.id), { reel, mine: true });
    },
  });
}

export function useDeleteReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.reels[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reels.all }),
  });
}

export function useReelPreferences() {
  return useQuery({
    queryKey: queryKeys.reelPreferences,
    queryFn: () => unwrap(api.account["reel-preferences"].$get()),
  });
}

type ReelPreferences = Parameters<(typeof api.account)["reel-preferences"]["$put"]>[0]["json"];

export function useSaveReelPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ReelPreferences) => unwrap(api.account["reel-preferences"].$put({ json })),
    onSuccess: (prefs) => {
      queryClient.setQueryData(queryKeys.reelPreferences, prefs);
      queryClient.invalidateQueries({ queryKey: queryKeys.reels.mine });
    },
  });
}
