import { Link } from "react-router-dom";
import type { ReelData } from "../../hooks/use-reels";

const STATUS: Record<string, string> = {
  pending: "Waiting to be made",
  generating: "Being made…",
  completed: "Ready",
  failed: "Could not be made",
};

/** One reel in a list: title (the link), league colour strip, status and dates. */
export function ReelCard({ reel }: { reel: Omit<ReelData, "segments"> }) {
  return (
    <li className="reel-card" style={{ borderLeftColor: reel.leagueColor }}>
      <Link to={`/reels/${reel.id}`} className="reel-card__title">
        {reel.title}
      </Link>
      <span className="reel-card__meta">
        {reel.leagueName} · {reel.duration} s ·{" "}
        <span data-status={reel.status}>{STATUS[reel.status] ?? reel.status}</span>
        {reel.auto ? " · weekly" : ""}
      </span>
      {reel.status === "failed" && reel.failureReason && (
        <span className="reel-card__reason">{reel.failureReason}</span>
      )}
    </li>
  );
}
