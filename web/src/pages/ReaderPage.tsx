import { Link, useParams } from "react-router-dom";
import { ArticleBody } from "../components/article/ArticleBody";
import { ArticleHeader } from "../components/article/ArticleHeader";
import { BackLink } from "../components/article/BackLink";
import { ReactionBar } from "../components/ReactionBar";
import { useRecap } from "../hooks/use-recaps";

const toId = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN);

export default function ReaderPage() {
  const id = toId(useParams().id);
  const query = useRecap(id);
  const article = query.data;

  if (Number.isNaN(id) || query.isError) {
    return (
      <div className="page page--narrow status-page">
        <h1>Article not found</h1>
        <Link to="/community" className="button">
          ← Back to Community
        </Link>
      </div>
    );
  }
  if (!article) {
    return (
      <div className="page page--narrow status-page" aria-busy="true">
        <p role="status">Loading article...</p>
      </div>
    );
  }

  return (
    <article className="page page--narrow reader">
      <BackLink leagueName={article.leagueName} />
      <ArticleHeader article={article} />
      {/* slot: generation status */}
      <ArticleBody article={article} />
      {/* slot: article actions (edit/delete) */}
      <ReactionBar recapId={article.id} />
    </article>
  );
}
