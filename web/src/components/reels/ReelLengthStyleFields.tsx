import {
  REEL_DURATION_MAX,
  REEL_DURATION_MIN,
  REEL_STYLE_NAMES,
  REEL_STYLES,
  type ReelStyle,
} from "../../../../db/domain/reels";

/**
 * A reel's length and style, as one row of a form: the same limits and choices wherever a reel is
 * made or its defaults are set. `asDefaults` labels them as the member's defaults.
 */
export function ReelLengthStyleFields({
  duration,
  style,
  onDuration,
  onStyle,
  asDefaults = false,
}: {
  duration: number;
  style: ReelStyle;
  onDuration: (seconds: number) => void;
  onStyle: (style: ReelStyle) => void;
  asDefaults?: boolean;
}) {
  return (
    <div className="reel-form__row">
      <label>
        {asDefaults ? "Default length (seconds)" : "Length (seconds)"}
        <input
          type="number"
          inputMode="numeric"
          min={REEL_DURATION_MIN}
          max={REEL_DURATION_MAX}
          value={duration}
          onChange={(e) => onDuration(Number(e.target.value))}
        />
      </label>
      <label>
        {asDefaults ? "Default style" : "Style"}
        <select value={style} onChange={(e) => onStyle(e.target.value as ReelStyle)}>
          {REEL_STYLE_NAMES.map((s) => (
            <option key={s} value={s}>
              {REEL_STYLES[s].label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
