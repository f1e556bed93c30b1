import { type FormEvent, useState } from "react";
import { EMPTY_WEBHOOK_MESSAGE, TEST_FAILED_MESSAGE } from "../../../../db/domain";
import { useAccountSettings } from "../../hooks/use-account-settings";
import { useDiscordWebhook, useSaveDiscordWebhook, useTestDiscordWebhook } from "../../hooks/use-discord-webhook";
import { useFormErrors } from "../../hooks/use-form-errors";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../../lib/toast-store";
import { FieldError } from "../form/FieldError";
import "./discord-webhook.css";

const reasonOf = (err: unknown, fallback: string) =>
  err instanceof ApiRequestError && err.status < 500 ? err.message : fallback;

/** A saved webhook's token is a password for the channel: only its last characters are shown. */
export function maskWebhookUrl(url: string): string {
  const match = /^(https:\/\/[^/]+\/api\/webhooks\/\d+\/)(.+)$/.exec(url);
  if (!match) return url;
  return `${match[1]}••••${match[2]!.slice(-4)}`;
}

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
  const errors = useFormErrors<"url">();
  const edit = (url: string | null) => {
    errors.clear();
    setDraft(url);
  };

  const runTest = (url: string) => {
    const webhookUrl = url.trim();
    if (!webhookUrl) {
      toast({ title: EMPTY_WEBHOOK_MESSAGE, variant: "destructive" });
      if (draft !== null) errors.show({ url: EMPTY_WEBHOOK_MESSAGE });
      return;
    }
    test.mutate(webhookUrl, {
      onSuccess: () => toast({ title: "Webhook test successful" }),
      onError: (err) => {
        const reason = reasonOf(err, TEST_FAILED_MESSAGE);
        toast({ title: "Webhook test failed", description: reason, variant: "destructive" });
        if (draft !== null) errors.show({ url: reason });
      },
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const webhookUrl = draft?.trim() ?? "";
    if (!webhookUrl && !current) {
      toast({ title: EMPTY_WEBHOOK_MESSAGE, variant: "destructive" });
      errors.show({ url: EMPTY_WEBHOOK_MESSAGE });
      return;
    }
    save.mutate(webhookUrl || null, {
      onSuccess: () => {
        edit(null);
        toast({ title: webhookUrl ? "Discord webhook saved" : "Discord webhook removed" });
      },
      onError: (err) => {
        const reason = reasonOf(err, "");
        toast({ title: "Failed to save webhook", description: reason, variant: "destructive" });
        errors.show({ url: reason || "Failed to save webhook" });
      },
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
                  : current
                    ? maskWebhookUrl(current.url)
                    : "Not set"}
            </span>{" "}
            {canEdit && webhook.isSuccess && (
              <button type="button" className="button-secondary" onClick={() => edit(current?.url ?? "")}>
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
        <form onSubmit={submit} noValidate ref={errors.rootRef}>
          <label>
            Discord webhook URL
            <input
              value={draft}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={300}
              placeholder="https://discord.com/api/webhooks/…"
              onChange={(e) => {
                setDraft(e.target.value);
                // The server's reason was about the old text: any change clears it.
                errors.revalidate({});
              }}
              {...errors.describe("url")}
            />
          </label>
          <FieldError id={errors.errorId("url")} message={errors.errors.url} />
          <p>
            <button type="submit" className="button-primary" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save"}
            </button>{" "}
            <button type="button" className="button-secondary" onClick={() => edit(null)}>
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
