import { type FormEvent, useState } from "react";
import { EMPTY_WEBHOOK_MESSAGE, TEST_FAILED_MESSAGE } from "../../../../db/domain";
import { useAccountSettings } from "../../hooks/use-account-settings";
import { useDiscordWebhook, useSaveDiscordWebhook, useTestDiscordWebhook } from "../../hooks/use-discord-webhook";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../toast/toast-store";
import "./discord-webhook.css";

const reasonOf = (err: unknown, fallback: string) =>
  err instanceof ApiRequestError && err.status < 500 ? err.message : fallback;

/**
 * The chat webhook of the user's default league (spec §2 My Account): view ↔ edit, Save, Cancel and
 * Test. New stories of that league are posted to it. A league has one webhook; only whoever added it
 * (or an admin) may change it, so others see it masked and read-only.
 */
export function DiscordWebhookField() {
  const settings = useAccountSettings();
  const leagueName = settings.data?.leagueName?.trim() || null;
  const webhook = useDiscordWebhook(leagueName, settings.isSuccess && leagueName !== null);
  const save = useSaveDiscordWebhook();
  const test = useTestDiscordWebhook();
  const [draft, setDraft] = useState<string | null>(null);
  const current = webhook.data?.webhook ?? null;
  const canEdit = current === null || current.canEdit;

  const runTest = (url: string) => {
    const webhookUrl = url.trim();
    if (!webhookUrl) {
      toast({ title: EMPTY_WEBHOOK_MESSAGE, variant: "destructive" });
      return;
    }
    test.mutate(webhookUrl, {
      onSuccess: () => toast({ title: "Webhook test successful" }),
      onError: (err) =>
        toast({
          title: "Webhook test failed",
          description: reasonOf(err, TEST_FAILED_MESSAGE),
          variant: "destructive",
        }),
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const webhookUrl = draft?.trim() ?? "";
    if (!webhookUrl && !current) {
      toast({ title: EMPTY_WEBHOOK_MESSAGE, variant: "destructive" });
      return;
    }
    save.mutate(webhookUrl || null, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: webhookUrl ? "Discord webhook saved" : "Discord webhook removed" });
      },
      onError: (err) =>
        toast({ title: "Failed to save webhook", description: reasonOf(err, ""), variant: "destructive" }),
    });
  };

  return (
    <section className="account-field" aria-labelledby="discord-webhook-heading">
      <h2 id="discord-webhook-heading">Discord webhook</h2>
      {!leagueName ? (
        <p>{settings.isPending ? "Loading…" : "Set your default league name to post its new stories to Discord."}</p>
      ) : draft === null ? (
        <>
          <p>New {leagueName} stories are posted to this channel.</p>
          <p>
            <span className="discord-webhook__value">
              {webhook.isPending
                ? "Loading…"
                : webhook.isError
                  ? "Could not load the webhook"
                  : (current?.url ?? "Not set")}
            </span>{" "}
            {canEdit && webhook.isSuccess && (
              <button type="button" className="button-secondary" onClick={() => setDraft(current?.url ?? "")}>
                Edit
              </button>
            )}{" "}
            {current?.canEdit && (
              <button
                type="button"
                className="button-secondary"
                disabled={test.isPending}
                onClick={() => runTest(current.url)}
              >
                {test.isPending ? "Testing…" : "Test"}
              </button>
            )}
          </p>
          {current?.disabledAt && (
            <p role="note">
              Posting is paused: {current.disabledReason ?? "Discord refused the webhook"}. Save a working URL to
              resume.
            </p>
          )}
          {current && !current.canEdit && (
            <p>Another member added this webhook; only they or an admin can change it.</p>
          )}
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <label>
            Discord webhook URL
            <input
              value={draft}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={300}
              placeholder="https://discord.com/api/webhooks/…"
              onChange={(e) => setDraft(e.target.value)}
            />
          </label>
          <p>
            <button type="submit" className="button-primary" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save"}
            </button>{" "}
            <button type="button" className="button-secondary" onClick={() => setDraft(null)}>
              Cancel
            </button>{" "}
            <button type="button" className="button-secondary" disabled={test.isPending} onClick={() => runTest(draft)}>
              {test.isPending ? "Testing…" : "Test"}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
