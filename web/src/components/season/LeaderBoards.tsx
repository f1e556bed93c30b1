import type { LeaderCategory, SeasonBase } from "../../../../worker/contract";
import { TeamLink } from "./SeasonFrame";

/** Each stat's leaders over the regular season, biggest first. */
export function LeaderBoards({
  view,
  leaders,
  showTeam = true,
}: {
  view: SeasonBase;
  leaders: LeaderCategory[];
  showTeam?: boolean;
}) {
  if (leaders.length === 0)
    return <p className="empty-state">No player stats have been exported for this season yet.</p>;
  return (
    <div className="season-leaders">
      {leaders.map((c) => (
        <section key={c.id} aria-labelledby={`leaders-${c.id}`} className="season-leaders__board">
          <h3 id={`leaders-${c.id}`}>{c.label}</h3>
          <ol>
            {c.leaders.map((l) => (
              <li key={`${l.name}:${l.teamId}`}>
                <span>
                  {l.name}
                  {showTeam && l.teamId !== null && (
                    <>
                      {", "}
                      <TeamLink view={view} teamId={l.teamId} />
                    </>
                  )}
                </span>
                <strong>{l.value}</strong>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
