import type { BoxScoreRead } from "../../../../db/domain/box-score-screens";
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
 * What reading the screenshots on this device gave: a legend for the marked cells, and every line
 * that did not read cleanly, shown as it was read so the author can type it (it is never guessed).
 */
export function UnreadLines({ reading }: { reading: BoxScoreRead }) {
  return (
    <div className="screen-read-note">
      <p>
        <span className="screen-read-note__swatch" data-read="read" /> Numbers and names with this outline were read
        from your screenshots: check them. <span className="screen-read-note__swatch" data-read="doubtful" /> Check
        these first: we were less sure of them.
      </p>
      {reading.unread.length > 0 && (
        <>
          <h2>Lines we could not read</h2>
          <p>Add these players by hand; we did not guess their numbers.</p>
          <ul aria-label="Lines we could not read">
            {reading.unread.map((u) => (
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
