import { Link } from "react-router-dom";
import { useLeagueRecord } from "../../hooks/use-league-season";
import { seasonPaths } from "../../lib/season-paths";

/** The league page's way into its season pages, for a league that has connected its export. */
export function SeasonLinks({ league }: { league: string }) {
  const record = useLeagueRecord(league).data;
  if (!record?.hasExport) return null;
  return (
    <nav className="season-nav" aria-label="Season">
      <Link to={seasonPaths.standings(record.slug, "latest")}>Standings</Link>
      <Link to={`${seasonPaths.standings(record.slug, "latest")}/schedule`}>Schedule</Link>
      <Link to={`${seasonPaths.standings(record.slug, "latest")}/leaders`}>Leaders</Link>
    </nav>
  );
}
