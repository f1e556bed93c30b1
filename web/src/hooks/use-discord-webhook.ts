import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

const webhook = api.account["discord-webhook"];

export const discordWebhookQuery = (leagueName: string | null) =>
  queryOptions({
    queryKey: queryKeys.discordWebhook(leagueName),
    queryFn: () => unwrap(webhook.$get()),
  });

/** The Discord webhook of the signed-in user's default league. */
export const useDiscordWebhook = (leagueName: string | null, enabled: boolean) =>
  useQuery({ ...discordWebhookQuery(leagueName), enabled });

/** Save (a URL) or remove (null) the default league's webhook; the answer replaces the cached one. */
export function useSaveDiscordWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhookUrl: string | null) =>
      unwrap(webhookUrl === null ? webhook.$delete() : webhook.$put({ json: { webhookUrl } })),
    onSuccess: (settings) => client.setQueryData(discordWebhookQuery(settings.leagueName).queryKey, settings),
  });
}

/** Posts a small test message to a webhook URL (saved or not). */
export const useTestDiscordWebhook = () =>
  useMutation({
    mutationFn: (webhookUrl: string) => unwrap(api["test-discord-webhook"].$post({ json: { webhookUrl } })),
  });
