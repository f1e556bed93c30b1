import { Link, useParams } from "react-router-dom";
import { parseArticleId } from "../../../db/domain";
import { ArticleActions } from "../components/article/ArticleActions";
import { ArticleBody } from "../components/article/ArticleBody";
import { ArticleHeader } from "../components/article/ArticleHeader";
import { BackLink } from "../components/article/BackLink";
import { GenerationStatus } from "../components/article/GenerationStatus";
import { ReactionBar } from "../components/ReactionBar";
import { useRecap } from "../hooks/use-recaps";

export default function ReaderPage() {
  const id = parseArticleId(useParams().id ?? "") ?? Number.NaN;
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
      <GenerationStatus article={article} />
      <ArticleBody article={article} />
      <ArticleActions article={article} />
      <ReactionBar recapId={article.id} />
    </article>
  );
}
