import type { StatsGroup } from "../../../../db/domain";
import { useScreenReadingContext } from "../../ocr/use-screen-reading";
import "./ocr.css";

const STATUS: Record<string, string> = {
  waiting: "waiting",
  done: "read",
  skipped: "no text found, not read",
  unreadable:
    "no box score found in it. If it is a photo of the TV, hold the phone square to the screen so the screen fills the picture, or use a screenshot",
  failed: "could not be read",
  cancelled: "not read (cancelled)",
};

/** Per-image progress of reading one group's screenshots on the device, with a way to stop it. */
export function ScreenReadingStatus({ group }: { group: StatsGroup }) {
  const reading = useScreenReadingContext();
  const entries = reading?.entries.filter((e) => e.group === group) ?? [];
  if (!reading || entries.length === 0) return null;
  return (
    <div className="screen-reading">
      <ul aria-label={`Reading ${group} screenshots`}>
        {entries.map((e, i) => (
          <li key={e.key}>
            <span>Screenshot {i + 1}: </span>
            {e.status === "reading" ? (
              <progress max={1} value={e.progress} aria-label={`Reading ${group} screenshot ${i + 1}`}>
                {Math.round(e.progress * 100)}%
              </progress>
            ) : (
              <span>{STATUS[e.status]}</span>
            )}
          </li>
        ))}
      </ul>
      {entries.some((e) => e.status === "waiting" || e.status === "reading") && (
        <button type="button" className="button button--small button--light" onClick={reading.cancel}>
          Stop reading screenshots
        </button>
      )}
    </div>
  );
}
