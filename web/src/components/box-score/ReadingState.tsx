import type { BoxScoreView } from "../../../../worker/contract";

/**
 * What reading the screenshots gave, in words the author can act on: lines read (by the server's
 * model, or on this device from /create: `deviceRows` of them) that need checking against the
 * screenshots above, or nothing read (type the lines).
 */
export function ReadingState({ box, deviceRows }: { box: BoxScoreView; deviceRows: number }) {
  const serverRead = box.extraction.state === "done" && box.players.length > 0;
  if (serverRead || deviceRows > 0)
    return (
      <p className="box-score__state box-score__state--read" role="status">
        <strong>Read — please check.</strong> These lines were read from your screenshots
        {serverRead ? "" : " on this device"}. Compare each number with the screenshots and fix any that are wrong.
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
