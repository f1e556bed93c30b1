import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../../worker/contract";
import { ApiRequestError, api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/**
 * Whether a session was started in this browser (the Worker's readable `dgsn_signed_in` hint,
 * decision 203). Without it the visitor is signed out and GET /api/user is not asked at all (its 401
 * would be logged on every page); with it the server still decides.
 */
const maybeSignedIn = () => typeof document !== "undefined" && /(?:^|;\s*)dgsn_signed_in=/.test(document.cookie);

/** The signed-in user per the server (GET /api/user), or null. Fresh for 30 s, refetched on focus. */
export const currentUserQuery = queryOptions({
  queryKey: queryKeys.user,
  queryFn: async (): Promise<CurrentUser | null> => {
    if (!maybeSignedIn()) return null;
    try {
      return await unwrap(api.user.$get());
    } catch (err) {
      if (err instanceof ApiRequestError && (err.status === 401 || err.status === 404)) return null;
      throw err;
    }
  },
  staleTime: 30_000,
  gcTime: 5 * 60_000,
  refetchOnWindowFocus: true,
  retry: false,
});

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  const user = query.data ?? null;
  return { user, isAdmin: user?.role === "admin", isLoading: query.isPending };
}
