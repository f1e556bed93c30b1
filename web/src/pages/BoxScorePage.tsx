import { type FormEvent, useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import {
  NAME_MAX,
  POSITIONS,
  type Position,
  parseArticleId,
  SCORE_MIN_MESSAGE,
  SEASON_MESSAGE,
} from "../../../db/domain";
import { checkBoxScore } from "../../../db/domain/box-score-checks";
import type { BoxScoreView } from "../../../worker/contract";
import { PlayerCards } from "../components/box-score/PlayerCards";
import { ReadingState } from "../components/box-score/ReadingState";
import { RewriteStatus } from "../components/box-score/RewriteStatus";
import { GameWhenFields, gameWhenFrom, gameWhenOf } from "../components/form/GameWhenFields";
import { UnreadLines } from "../components/ocr/UnreadLines";
import { ScreenshotGallery } from "../components/ScreenshotGallery";
import { useBoxScore, useConfirmBoxScore } from "../hooks/use-box-score";
import { useWriters } from "../hooks/use-writers";
import { ApiRequestError } from "../lib/api";
import { emptyRow, fromDrafts, type RowDraft, toDrafts } from "../lib/box-score-form";
import { rowProblems } from "../lib/box-score-problems";
import { readingOf, rowsFromReading, scoreMark } from "../ocr/prefill";
import { clearReading, loadReading } from "../ocr/saved-reading";
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
  const writers = useWriters();
  // A published recap is corrected here and rewritten; it stays up meanwhile (decision 202).
  const published = initial.status === "ready";
  const [when, setWhen] = useState(() => gameWhenFrom(initial));
  const [writerId, setWriterId] = useState(initial.writerId ?? "");
  const [sent, setSent] = useState(false);
  // What the device read from the screenshots on /create (decision 140). A cloud model's reading,
  // when one is configured, already filled initial.players and comes first.
  const reading = useMemo(() => {
    const saved = initial.players.length === 0 ? loadReading(id) : null;
    return saved ? readingOf(saved, { home: initial.homeTeam, away: initial.awayTeam }) : null;
  }, [id, initial]);
  // A score the author typed wins over the screenshot's; the screenshot fills only a blank one (0–0).
  const typedScore = initial.homeScore !== 0 || initial.awayScore !== 0;
  const readScore = !typedScore && reading?.homeScore && reading.awayScore ? reading : null;
  const [homeTeam, setHomeTeam] = useState(initial.homeTeam);
  const [awayTeam, setAwayTeam] = useState(initial.awayTeam);
  const [homeScore, setHomeScore] = useState(String(readScore?.homeScore?.value ?? initial.homeScore));
  const [awayScore, setAwayScore] = useState(String(readScore?.awayScore?.value ?? initial.awayScore));
  const [scoreMarks, setScoreMarks] = useState({
    home: scoreMark(readScore?.homeScore ?? null),
    away: scoreMark(readScore?.awayScore ?? null),
  });
  const [rows, setRows] = useState<RowDraft[]>(() =>
    reading?.players.length ? rowsFromReading(reading) : toDrafts(initial.players),
  );
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
    const season = when.season.trim();
    if (season !== "" && !/^\d+$/.test(season)) return setError(SEASON_MESSAGE);
    confirm.mutate(
      {
        ...box,
        acknowledgeWarnings: acknowledged,
        ...gameWhenOf(when),
        ...(published && writerId ? { writerId } : {}),
      },
      {
        onSuccess: () => {
          clearReading(id);
          if (published) setSent(true);
          else navigate(`/read/${id}`);
        },
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
      <h1>{published ? "Correct this recap" : "Check the box score"}</h1>
      {published ? (
        <p>
          Fix the teams, score, date or box score and choose who rewrites it. The published story stays up until the
          rewritten one has passed our checks.
        </p>
      ) : (
        <p>
          Our reporter writes only from these numbers. Fix anything the screenshots got wrong, add missing players, then
          send it.
        </p>
      )}
      {published && !sent && <RewriteStatus id={id} />}
      <ScreenshotGallery images={initial.statsImages} title="Your screenshots" />
      <ReadingState box={initial} deviceRows={reading?.players.length ?? 0} />
      <UnreadLines unread={reading?.unread ?? initial.extraction.unread} marked={reading !== null} />
      <fieldset className="box-score__teams">
        <legend>Final score</legend>
        <label>
          Home team
          <input value={homeTeam} onChange={(e) => setHomeTeam(e.target.value)} maxLength={NAME_MAX} required />
        </label>
        <label>
          Home score
          <input
            value={homeScore}
            data-read={scoreMarks.home}
            onChange={(e) => {
              setHomeScore(e.target.value);
              setScoreMarks((m) => ({ ...m, home: undefined }));
            }}
            inputMode="numeric"
            required
          />
        </label>
        <label>
          Away team
          <input value={awayTeam} onChange={(e) => setAwayTeam(e.target.value)} maxLength={NAME_MAX} required />
        </label>
        <label>
          Away score
          <input
            value={awayScore}
            data-read={scoreMarks.away}
            onChange={(e) => {
              setAwayScore(e.target.value);
              setScoreMarks((m) => ({ ...m, away: undefined }));
            }}
            inputMode="numeric"
            required
          />
        </label>
      </fieldset>
      <GameWhenFields values={when} onChange={(changes) => setWhen((w) => ({ ...w, ...changes }))} />
      {published && (
        <label className="box-score__writer">
          Reporter for the rewrite
          <select value={writerId} onChange={(e) => setWriterId(e.target.value)}>
            {writers.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name} ({w.role})
              </option>
            ))}
          </select>
        </label>
      )}
      {POSITIONS.map((position) => (
        <PlayerCards
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
      {sent && <RewriteStatus id={id} />}
      <button type="submit" className="button" disabled={confirm.isPending}>
        {confirm.isPending ? "Sending to our reporter..." : published ? "Rewrite my recap" : "Write my recap"}
      </button>
    </form>
  );
}
