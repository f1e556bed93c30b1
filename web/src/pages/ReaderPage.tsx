import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router-dom";
import { parseArticleId } from "../../../db/domain";
import { ArticleBody } from "../components/article/ArticleBody";
import { ArticleHeader } from "../components/article/ArticleHeader";
import { BackLink } from "../components/article/BackLink";
import { GenerationStatus } from "../components/article/GenerationStatus";
import { ReactionBar } from "../components/ReactionBar";
import { useCurrentUser } from "../hooks/use-current-user";
import { useContentTitle } from "../hooks/use-page-title";
import { useRecap } from "../hooks/use-recaps";
import { contentTitle } from "../lib/page-titles";

// Edit and Delete are for the author and admins only, and never in the server render (it has no
// user): their code loads once a signed-in member is known, not with every reader's first page.
// A recap's box score and screenshots sit below the story: their code is a chunk of its own that
// starts loading with this page (the server render already has them in place), so it stays out of
// the reader's first-paint budget.
const loadStoryExtras = () => import("../components/article/StoryExtras");
if (typeof window !== "undefined") void loadStoryExtras();
const StoryExtras = lazy(loadStoryExtras);
const ArticleActions = lazy(() =>
  import("../components/article/ArticleActions").then((m) => ({ default: m.ArticleActions })),
);

export default function ReaderPage() {
  const id = parseArticleId(useParams().id ?? "") ?? Number.NaN;
  const query = useRecap(id);
  const article = query.data;
  const { user } = useCurrentUser();
  useContentTitle(article ? contentTitle(article.title) : null);

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
      {/* Only a published story's box score was confirmed by its author (a draft's may be unread lines). */}
      {article.status === "ready" && article.type === "game_recap" && (
        <Suspense fallback={null}>
          <StoryExtras article={article} />
        </Suspense>
      )}
      {user && (
        <Suspense fallback={null}>
          <ArticleActions article={article} />
        </Suspense>
      )}
      <ReactionBar recapId={article.id} />
    </article>
  );
}
