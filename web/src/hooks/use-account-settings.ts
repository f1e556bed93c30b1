import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

export const accountSettingsQuery = queryOptions({
  queryKey: queryKeys.accountSettings,
  queryFn: () => unwrap(api.account.settings.$get()),
});

/** The signed-in user's settings (default league name). */
export const useAccountSettings = () => useQuery(accountSettingsQuery);

export function useSaveLeagueName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (leagueName: string | null) => unwrap(api.account.settings.$put({ json: { leagueName } })),
    onSuccess: (settings) => client.setQueryData(accountSettingsQuery.queryKey, (old) => ({ ...old, ...settings })),
  });
}
