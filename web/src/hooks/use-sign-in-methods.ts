import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OAuthProvider } from "../../../db/domain";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

/** The providers this site is configured for (the buttons /login shows). */
export const useAuthProviders = () =>
  useQuery({
    queryKey: queryKeys.authProviders,
    queryFn: () => unwrap(api["auth-providers"].$get()),
    staleTime: 5 * 60_000,
  });

/** My Account: the password and each provider, linked or not. */
export const useSignInMethods = () =>
  useQuery({ queryKey: queryKeys.signInMethods, queryFn: () => unwrap(api.account["sign-in-methods"].$get()) });

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: OAuthProvider) =>
      unwrap(api.account["sign-in-methods"][":provider"].$delete({ param: { provider } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.signInMethods }),
  });
}

/** Set a first password (an account made with a provider) or change it with the current one. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { currentPassword?: string; newPassword: string }) =>
      unwrap(api.account.password.$put({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.signInMethods }),
  });
}
