import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { SeasonBase } from "../../../../worker/contract";
import { leaguePath } from "../../lib/leagues";
import { seasonPaths } from "../../lib/season-paths";

export type SeasonSection = "standings" | "schedule" | "leaders" | "team";

/** The league's colour header, the season's sections and its other seasons: plain links, so they work without JavaScript. */
export function SeasonFrame({
  view,
  section,
  title,
  children,
}: {
  view: SeasonBase;
  section: SeasonSection;
  title: string;
  children: ReactNode;
}) {
  const { league, season } = view;
  const tabs = [
    { id: "standings", label: "Standings", to: seasonPaths.standings(league.slug, season) },
    { id: "schedule", label: "Schedule", to: seasonPaths.schedule(league.slug, season) },
    { id: "leaders", label: "Leaders", to: seasonPaths.leaders(league.slug, season) },
  ];
  return (
    <div className="page season">
      <header className="league-header" style={{ background: league.color }}>
        <Link to={leaguePath(league.name)} className="back-link back-link--light">
          ← {league.name}
        </Link>
        <h1>{title}</h1>
        <p>Season {season}</p>
      </header>
      <nav className="season-nav" aria-label="Season">
        {tabs.map((t) => (
          <Link key={t.id} to={t.to} aria-current={section === t.id ? "page" : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {view.seasons.length > 1 && (
        <nav className="season-nav season-nav--seasons" aria-label="Other seasons">
          {view.seasons.map((s) => (
            <Link key={s} to={seasonPaths.standings(league.slug, s)} aria-current={s === season ? "page" : undefined}>
              Season {s}
            </Link>
          ))}
        </nav>
      )}
      {children}
    </div>
  );
}

/** A team's name linking to its season page. */
export function TeamLink({ view, teamId }: { view: SeasonBase; teamId: number }) {
  const team = view.teams.find((t) => t.id === teamId);
  return (
    <Link to={seasonPaths.team(view.league.slug, view.season, teamId)}>{team ? team.name : `Team ${teamId}`}</Link>
  );
}
