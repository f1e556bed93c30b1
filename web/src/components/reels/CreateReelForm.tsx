import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { REEL_FOCUS_TYPES, type ReelFocusType, type ReelStyle } from "../../../../db/domain/reels";
import { useAccountSettings } from "../../hooks/use-account-settings";
import { useCreateReel, useReelPreferences } from "../../hooks/use-reels";
import { ReelLengthStyleFields } from "./ReelLengthStyleFields";

const FOCUS_LABELS: Record<ReelFocusType, string> = { league: "The whole league", team: "A team", player: "A player" };
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** "Make a reel": a league, a team or a player over a date range; duration and style from preferences. */
export function CreateReelForm() {
  const settings = useAccountSettings();
  const prefs = useReelPreferences();
  const create = useCreateReel();
  const navigate = useNavigate();
  const today = new Date();
  const [league, setLeague] = useState<string | null>(null);
  const [focusType, setFocusType] = useState<ReelFocusType>("league");
  const [focusValue, setFocusValue] = useState("");
  const [startDate, setStartDate] = useState(isoDay(new Date(today.getTime() - 7 * 86_400_000)));
  const [endDate, setEndDate] = useState(isoDay(today));
  const [duration, setDuration] = useState<number | null>(null);
  const [style, setStyle] = useState<ReelStyle | null>(null);
  const [error, setError] = useState<string | null>(null);

  const leagueName = league ?? settings.data?.leagueName ?? "";
  const shownDuration = duration ?? prefs.data?.defaultDuration ?? 60;
  const shownStyle = style ?? (prefs.data?.preferredStyle as ReelStyle | undefined) ?? "dramatic";
  const suggestions = focusType === "team" ? prefs.data?.favoriteTeams : prefs.data?.favoritePlayers;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate(
      {
        leagueName,
        focusType,
        ...(focusType === "league" ? {} : { focusValue }),
        startDate,
        endDate,
        duration: shownDuration,
        style: shownStyle,
      },
      {
        onSuccess: ({ reel }) => navigate(`/reels/${reel.id}`),
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <form className="reel-form" onSubmit={submit} noValidate aria-labelledby="make-reel-heading">
      <h2 id="make-reel-heading">Make a reel</h2>
      <label>
        League
        <input value={leagueName} required maxLength={80} onChange={(e) => setLeague(e.target.value)} />
      </label>
      <fieldset>
        <legend>About</legend>
        {REEL_FOCUS_TYPES.map((t) => (
          <label key={t} className="reel-form__choice">
            <input type="radio" name="focusType" checked={focusType === t} onChange={() => setFocusType(t)} />
            {FOCUS_LABELS[t]}
          </label>
        ))}
      </fieldset>
      {focusType !== "league" && (
        <label>
          {focusType === "team" ? "Team" : "Player"}
          <input
            value={focusValue}
            required
            maxLength={80}
            list="reel-focus-suggestions"
            onChange={(e) => setFocusValue(e.target.value)}
          />
          <datalist id="reel-focus-suggestions">
            {suggestions?.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </label>
      )}
      <div className="reel-form__row">
        <label>
          From
          <input type="date" value={startDate} required onChange={(e) => setStartDate(e.target.value)} />
        </label>
        <label>
          To
          <input type="date" value={endDate} required onChange={(e) => setEndDate(e.target.value)} />
        </label>
      </div>
      <ReelLengthStyleFields duration={shownDuration} style={shownStyle} onDuration={setDuration} onStyle={setStyle} />
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="submit" className="button-primary" disabled={create.isPending}>
        {create.isPending ? "Starting…" : "Make my reel"}
      </button>
    </form>
  );
}
