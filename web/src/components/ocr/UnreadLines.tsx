import type { UnreadLine } from "../../../../db/domain/box-score-screens";
import "./ocr.css";

const SCREEN_NAMES: Record<string, string> = {
  game: "team stats",
  passing: "passing",
  rushing: "rushing",
  receiving: "receiving",
  defense: "defense",
  specialTeams: "special teams",
  unknown: "a screenshot",
};

/**
 * What reading the screenshots gave (on this device, or a cloud model's transcription): a legend
 * for the marked cells when there are any, and every line that did not read cleanly and every column
 * whose header was not recognised, shown as it was read so the author can type it (never guessed).
 */
export function UnreadLines({ unread, marked }: { unread: UnreadLine[]; marked: boolean }) {
  if (!marked && unread.length === 0) return null;
  return (
    <div className="screen-read-note">
      {marked && (
        <p>
          <span className="screen-read-note__swatch" data-read="read" /> Numbers and names with this outline were read
          from your screenshots: check them. <span className="screen-read-note__swatch" data-read="doubtful" /> Check
          these first: we were less sure of them.
        </p>
      )}
      {unread.length > 0 && (
        <>
          <h2>Lines and columns we could not read</h2>
          <p>Type these by hand: we left them blank rather than guess.</p>
          <ul aria-label="Lines and columns we could not read">
            {unread.map((u) => (
              <li key={`${u.screen}|${u.text}|${u.reason}`}>
                <strong>{SCREEN_NAMES[u.screen]}:</strong> <q>{u.text}</q> ({u.reason})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
