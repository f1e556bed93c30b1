import { Link } from "react-router-dom";
import { leagueDisplay } from "../../../db/domain";
import { LeagueIcon } from "../components/LeagueIcon";
import { CardSkeleton } from "../components/Skeleton";
import { useLeagueIcons } from "../hooks/use-league-icons";
import { ALL_LIMIT, useRecapList } from "../hooks/use-recaps";
import { countWithoutLeague, leagueIconSrc, leaguePath, summarizeLeagues } from "../lib/leagues";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function LeagueGrid() {
  const list = useRecapList(ALL_LIMIT);
  const icons = useLeagueIcons().data;

  if (list.isPending) {
    return (
      <div className="league-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading leagues…
        </p>
        <CardSkeleton image={false} />
        <CardSkeleton image={false} />
        <CardSkeleton image={false} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <p role="alert" className="error-text">
        Failed to fetch articles
      </p>
    );
  }
  const articles = list.data.recaps;
  const leagues = summarizeLeagues(articles);
  if (leagues.length === 0) {
    return (
      <div className="empty-state">
        <h2>No Leagues Found</h2>
        <p>Be the first to post a story for your league.</p>
        <Link to="/create" className="button">
          Create New Story
        </Link>
      </div>
    );
  }
  const total = articles.length;
  // Stories posted in no league are counted too, so the cards add up to the total.
  const withoutLeague = countWithoutLeague(articles);
  const average = (total / leagues.length).toFixed(1);
  return (
    <>
      <dl className="stats" aria-label="Community summary">
        <div>
          <dt>Active Leagues</dt>
          <dd>{leagues.length}</dd>
        </div>
        <div>
          <dt>Total Articles</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>Average per League</dt>
          <dd>{average}</dd>
        </div>
      </dl>
      <h2>Leagues</h2>
      <ul className="league-grid">
        {leagues.map((l) => (
          <li key={l.name}>
            <Link
              to={leaguePath(l.name)}
              className="league-card"
              style={{ borderTopColor: leagueDisplay(l.name).color }}
            >
              <LeagueIcon name={l.name} src={leagueIconSrc(icons, l.name)} />
              <span className="league-card__name">{l.name}</span>
              <span className="league-card__count">{plural(l.count, "article")}</span>
              <span className="league-card__description">{leagueDisplay(l.name).description}</span>
            </Link>
          </li>
        ))}
        {withoutLeague > 0 && (
          <li>
            <Link
              to={leaguePath("other")}
              className="league-card league-card--plain"
              style={{ borderTopColor: leagueDisplay(null).color }}
            >
              <span className="league-card__name">No league</span>
              <span className="league-card__count">{plural(withoutLeague, "article")}</span>
              <span className="league-card__description">Stories posted without a league.</span>
            </Link>
          </li>
        )}
      </ul>
      <section aria-labelledby="rss-heading" className="rss">
        <h2 id="rss-heading">RSS Feeds</h2>
        <ul>
          <li>
            <a href="/api/rss">All stories (RSS)</a>
          </li>
          {leagues.map((l) => (
            <li key={l.name}>
              <a href={`/api/rss?league=${encodeURIComponent(l.name)}`}>{l.name} (RSS)</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default function CommunityPage() {
  return (
    <div className="page community">
      <h1>DGSN Community</h1>
      <p className="lead">Every league DGSN covers, with its latest stories and feeds.</p>
      <LeagueGrid />
      <section aria-labelledby="community-about" className="about">
        <h2 id="community-about">About the community</h2>
        <p>
          Each league's members post news and game recaps, and our reporter personas write them up. Pick a league to
          read its stories, or follow its RSS feed.
        </p>
        <p>
          <Link to="/support">Support DGSN</Link> to keep the community hub free for every league.
        </p>
      </section>
    </div>
  );
}
