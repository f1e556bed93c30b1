import "../components/create/posting.css";
import { Link } from "react-router-dom";
import type { Article } from "../../../worker/contract";
import { useMyRecaps } from "../hooks/use-recaps";
import { useWriters } from "../hooks/use-writers";
import { snippet } from "../lib/article-text";
import { articleDate } from "../lib/format-date";
import { type Writer, writerOf } from "../lib/writers";

/** Spec §9: the card excerpt is 180 characters. */
const EXCERPT = 180;

const typeBadge = (a: Article) =>
  a.type === "game_recap" ? "GAME RECAP" : a.category ? a.category.toUpperCase() : "NEWS";

function MyArticleCard({ article, writers }: { article: Article; writers: Writer[] }) {
  const writer = writerOf(writers, article.writerId);
  return (
    <li className="card my-article">
      <div className="card__body">
        <p className="card__badges">
          <span className="badge badge--type">{typeBadge(article)}</span> <span>{articleDate(article)}</span>
        </p>
        <h2 className="card__title">{article.title}</h2>
        {article.leagueName && <p className="card__meta">{article.leagueName}</p>}
        <p className="card__excerpt">{snippet(article.content, EXCERPT)}</p>
        <p className="card__meta">
          {writer.name} · {writer.role}
        </p>
        <p className="my-article__links">
          <Link to={`/read/${article.id}`} aria-label={`Read ${article.title}`}>
            READ
          </Link>
          <Link to={`/article/edit/${article.id}`} aria-label={`Edit ${article.title}`}>
            EDIT
          </Link>
        </p>
      </div>
    </li>
  );
}

export default function MyArticlesPage() {
  const query = useMyRecaps();
  const writers = useWriters();
  const articles = query.data?.recaps ?? [];
  return (
    <section className="page">
      <h1>My Articles</h1>
      <p className="page-actions">
        <Link to="/create" className="button button-primary">
          Create New Article
        </Link>
        <Link to="/account" className="button">
          Back to Account
        </Link>
      </p>
      {query.isPending && <p role="status">Loading articles...</p>}
      {query.isError && <p role="alert">Failed to load articles</p>}
      {query.isSuccess && articles.length === 0 && (
        <div className="empty-state">
          <h2>No articles yet</h2>
          <Link to="/create" className="button button-primary">
            Create Your First Article
          </Link>
        </div>
      )}
      {articles.length > 0 && (
        <ul className="article-grid my-articles">
          {articles.map((a) => (
            <MyArticleCard key={a.id} article={a} writers={writers} />
          ))}
        </ul>
      )}
    </section>
  );
}
