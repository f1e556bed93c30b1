import { Link } from "react-router-dom";
import { useBoxScore } from "../../hooks/use-box-score";

/**
 * A published recap's latest correction (decision 202), live: being rewritten (the published story
 * stays up meanwhile), not published and why, or published. The box-score query polls while writing.
 */
export function RewriteStatus({ id }: { id: number }) {
  const rewrite = useBoxScore(id).data?.rewrite;
  if (!rewrite) return null;
  if (rewrite.state === "writing")
    return (
      <p className="box-score__note" role="status">
        Our reporter is rewriting this story from your corrections. The published version stays up until the new one has
        passed our checks.
      </p>
    );
  if (rewrite.state === "failed")
    return (
      <div className="box-score__note box-score__note--failed" role="alert">
        <p>
          <strong>The rewrite was not published; the story readers see is unchanged.</strong>
        </p>
        <p className="rewrite-status__reason">{rewrite.error}</p>
      </div>
    );
  return (
    <p className="box-score__note" role="status">
      The corrected story is published. <Link to={`/read/${id}`}>Read it</Link>
    </p>
  );
}
