import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { NAME_MAX, POSITIONS, type Position, parseArticleId, SCORE_MIN_MESSAGE } from "../../../db/domain";
import { checkBoxScore } from "../../../db/domain/box-score-checks";
import type { BoxScoreView } from "../../../worker/contract";
import { PlayerTable } from "../components/box-score/PlayerTable";
import { ReadingState } from "../components/box-score/ReadingState";
import { ScreenshotGallery } from "../components/ScreenshotGallery";
import { useBoxScore, useConfirmBoxScore } from "../hooks/use-box-score";
import { ApiRequestError } from "../lib/api";
import { emptyRow, fromDrafts, type RowDraft, toDrafts } from "../lib/box-score-form";
import { rowProblems } from "../lib/box-score-problems";
import "../components/box-score/box-score.css";

/** Check and correct the box score the reporter will write from, then 'Write my recap'. */
export default function BoxScorePage() {
  const id = parseArticleId(useParams().id ?? "") ?? Number.NaN;
  // The server reads the stats screenshots when they are stored; the query polls while it does.
  const box = useBoxScore(id);

  if (box.isError) {
    const signIn = box.error instanceof ApiRequestError && box.error.status === 401;
    return (
      <div className="page page--narrow status-page">
        <h1>{signIn ? "You need to sign in" : "Box score not available"}</h1>
        <p>{box.error.message}</p>
        <Link className="button" to={signIn ? "/login" : "/my-articles"}>
          {signIn ? "Go to Login" : "My Articles"}
        </Link>
      </div>
    );
  }
  if (!box.data || box.data.extraction.state === "running") {
    return (
      <div className="page page--narrow status-page" aria-busy="true">
        <p role="status">{box.data ? "Reading your stats screenshots..." : "Loading box score..."}</p>
      </div>
    );
  }
  return <BoxScoreForm id={id} initial={box.data} />;
}

function BoxScoreForm({ id, initial }: { id: number; initial: BoxScoreView }) {
  const navigate = useNavigate();
  const confirm = useConfirmBoxScore(id);
  const [homeTeam, setHomeTeam] = useState(initial.homeTeam);
  const [awayTeam, setAwayTeam] = useState(initial.awayTeam);
  const [homeScore, setHomeScore] = useState(String(initial.homeScore));
  const [awayScore, setAwayScore] = useState(String(initial.awayScore));
  const [rows, setRows] = useState<RowDraft[]>(() => toDrafts(initial.players));
  const [error, setError] = useState<string | null>(null);
  /** The server's warnings (touchdowns that do not fit the score, a score the screenshots disagree with). */
  const [warnings, setWarnings] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const problems = rowProblems(rows, { homeTeam, awayTeam });

  const change = (key: string, patch: Partial<RowDraft>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = (position: Position) => setRows((all) => [...all, emptyRow(position)]);
  const remove = (key: string) => setRows((all) => all.filter((r) => r.key !== key));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = fromDrafts(rows);
    if ("error" in parsed) return setError(parsed.error);
    const scores = [homeScore, awayScore].map((s) => (s.trim() === "" ? Number.NaN : Number(s)));
    if (scores.some((s) => !Number.isInteger(s) || s < 0)) return setError(SCORE_MIN_MESSAGE);
    const box = { homeTeam, awayTeam, homeScore: scores[0]!, awayScore: scores[1]!, players: parsed.players };
    // The same rows the server refuses, refused here first with the same messages.
    const { refusals } = checkBoxScore(box);
    if (refusals.length) return setError(refusals.map((r) => r.message).join(" "));
    confirm.mutate(
      { ...box, acknowledgeWarnings: acknowledged },
      {
        onSuccess: () => navigate(`/read/${id}`),
        onError: (err) => {
          if (err instanceof ApiRequestError && err.code === "box_score_warnings") setWarnings(err.message);
          else setError(err.message);
        },
      },
    );
  };

  if (initial.status === "generating") {
    return (
      <div className="page page--narrow status-page">
        <p role="status">Our reporter is already writing this story.</p>
        <Link className="button" to={`/read/${id}`}>
          Read it
        </Link>
      </div>
    );
  }

  return (
    <form className="page box-score" onSubmit={submit} noValidate>
      <h1>Check the box score</h1>
      <p>
        Our reporter writes only from these numbers. Fix anything the screenshots got wrong, add missing players, then
        send it.
      </p>
      <ScreenshotGallery images={initial.statsImages} title="Your screenshots" />
      <ReadingState box={initial} />
      <fieldset className="box-score__teams">
        <legend>Final score</legend>
        <label>
          Home team
          <input value={homeTeam} onChange={(e) => setHomeTeam(e.target.value)} maxLength={NAME_MAX} required />
        </label>
        <label>
          Home score
          <input value={homeScore} onChange={(e) => setHomeScore(e.target.value)} inputMode="numeric" required />
        </label>
        <label>
          Away team
          <input value={awayTeam} onChange={(e) => setAwayTeam(e.target.value)} maxLength={NAME_MAX} required />
        </label>
        <label>
          Away score
          <input value={awayScore} onChange={(e) => setAwayScore(e.target.value)} inputMode="numeric" required />
        </label>
      </fieldset>
      {POSITIONS.map((position) => (
        <PlayerTable
          key={position}
          position={position}
          rows={rows.filter((r) => r.position === position)}
          onChange={change}
          onAdd={() => add(position)}
          onRemove={remove}
          problems={problems}
        />
      ))}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {warnings && (
        <div className="box-score__note" role="alert">
          <p>
            <strong>Please check:</strong> {warnings}
          </p>
          <label>
            <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} /> These
            numbers are right; write my recap from them
          </label>
        </div>
      )}
      <button type="submit" className="button" disabled={confirm.isPending}>
        {confirm.isPending ? "Sending to our reporter..." : "Write my recap"}
      </button>
    </form>
  );
}
