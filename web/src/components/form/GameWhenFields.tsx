import { useId } from "react";
import { type GAME_WEEKS, SEASON_MAX, SEASON_MIN } from "../../../../db/domain";
import { WeekOptions } from "./WeekOptions";

/** The game's date, season and week as the forms hold them (strings; empty = not given). */
export interface GameWhenValues {
  gameDate: string;
  season: string;
  week: string;
}

export const today = () => new Date().toISOString().slice(0, 10);

/** What the API takes from the fields (decision 201): an empty season or week is null. */
export const gameWhenOf = (v: GameWhenValues) => ({
  gameDate: v.gameDate || today(),
  season: v.season === "" ? null : Number(v.season),
  week: v.week === "" ? null : (v.week as (typeof GAME_WEEKS)[number]),
});

/** The form's values from an article (an unknown week or season stays empty). */
export const gameWhenFrom = (a: { gameDate: string; season: number | null; week: string | null }): GameWhenValues => ({
  gameDate: /^\d{4}-\d{2}-\d{2}/.test(a.gameDate) ? a.gameDate.slice(0, 10) : today(),
  season: a.season == null ? "" : String(a.season),
  week: a.week ?? "",
});

/** Game date, season and week: three fields in a row that wrap on a phone. */
export function GameWhenFields({
  values,
  onChange,
  seasonError,
  seasonErrorProps,
  hint,
}: {
  values: GameWhenValues;
  onChange: (changes: Partial<GameWhenValues>) => void;
  seasonError?: React.ReactNode;
  seasonErrorProps?: object;
  /** Where prefilled values came from, under the fields. */
  hint?: string;
}) {
  const id = useId();
  return (
    <fieldset className="game-when">
      <legend>When was the game?</legend>
      <div className="form-field">
        <label htmlFor={`${id}-date`}>Game date</label>
        <input
          id={`${id}-date`}
          type="date"
          value={values.gameDate}
          onChange={(e) => onChange({ gameDate: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-season`}>Season</label>
        <input
          id={`${id}-season`}
          type="number"
          inputMode="numeric"
          min={SEASON_MIN}
          max={SEASON_MAX}
          step={1}
          placeholder="e.g. 2"
          value={values.season}
          onChange={(e) => onChange({ season: e.target.value })}
          {...seasonErrorProps}
        />
        {seasonError}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-week`}>Week</label>
        <select id={`${id}-week`} value={values.week} onChange={(e) => onChange({ week: e.target.value })}>
          <option value="">Not set</option>
          <WeekOptions />
        </select>
      </div>
      {hint && <p className="field-hint">{hint}</p>}
    </fieldset>
  );
}
