import type { SeasonBase, StandingView } from "../../../../worker/contract";
import { TeamLink } from "./SeasonFrame";

/** Conferences, then their divisions, in the export's names; teams by wins, then point difference. */
function grouped(rows: StandingView[]): [string, [string, StandingView[]][]][] {
  const conferences = new Map<string, Map<string, StandingView[]>>();
  for (const r of rows) {
    const divisions = conferences.get(r.conference) ?? new Map<string, StandingView[]>();
    conferences.set(r.conference, divisions);
    divisions.set(r.division, [...(divisions.get(r.division) ?? []), r]);
  }
  const pct = (r: StandingView) => (r.wins + r.ties / 2) / Math.max(1, r.wins + r.losses + r.ties);
  const order = (a: StandingView, b: StandingView) =>
    pct(b) - pct(a) || b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst) || a.team.localeCompare(b.team);
  return [...conferences.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([conf, divisions]) => [
      conf,
      [...divisions.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([d, teams]) => [d, [...teams].sort(order)]),
    ]);
}

export function StandingsTables({ view }: { view: SeasonBase & { standings: StandingView[] } }) {
  if (view.standings.length === 0)
    return <p className="empty-state">No standings have been exported for this season yet.</p>;
  return (
    <>
      {grouped(view.standings).map(([conference, divisions]) => (
        <section key={conference} aria-label={conference || "Conference"}>
          <h2>{conference || "Conference"}</h2>
          {divisions.map(([division, teams]) => (
            <div key={division} className="season-table-wrap">
              <table className="season-table">
                <caption>{division || "Division"}</caption>
                <thead>
                  <tr>
                    <th scope="col">Team</th>
                    <th scope="col">W-L-T</th>
                    <th scope="col">Strk</th>
                    <th scope="col">PF</th>
                    <th scope="col">PA</th>
                    <th scope="col">Seed</th>
                  </tr>
                </thead>
                <tbody>
                  {teams.map((t) => (
                    <tr key={t.teamId}>
                      <th scope="row">
                        <TeamLink view={view} teamId={t.teamId} />
                      </th>
                      <td>{`${t.wins}-${t.losses}-${t.ties}`}</td>
                      <td>{t.streak}</td>
                      <td>{t.pointsFor}</td>
                      <td>{t.pointsAgainst}</td>
                      <td>{t.seed ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
