import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DiscordWebhookSettings, WebhookTestResult } from "../../../worker/schemas/discord";
import { apiGet, apiSend } from "../lib/api";
import { queryKeys } from "../lib/query-keys";

const PATH = "/api/account/discord-webhook";

export const discordWebhookQuery = (leagueName: string | null) =>
  queryOptions({
    queryKey: queryKeys.discordWebhook(leagueName),
    queryFn: () => apiGet<DiscordWebhookSettings>(PATH),
  });

/** The Discord webhook of the signed-in user's default league. */
export const useDiscordWebhook = (leagueName: string | null, enabled: boolean) =>
  useQuery({ ...discordWebhookQuery(leagueName), enabled });

/** Save (a URL) or remove (null) the default league's webhook; the answer replaces the cached one. */
export function useSaveDiscordWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhookUrl: string | null) =>
      webhookUrl === null
        ? apiSend<DiscordWebhookSettings>("DELETE", PATH)
        : apiSend<DiscordWebhookSettings>("PUT", PATH, { webhookUrl }),
    onSuccess: (settings) => client.setQueryData(queryKeys.discordWebhook(settings.leagueName), settings),
  });
}

/** Posts a small test message to a webhook URL (saved or not). */
export const useTestDiscordWebhook = () =>
  useMutation({
    mutationFn: (webhookUrl: string) => apiSend<WebhookTestResult>("POST", "/api/test-discord-webhook", { webhookUrl }),
  });
