import { QueryClient } from "@tanstack/react-query";

/**
 * Spec §9: stale after 10 minutes, collected after 30, one retry, no refetch on focus or interval.
 * Network modes are chosen for the offline app: queries still run while the browser says it is
 * offline ("offlineFirst"), because the service worker may answer them from its cache (recently
 * read articles); mutations run too ("always"), so a write made offline fails at once with the
 * plain message from api.ts instead of waiting, paused and silent, for a connection.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10 * 60_000,
        gcTime: 30 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: "offlineFirst",
      },
      mutations: {
        networkMode: "always",
      },
    },
  });
