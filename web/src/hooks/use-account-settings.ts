import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

export interface AccountSettings {
  leagueName: string | null;
}

export const accountSettingsQuery = queryOptions({
  queryKey: queryKeys.accountSettings,
  queryFn: () => apiGet<AccountSettings>("/api/account/settings"),
});

/** The signed-in user's settings (default league name). */
export const useAccountSettings = () => useQuery(accountSettingsQuery);

export function useSaveLeagueName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (leagueName: string | null) => apiSend<AccountSettings>("PUT", "/api/account/settings", { leagueName }),
    onSuccess: (settings) =>
      client.setQueryData<AccountSettings>(queryKeys.accountSettings, (old) => ({ ...old, ...settings })),
  });
}
