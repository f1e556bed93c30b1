import { Link, useNavigate, useParams } from "react-router-dom";
import { STAFF_LABEL } from "../../../db/domain/personas";
import { REEL_STYLES, reelInProgress } from "../../../db/domain/reels";
import { ReelPlayer } from "../components/reels/ReelPlayer";
import { ReelShareButton } from "../components/reels/ReelShareButton";
import { SaveVideoButton } from "../components/reels/SaveVideoButton";
import { WriterName } from "../components/WriterName";
import { useContentTitle } from "../hooks/use-page-title";
import { useDeleteReel, useReel } from "../hooks/use-reels";
import { ApiRequestError } from "../lib/api";
import { contentTitle } from "../lib/page-titles";
import { toast } from "../lib/toast-store";
import "../components/reels/reels.css";
import { leaguePath } from "../lib/leagues";

/** /reels/{id}: a highlight reel plays as a story; its owner also sees it while it is being made. */
export default function ReelPage() {
  const id = Number(useParams().id);
  const query = useReel(Number.isSafeInteger(id) ? id : 0);
  const remove = useDeleteReel();
  const navigate = useNavigate();
  const reel = query.data?.reel;
  useContentTitle(reel ? contentTitle(reel.title) : null);

  if (query.isPending)
    return (
      <p className="page" role="status">
        Loading reel…
      </p>
    );
  if (query.isError || !reel) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <section className="page page--narrow status-page">
        <h1>{missing ? "Reel not found" : "This reel could not be loaded"}</h1>
        <p>{missing ? "This reel does not exist, or it is not finished yet." : "Please try again."}</p>
        <Link to="/">Go to Home</Link>
      </section>
    );
  }

  const frame = { ...reel, staffName: STAFF_LABEL.name };
  return (
    <article className="page reel-page" style={{ ["--league-color" as string]: reel.leagueColor }}>
      <header className="reel-page__header">
        <h1>{reel.title}</h1>
        <p className="reel-page__meta">
          {reel.leagueName && (
            <Link to={leaguePath(reel.leagueName)} className="reel-page__league">
              {reel.leagueName}
            </Link>
          )}{" "}
          · {REEL_STYLES[reel.style]?.label ?? reel.style} · narrated by{" "}
          {reel.narrator ? (
            <WriterName name={reel.narrator.name} color={reel.narrator.color} />
          ) : (
            <span>{STAFF_LABEL.name}</span>
          )}
        </p>
      </header>
      {reelInProgress(reel.status) && (
        <p role="status" className="reel-page__progress">
          Making your reel… It picks the big plays and stat lines from the published box scores.
        </p>
      )}
      {reel.status === "failed" && (
        <div role="alert" className="reel-page__failed">
          <h2>This reel could not be made</h2>
          <p>{reel.failureReason}</p>
          <Link to="/my-reels">Make another reel</Link>
        </div>
      )}
      {reel.status === "completed" && (
        <>
          <ReelPlayer reel={frame} />
          <div className="reel-page__actions">
            <ReelShareButton title={reel.title} id={reel.id} />
            <SaveVideoButton reel={frame} />
          </div>
          <section aria-labelledby="reel-facts">
            <h2 id="reel-facts">In this reel</h2>
            <ol className="reel-facts">
              {reel.segments
                .filter((s) => s.segmentType !== "intro")
                .map((s) => (
                  <li key={`${s.startTime}-${s.textOverlay}`}>
                    {s.playDescription}
                    {s.recapId !== null && (
                      <>
                        {" "}
                        <Link to={`/read/${s.recapId}`}>Read the recap</Link>
                      </>
                    )}
                  </li>
                ))}
            </ol>
          </section>
        </>
      )}
      {query.data.mine && (
        <p>
          <button
            type="button"
            className="button-secondary"
            disabled={remove.isPending}
            onClick={() => {
              if (!window.confirm("Delete this reel?")) return;
              remove.mutate(reel.id, {
                onSuccess: () => {
                  toast({ title: "Reel deleted" });
                  navigate("/my-reels");
                },
                onError: (err) =>
                  toast({ title: "Could not delete", description: err.message, variant: "destructive" }),
              });
            }}
          >
            Delete reel
          </button>
        </p>
      )}
    </article>
  );
}
