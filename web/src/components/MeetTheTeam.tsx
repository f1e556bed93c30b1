import { Link } from "react-router-dom";
import { useCurrentUser } from "../hooks/use-current-user";
import { useCastReporterVote, useMyReporterVote, useReporterVotes } from "../hooks/use-reporter-votes";
import { useWriters } from "../hooks/use-writers";
import { readableOnWhite } from "../lib/colors";
import { ReporterVote } from "./ReporterVote";

const initials = (name: string) =>
  name
    .replace(/".*?"/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join("");

/**
 * The nine personas: a generated avatar in each one's colour, role, bio, specialty, achievement,
 * and the favourite-reporter vote (results for everyone, a vote button for a signed-in user).
 */
export function MeetTheTeam() {
  const writers = useWriters();
  const { user } = useCurrentUser();
  const { data: results } = useReporterVotes();
  const { data: myVote } = useMyReporterVote(user !== null);
  const cast = useCastReporterVote();
  const tallyOf = (id: string) => results?.results.find((r) => r.reporterId === id);
  return (
    <section className="home-section team" aria-labelledby="team-heading">
      <h2 id="team-heading">Meet the team</h2>
      <p className="lead">
        Who is your favourite reporter?{" "}
        {results && results.total > 0 && `${results.total} ${results.total === 1 ? "vote" : "votes"} so far. `}
        {!user && (
          <>
            <Link to="/login">Sign in</Link> to vote.
          </>
        )}
      </p>
      {/* On a phone the nine cards are one row that scrolls sideways (not ~8,000 px of page). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ul className="team-grid" tabIndex={0} aria-label="Our reporters">
        {writers.map((w) => (
          <li key={w.id} className="team-card" style={{ borderTopColor: w.color }}>
            <span className="avatar" style={{ background: readableOnWhite(w.color) }} aria-hidden="true">
              {initials(w.name)}
            </span>
            <h3>{w.name}</h3>
            <p className="team-card__role">{w.role}</p>
            <p>{w.bio}</p>
            <p>
              <strong>Specialty:</strong> {w.specialty}
            </p>
            <p>
              <strong>Achievement:</strong> {w.achievement}
            </p>
            <ReporterVote
              reporterName={w.name}
              tally={tallyOf(w.id)}
              vote={
                user && myVote !== undefined
                  ? {
                      mine: myVote === w.id,
                      pending: cast.isPending,
                      cast: () => cast.mutate(w.id),
                      withdraw: () => cast.mutate(null),
                    }
                  : null
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
