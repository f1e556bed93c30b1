import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router-dom";
import { decodeLeagueId, isFiltered, KNOWN_LEAGUES, leagueDisplay, OTHER_LEAGUE } from "../../../db/domain";
import { GameWeekFilterBar, useGameWeekFilter } from "../components/GameWeekFilterBar";
import { LeagueArticleCard } from "../components/LeagueArticleCard";
import { NewsroomShelves } from "../components/NewsroomShelves";
import { LeagueReels } from "../components/reels/LeagueReels";
import { CardSkeleton } from "../components/Skeleton";
import { SeasonLinks } from "../components/season/SeasonLinks";
import { useCurrentUser } from "../hooks/use-current-user";
import { useLeagueIcons } from "../hooks/use-league-icons";
import { useReactionBatch } from "../hooks/use-reactions";
import { ALL_LIMIT, useRecapList } from "../hooks/use-recaps";
import { useWriters } from "../hooks/use-writers";
import { articleDate } from "../lib/format-date";
import { leagueIcon, leaguePageName, matchLeague } from "../lib/leagues";
import { weekChoices } from "../lib/week-choices";

// Only a signed-in visitor can manage the league: readers never load the remove controls.
const LeagueModeration = lazy(() => import("../components/league/LeagueModeration"));

const BackToCommunity = () => (
  <Link to="/community" className="back-link">
    ← Back to Community
  </Link>
);

export default function LeaguePage() {
  const leagueId = decodeLeagueId(useParams().leagueId ?? "");
  const isOther = leagueId.toLowerCase() === OTHER_LEAGUE;
  // A league's own list (the server render's, cached under the league's version: decision 306);
  // the page of every other league reads the site's.
  const own = isOther ? {} : { league: leagueId };
  const list = useRecapList(ALL_LIMIT, true, own);
  const filter = useGameWeekFilter();
  const filtered = isFiltered(filter);
  const filteredList = useRecapList(ALL_LIMIT, filtered, { ...filter, ...own });
  const icons = useLeagueIcons().data;
  const writers = useWriters();
  const articles = list.data ? matchLeague(list.data.recaps, leagueId) : [];
  // The league's page exists by all its articles; the grid shows the season, week and shelf asked for.
  const shown = !filtered ? articles : filteredList.data ? matchLeague(filteredList.data.recaps, leagueId) : [];
  const seasons = [...new Set(articles.flatMap((a) => (a.season == null ? [] : [a.season])))];
  // The weeks of the stories the page has, unless its list was cut at its limit (decision 366). The
  // server render reads the same list, so the app's first render offers the same options.
  const weeks = weekChoices(articles, filter, list.data?.hasMore === false);
  const reactions = useReactionBatch(shown.map((a) => a.id)).data;
  const { user } = useCurrentUser();

  if (list.isPending) {
    return (
      <div className="page" aria-busy="true">
        <p role="status">Loading league...</p>
        <div className="article-grid">
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton />
        </div>
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="page status-page">
        <BackToCommunity />
        <h1>Failed to fetch articles</h1>
      </div>
    );
  }

  // A league exists when it has articles, or is one the site always covers (built-in or with an icon).
  const exists =
    isOther ||
    articles.length > 0 ||
    (KNOWN_LEAGUES as readonly string[]).includes(leagueId) ||
    leagueIcon(icons, leagueId) !== undefined;
  if (!exists) {
    return (
      <div className="page page--narrow status-page">
        <BackToCommunity />
        <h1>League Not Found</h1>
        <p>The league "{leagueId}" could not be found.</p>
      </div>
    );
  }

  const name = leaguePageName(leagueId, articles);
  const display = leagueDisplay(isOther ? OTHER_LEAGUE : name);
  const writerCount = new Set(articles.map((a) => a.writerId ?? "")).size;
  return (
    <div className="page league">
      <header className="league-header" style={{ background: display.color }}>
        <Link to="/community" className="back-link back-link--light">
          ← Back to Community
        </Link>
        <h1>{name}</h1>
        <p>{display.description}</p>
        <dl className="league-header__stats">
          <div>
            <dt>Articles</dt>
            <dd>{articles.length}</dd>
          </div>
          <div>
            <dt>Writers</dt>
            <dd>{writerCount}</dd>
          </div>
          <div>
            <dt>Latest</dt>
            <dd>{articles[0] ? articleDate(articles[0]) : "—"}</dd>
          </div>
        </dl>
      </header>
      {!isOther && <SeasonLinks league={name} />}
      {!isOther && <LeagueReels leagueName={name} />}
      {user && !isOther && (
        <Suspense fallback={null}>
          <LeagueModeration leagueName={name} articles={articles} />
        </Suspense>
      )}
      <GameWeekFilterBar seasons={seasons} weeks={weeks} />
      <NewsroomShelves current={filter.kind} />
      {filtered && filteredList.isPending ? (
        <p role="status">Loading articles...</p>
      ) : filtered && shown.length === 0 ? (
        <div className="empty-state">
          <h2>No Articles Here Yet</h2>
          <p>No stories of this league match the season, week and kind chosen.</p>
        </div>
      ) : articles.length === 0 ? (
        <div className="empty-state">
          <h2>No Articles Yet</h2>
          <p>Stories posted for this league will appear here.</p>
          <Link to="/create" className="button">
            Create New Story
          </Link>
        </div>
      ) : (
        <section aria-labelledby="league-articles">
          <h2 id="league-articles" className="visually-hidden">
            Articles
          </h2>
          <div className="article-grid">
            {shown.map((a, i) => (
              <LeagueArticleCard
                key={a.id}
                article={a}
                writers={writers}
                reactions={reactions?.[a.id]}
                eager={i === 0}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
