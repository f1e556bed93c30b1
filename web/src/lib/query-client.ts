import { QueryClient } from "@tanstack/react-query";

/** Spec §9: stale after 10 minutes, collected after 30, one retry, no refetch on focus or interval. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10 * 60_000,
        gcTime: 30 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
    },
  });
