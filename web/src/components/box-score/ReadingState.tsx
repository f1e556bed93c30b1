import type { BoxScoreView } from "../../../../worker/contract";

/**
 * What reading the screenshots gave, in words the author can act on: nothing read (type the
 * lines), or lines read that need checking against the screenshots above.
 */
export function ReadingState({ box }: { box: BoxScoreView }) {
  const read = box.extraction.state === "done" && box.players.length > 0;
  if (read)
    return (
      <p className="box-score__state box-score__state--read" role="status">
        <strong>Read — please check.</strong> These lines were read from your screenshots. Compare each number with the
        screenshots and fix any that are wrong.
      </p>
    );
  return (
    <p className="box-score__state box-score__state--empty" role="status">
      <strong>Nothing read — type the lines.</strong>{" "}
      {box.extraction.error ??
        (box.statsImages.length > 0
          ? "No player lines could be read from your screenshots."
          : "There are no screenshots to read.")}{" "}
      Add each player's line below{box.statsImages.length > 0 ? " from the screenshots above" : ""}.
    </p>
  );
}
