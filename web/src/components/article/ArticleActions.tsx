import "../auth/auth.css";
import "../create/posting.css";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useCurrentUser } from "../../hooks/use-current-user";
import { useDeleteRecap } from "../../hooks/use-recap-mutations";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../../lib/toast-store";

/**
 * Edit and Delete on the reader, shown to the author or an admin (rendering only: the server
 * decides). Delete asks first; on success a toast and home, on failure the spec's messages.
 */
export function ArticleActions({ article }: { article: { id: number; userId: number | null; title: string } }) {
  const { user, isAdmin } = useCurrentUser();
  const navigate = useNavigate();
  const del = useDeleteRecap();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The dialog takes focus on its safe choice, so Enter or Space never deletes by accident.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  if (!user || (!isAdmin && user.id !== article.userId)) return null;

  async function remove() {
    setError(null);
    try {
      await del.mutateAsync(article.id);
      toast({ title: "Article deleted successfully" });
      navigate("/");
    } catch (err) {
      setConfirming(false);
      setError(
        err instanceof ApiRequestError
          ? `Failed to delete article: ${err.message || "Unknown error"}`
          : "An error occurred while trying to delete the article",
      );
    }
  }

  return (
    <div className="article-actions">
      <Link to={`/edit/${article.id}`} className="button">
        Edit
      </Link>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        Delete
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {confirming && (
        <div className="confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-delete-title">
          <div className="confirm-dialog__panel">
            <h2 id="confirm-delete-title">Delete this article?</h2>
            <p>“{article.title}” will be removed for good, with its reactions and images.</p>
            <div className="confirm-dialog__buttons">
              <button type="button" className="button" onClick={() => setConfirming(false)} ref={cancelRef}>
                Cancel
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={del.isPending}
                onClick={() => void remove()}
              >
                {del.isPending ? "Deleting..." : "Yes, delete"}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
