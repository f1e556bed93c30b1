import { useWriters } from "../hooks/use-writers";
import { readableOnWhite } from "../lib/colors";

const initials = (name: string) =>
  name
    .replace(/".*?"/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join("");

/** The nine personas: a generated avatar in each one's colour, role, bio, specialty, achievement. */
export function MeetTheTeam() {
  const writers = useWriters();
  return (
    <section className="home-section" aria-labelledby="team-heading">
      <h2 id="team-heading">Meet the team</h2>
      <ul className="team-grid">
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
          </li>
        ))}
      </ul>
    </section>
  );
}
