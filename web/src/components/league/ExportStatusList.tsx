import type { ExportStatusView } from "../../../../worker/contract";

const STATE_LABEL: Record<ExportStatusView["state"], string> = {
  received: "Received, waiting to be stored",
  ingesting: "Being stored",
  ingested: "Stored",
  refused: "Refused",
};

function outcome(e: ExportStatusView): string {
  if (e.state === "refused") return `Refused: ${e.detail ?? "no reason given"}`;
  if (e.state !== "ingested") return STATE_LABEL[e.state];
  if (e.detail) return `Stored: ${e.detail}`;
  return `Stored: ${e.rows ?? 0} row${e.rows === 1 ? "" : "s"}`;
}

/**
 * What became of the league's latest export POSTs and uploads (decision 300): each is received at
 * once and stored by a background job, or refused with the reason, which only this list can tell.
 */
export function ExportStatusList({ exports }: { exports: ExportStatusView[] }) {
  if (exports.length === 0) return <p>No export has arrived yet.</p>;
  return (
    <ul className="export-status" aria-label="Recent exports">
      {exports.map((e) => (
        <li key={e.id} className={e.state === "refused" ? "form-error" : ""}>
          <code>{e.route}</code> ({e.source === "upload" ? "uploaded" : "from the bot"},{" "}
          <time dateTime={e.receivedAt}>{new Date(e.receivedAt).toLocaleString()}</time>): {outcome(e)}
        </li>
      ))}
    </ul>
  );
}
