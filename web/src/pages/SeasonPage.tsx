// A league's season pages (issue 22, decision 224): standings, the schedule by week, a team and the
// stat leaders, all from the league's export. Server-rendered (ssr/season-prefetch.ts), and every
// control is a link, so they read the same with JavaScript off.
import { Link, useLocation } from "react-router-dom";
import type { WeekRef } from "../../../db/domain/league-export";
import { weekLabel } from "../../../db/domain/league-export";
import type { SeasonPartView, TeamSeasonView } from "../../../worker/contract";
import { GameList } from "../components/season/GameList";
import { LeaderBoards } from "../components/season/LeaderBoards";
import { SeasonFrame } from "../components/season/SeasonFrame";
import { StandingsTables } from "../components/season/StandingsTables";
import { useLeagueSeason, useLeagueTeam } from "../hooks/use-league-season";
import { useContentTitle } from "../hooks/use-page-title";
import { leaguePath } from "../lib/leagues";
import { contentTitle } from "../lib/page-titles";
import { parseSeasonPath, type SeasonRoute, seasonPaths } from "../lib/season-paths";
import NotFoundPage from "./NotFoundPage";

function Status({ pending, league }: { pending: boolean; league: string }) {
  if (pending)
    return (
      <div className="page" aria-busy="true">
        <p role="status">Loading season...</p>
      </div>
    );
  return (
    <div className="page page--narrow status-page">
      <Link to={leaguePath(league)} className="back-link">
        ← Back to the league
      </Link>
      <h1>Season Not Found</h1>
      <p>This league has not exported this season.</p>
    </div>
  );
}

const sameWeek = (a: WeekRef, b: WeekRef | null) => b !== null && a.stage === b.stage && a.week === b.week;

function Schedule({ view }: { view: Extract<SeasonPartView, { page: "schedule" }> }) {
  const shown = view.week;
  return (
    <>
      <nav className="season-nav season-nav--weeks" aria-label="Weeks">
        {view.weeks.map((w) => (
          <Link
            key={`${w.stage}:${w.week}`}
            to={seasonPaths.schedule(view.league.slug, view.season, w)}
            aria-current={sameWeek(w, shown) ? "page" : undefined}
          >
            {weekLabel(w.stage, w.week)}
          </Link>
        ))}
      </nav>
      {shown ? (
        <section aria-labelledby="season-week">
          <h2 id="season-week">{weekLabel(shown.stage, shown.week)}</h2>
          <GameList view={view} games={view.games} />
        </section>
      ) : (
        <p className="empty-state">No games have been exported for this season yet.</p>
      )}
    </>
  );
}

function SeasonSections({ route }: { route: Exclude<SeasonRoute, { page: "team" }> }) {
  const { league, season, ...part } = route;
  const query = useLeagueSeason(league, season, part);
  const view = query.data;
  useContentTitle(view ? contentTitle(`${view.league.name} season ${view.season}`) : null);
  if (!view) return <Status pending={query.isPending} league={league} />;
  if (view.page === "standings")
    return (
      <SeasonFrame view={view} section="standings" title="Standings">
        <StandingsTables view={view} />
      </SeasonFrame>
    );
  if (view.page === "leaders")
    return (
      <SeasonFrame view={view} section="leaders" title="Stat leaders">
        <LeaderBoards view={view} leaders={view.leaders} />
      </SeasonFrame>
    );
  return (
    <SeasonFrame view={view} section="schedule" title="Schedule and results">
      <Schedule view={view} />
    </SeasonFrame>
  );
}

function Team({ view }: { view: TeamSeasonView }) {
  const s = view.standing;
  return (
    <SeasonFrame view={view} section="team" title={view.team.name}>
      <dl className="season-team__facts">
        <div>
          <dt>Record</dt>
          <dd>{s ? `${s.wins}-${s.losses}-${s.ties}` : "—"}</dd>
        </div>
        <div>
          <dt>Division</dt>
          <dd>{view.team.division || "—"}</dd>
        </div>
        <div>
          <dt>Streak</dt>
          <dd>{s?.streak ?? "—"}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{s ? `${s.pointsFor}–${s.pointsAgainst}` : "—"}</dd>
        </div>
      </dl>
      <section aria-labelledby="team-games">
        <h2 id="team-games">Games</h2>
        <GameList view={view} games={view.games} showWeek />
      </section>
      <section aria-labelledby="team-leaders">
        <h2 id="team-leaders">Team leaders</h2>
        <LeaderBoards view={view} leaders={view.leaders} showTeam={false} />
      </section>
      <section aria-labelledby="team-stories">
        <h2 id="team-stories">Stories</h2>
        {view.stories.length === 0 ? (
          <p className="empty-state">No stories about this team yet.</p>
        ) : (
          <ul className="season-stories">
            {view.stories.map((story) => (
              <li key={story.id}>
                <Link to={`/read/${story.id}`}>{story.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </SeasonFrame>
  );
}

function TeamSection({ route }: { route: Extract<SeasonRoute, { page: "team" }> }) {
  const query = useLeagueTeam(route.league, route.season, route.teamId);
  const view = query.data;
  useContentTitle(view ? contentTitle(`${view.team.name}, season ${view.season}`) : null);
  if (!view) return <Status pending={query.isPending} league={route.league} />;
  return <Team view={view} />;
}

export default function SeasonPage() {
  const route = parseSeasonPath(useLocation().pathname);
  if (!route) return <NotFoundPage />;
  return route.page === "team" ? <TeamSection route={route} /> : <SeasonSections route={route} />;
}
