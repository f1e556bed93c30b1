import { Link } from "react-router-dom";
import { leaguePath } from "../../lib/leagues";

/** Back to the article's league page, or to the community hub when it has no league. */
export function BackLink({ leagueName }: { leagueName: string | null | undefined }) {
  return leagueName ? (
    <Link to={leaguePath(leagueName)} className="back-link">
      {`← Back to ${leagueName}`}
    </Link>
  ) : (
    <Link to="/community" className="back-link">
      ← Back to Community
    </Link>
  );
}
