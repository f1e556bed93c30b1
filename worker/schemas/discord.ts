// Answers of the Discord routes (their messages live in db/domain).

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
