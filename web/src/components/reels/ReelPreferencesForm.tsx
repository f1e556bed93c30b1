import { type FormEvent, useEffect, useState } from "react";
import type { ReelStyle } from "../../../../db/domain/reels";
import { useReelPreferences, useSaveReelPreferences } from "../../hooks/use-reels";
import { toast } from "../../lib/toast-store";
import { ReelLengthStyleFields } from "./ReelLengthStyleFields";

const toList = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** Reel preferences: favourites, default length and style, the weekly reel and notifications. */
export function ReelPreferencesForm() {
  const prefs = useReelPreferences();
  const save = useSaveReelPreferences();
  const [teams, setTeams] = useState("");
  const [players, setPlayers] = useState("");
  const [duration, setDuration] = useState(60);
  const [style, setStyle] = useState<ReelStyle>("dramatic");
  const [autoGenerate, setAutoGenerate] = useState(false);
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!prefs.data) return;
    setTeams(prefs.data.favoriteTeams.join(", "));
    setPlayers(prefs.data.favoritePlayers.join(", "));
    setDuration(prefs.data.defaultDuration);
    setStyle(prefs.data.preferredStyle as ReelStyle);
    setAutoGenerate(prefs.data.autoGenerate);
    setNotify(prefs.data.notifyOnCompletion);
  }, [prefs.data]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      {
        favoriteTeams: toList(teams),
        favoritePlayers: toList(players),
        defaultDuration: duration,
        preferredStyle: style,
        autoGenerate,
        notifyOnCompletion: notify,
      },
      { onSuccess: () => toast({ title: "Reel preferences saved" }), onError: (err) => setError(err.message) },
    );
  };

  return (
    <form className="reel-form" onSubmit={submit} noValidate aria-labelledby="reel-prefs-heading">
      <h2 id="reel-prefs-heading">Reel preferences</h2>
      <label>
        Favourite teams (comma-separated)
        <input value={teams} onChange={(e) => setTeams(e.target.value)} />
      </label>
      <label>
        Favourite players (comma-separated)
        <input value={players} onChange={(e) => setPlayers(e.target.value)} />
      </label>
      <ReelLengthStyleFields duration={duration} style={style} onDuration={setDuration} onStyle={setStyle} asDefaults />
      <label className="reel-form__choice">
        <input type="checkbox" checked={autoGenerate} onChange={(e) => setAutoGenerate(e.target.checked)} />
        Make a weekly reel of my favourite teams when new recaps arrive
      </label>
      <label className="reel-form__choice">
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
        Tell me when a reel is ready (and post it to my league's Discord when I set a webhook)
      </label>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="submit" className="button-secondary" disabled={save.isPending || !prefs.data}>
        {save.isPending ? "Saving…" : "Save preferences"}
      </button>
    </form>
  );
}
