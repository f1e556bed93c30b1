import { Link } from "react-router-dom";
import type { AuthorArticle } from "../../../../worker/contract";
import { useCurrentUser } from "../../hooks/use-current-user";
import { useFollowGeneration, useRetryGeneration } from "../../hooks/use-generation";
import "./generation-status.css";

/** Where the AI reporter is with this story; nothing once it is ready. */
export function GenerationStatus({ article }: { article: AuthorArticle }) {
  useFollowGeneration(article);
  const { user, isAdmin } = useCurrentUser();
  const retry = useRetryGeneration(article.id);
  const mayAct = isAdmin || (user !== null && user.id === article.userId);

  if (article.status === "generating") {
    return (
      <div className="generation-status generation-status--working" role="status" aria-live="polite">
        <span className="generation-status__spinner" aria-hidden="true" />
        Our reporter is writing this story…
      </div>
    );
  }
  if (article.status === "draft") {
    return (
      <div className="generation-status" role="status">
        {mayAct ? (
          <>
            <p>This recap is waiting for you to check the box score before our reporter writes it.</p>
            <Link className="button" to={`/create/${article.id}/box-score`}>
              Check the box score
            </Link>
          </>
        ) : (
          <p>Our reporter will write this recap soon. Below is what the author sent in.</p>
        )}
      </div>
    );
  }
  if (article.status === "failed") {
    // The reason's first line says what happened; the lines after it ("- …") are the draft's problems.
    const [reason, ...problems] = (article.generationError ?? "").split("\n");
    return (
      <div className="generation-status generation-status--failed" role="alert">
        <p>
          <strong>Our reporter could not write this story.</strong> {reason}
        </p>
        {problems.length > 0 && (
          <ul className="generation-status__problems">
            {problems.map((p) => (
              <li key={p}>{p.replace(/^- /, "")}</li>
            ))}
          </ul>
        )}
        <p>Below is the text as it was typed.</p>
        {mayAct && article.type === "game_recap" && (
          <Link className="button" to={`/create/${article.id}/box-score`}>
            Correct the box score
          </Link>
        )}
        {mayAct && (
          <button type="button" className="button" onClick={() => retry.mutate()} disabled={retry.isPending}>
            {retry.isPending ? "Retrying…" : "Retry"}
          </button>
        )}
        {retry.isError && <p className="generation-status__error">{retry.error.message}</p>}
      </div>
    );
  }
  return null;
}
