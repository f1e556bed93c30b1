import { Link } from "react-router-dom";
import { leagueDisplay } from "../../../db/domain";
import { leaguePath } from "../lib/leagues";

/** The league's name in its colour, linking to the league page. */
export function LeagueBadge({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <Link to={leaguePath(name)} className="badge badge--league" style={{ background: leagueDisplay(name).color }}>
      {name}
    </Link>
  );
}

/** NEWS or GAME RECAP. */
export function TypeBadge({ type }: { type: string }) {
  return <span className="badge badge--type">{type === "game_recap" ? "GAME RECAP" : "NEWS"}</span>;
}
