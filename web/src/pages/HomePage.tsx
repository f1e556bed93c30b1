import { Link } from "react-router-dom";
import { ArticleCard } from "../components/ArticleCard";
import { EmptySlot } from "../components/EmptySlot";
import { HomeTiles } from "../components/HomeTiles";
import { Logo } from "../components/Logo";
import { MeetTheTeam } from "../components/MeetTheTeam";
import { CardSkeleton } from "../components/Skeleton";
import { useReactionBatch } from "../hooks/use-reactions";
import { HOME_LIMIT, useRecapList } from "../hooks/use-recaps";
import { useWriters } from "../hooks/use-writers";
import { pickHeadlines } from "../lib/headlines";

function TopHeadlines() {
  const list = useRecapList(HOME_LIMIT);
  const writers = useWriters();
  const { featured, second, small } = pickHeadlines(list.data?.recaps ?? []);
  const shown = [featured, second, ...small].filter((a) => a !== undefined);
  const reactions = useReactionBatch(shown.map((a) => a.id)).data;

  if (list.isPending) {
    return (
      <div className="headlines" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading stories…
        </p>
        <div className="headlines__main">
          <CardSkeleton />
          <CardSkeleton />
        </div>
        <div className="headlines__side">
          <CardSkeleton image={false} />
          <CardSkeleton image={false} />
          <CardSkeleton image={false} />
        </div>
      </div>
    );
  }
  if (!featured) return <EmptySlot />;
  return (
    <div className="headlines">
      <div className="headlines__main">
        <ArticleCard article={featured} writers={writers} reactions={reactions?.[featured.id]} size="featured" eager />
        {second ? (
          <ArticleCard article={second} writers={writers} reactions={reactions?.[second.id]} size="standard" />
        ) : (
          <EmptySlot />
        )}
      </div>
      <section className="headlines__side" aria-label="More stories">
        {small.length > 0 ? (
          small.map((a) => (
            <ArticleCard key={a.id} article={a} writers={writers} reactions={reactions?.[a.id]} size="small" />
          ))
        ) : second ? (
          <EmptySlot />
        ) : null}
      </section>
    </div>
  );
}

export default function HomePage() {
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="hero-heading">
        <Logo size={56} />
        <h1 id="hero-heading">What do you want to generate today?</h1>
        <HomeTiles />
      </section>

      <section className="home-section" aria-labelledby="headlines-heading">
        <h2 id="headlines-heading">Top Headlines</h2>
        <TopHeadlines />
      </section>

      <section className="home-section about" aria-labelledby="about-heading">
        <h2 id="about-heading">About DGSN</h2>
        <p>
          DGSN is the news desk for video-game football franchise leagues. League members post news and game recaps, and
          our AI reporter personas write them up in their own voices, from the scores you type and the box-score
          screenshots you upload.
        </p>
        <p>
          Optimised for the season-26 pro football franchise game, with screenshot processing, and it supports the
          season-26 college football edition too.
        </p>
      </section>

      <section className="support-banner" aria-labelledby="support-heading">
        <h2 id="support-heading" className="support-banner__title">
          Support Us
        </h2>
        <p>DGSN is free for every league. If it helps yours, help keep the presses running.</p>
        <Link to="/support" className="button button--light">
          Support Us
        </Link>
      </section>

      <MeetTheTeam />
    </div>
  );
}
