import { type FormEvent, useState } from "react";
import { ACCOUNT_LEAGUE_MAX } from "../../../../db/domain";
import { useAccountSettings, useSaveLeagueName } from "../../hooks/use-account-settings";
import { toast } from "../toast/toast-store";

/** The default league name (prefills /create): view ↔ edit, saved on the server. */
export function LeagueNameField() {
  const settings = useAccountSettings();
  const save = useSaveLeagueName();
  const [draft, setDraft] = useState<string | null>(null);
  const current = settings.data?.leagueName ?? "";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft?.trim() || null, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: "League name updated" });
      },
      onError: () => toast({ title: "Failed to save", variant: "destructive" }),
    });
  };

  return (
    <section className="account-field" aria-labelledby="league-heading">
      <h2 id="league-heading">Default league name</h2>
      {draft === null ? (
        <p>
          <span>{settings.isPending ? "Loading…" : current || "Not set"}</span>{" "}
          <button type="button" className="button-secondary" onClick={() => setDraft(current)}>
            Edit
          </button>
        </p>
      ) : (
        <form onSubmit={submit}>
          <label>
            League name
            <input value={draft} maxLength={ACCOUNT_LEAGUE_MAX} onChange={(e) => setDraft(e.target.value)} />
          </label>
          <p>
            <button type="submit" className="button-primary" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save"}
            </button>{" "}
            <button type="button" className="button-secondary" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
