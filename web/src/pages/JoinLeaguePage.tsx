// An invite link (issue 22): a signed-in member joins the league, or asks to when it needs approval.
import { Link, useParams } from "react-router-dom";
import { useJoinLeague } from "../hooks/use-league-admin";
import { leaguePath } from "../lib/leagues";

export default function JoinLeaguePage() {
  const code = useParams().code ?? "";
  const join = useJoinLeague();
  const done = join.data;
  return (
    <div className="page page--narrow status-page">
      <h1>Join a league</h1>
      {done ? (
        <>
          <p role="status">
            {done.status === "active"
              ? `You are a member of ${done.league.name}.`
              : `You asked to join ${done.league.name}; the commissioner will approve it.`}
          </p>
          <Link className="button" to={leaguePath(done.league.name)}>
            Go to {done.league.name}
          </Link>
        </>
      ) : (
        <>
          <p>You were invited to a league on DGSN.</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => join.mutate(code)}
            disabled={join.isPending}
          >
            Join the league
          </button>
          {join.error && (
            <p className="form-error" role="alert">
              {join.error.message}
            </p>
          )}
        </>
      )}
    </div>
  );
}
