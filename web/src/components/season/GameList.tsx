import { Link } from "react-router-dom";
import { weekLabel } from "../../../../db/domain/league-export";
import type { GameView, SeasonBase } from "../../../../worker/contract";
import { TeamLink } from "./SeasonFrame";

/** Games as "Away 17 at Home 24", each finished game linking to its story. */
export function GameList({
  view,
  games,
  showWeek = false,
}: {
  view: SeasonBase;
  games: GameView[];
  showWeek?: boolean;
}) {
  if (games.length === 0) return <p className="empty-state">No games.</p>;
  return (
    <ul className="season-games">
      {games.map((g) => (
        <li key={`${g.stage}:${g.week}:${g.scheduleId}`}>
          {showWeek && <span className="season-games__week">{weekLabel(g.stage, g.week)}</span>}
          <span className="season-games__teams">
            <TeamLink view={view} teamId={g.awayTeamId} />
            {g.played ? ` ${g.awayScore}` : ""} at <TeamLink view={view} teamId={g.homeTeamId} />
            {g.played ? ` ${g.homeScore}` : ""}
          </span>
          {g.storyId !== null ? (
            <Link className="season-games__story" to={`/read/${g.storyId}`}>
              Read the story
            </Link>
          ) : (
            <span className="season-games__status">{g.played ? "Final" : "Not played yet"}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
