// Shapes and messages of the Discord routes, shared with the SPA (pure types and strings).

/** Spec §5: the Test button with an empty field (also the server's answer to an empty URL). */
export const EMPTY_WEBHOOK_MESSAGE = "Please enter a Discord webhook URL first.";
export const NOT_DISCORD_MESSAGE =
  "That is not a Discord webhook URL. Copy it from Discord (Channel settings → Integrations → Webhooks): https://discord.com/api/webhooks/…";
export const TEST_FAILED_MESSAGE = "The Discord webhook test failed. Please check your webhook URL.";
export const NO_LEAGUE_MESSAGE = "Set your default league name first; the webhook belongs to that league.";
export const NOT_YOURS_MESSAGE = "Only the person who added this league's Discord webhook, or an admin, can change it.";

/** What My Account shows about the default league's webhook (GET/PUT/DELETE /api/account/discord-webhook). */
export interface DiscordWebhookSettings {
  leagueName: string | null;
  webhook: {
    /** The full URL for whoever may change it; otherwise the token is masked (it lets anyone post). */
    url: string;
    canEdit: boolean;
    disabledAt: string | null;
    disabledReason: string | null;
    updatedAt: string;
  } | null;
}

/** POST /api/test-discord-webhook on success. */
export interface WebhookTestResult {
  success: true;
  message: string;
}
