import "../components/create/posting.css";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { REQUIRED_MESSAGE, SCORE_MIN_MESSAGE, TEAMS_REQUIRED_MESSAGE, toEmbedUrl } from "../../../db/domain";
import { CreateArticleForm, type CreateFormValues } from "../components/create/CreateArticleForm";
import { ProgressOverlay } from "../components/create/ProgressOverlay";
import { emptyStatsImages } from "../components/create/StatsImagesField";
import { accountSettingsQuery } from "../hooks/use-account-settings";
import { useCurrentUser } from "../hooks/use-current-user";
import { type CreateStep, useCreateRecap } from "../hooks/use-recap-mutations";
import { useWriters } from "../hooks/use-writers";
import { ApiRequestError } from "../lib/api";
import { saveReading } from "../ocr/saved-reading";
import { ScreenReadingContext, useScreenReading } from "../ocr/use-screen-reading";

const initial = (type: string | null): CreateFormValues => ({
  type: type === "game_recap" ? "game_recap" : "news",
  category: "general",
  title: "",
  content: "",
  featured: [],
  leagueName: "",
  writerId: "",
  youtubeUrl: "",
  playerQuotes: "",
  homeTeam: "",
  awayTeam: "",
  homeScore: "",
  awayScore: "",
  stats: emptyStatsImages(),
});

/** What the client checks before anything is sent (spec §5); the server checks again. */
function problemOf(v: CreateFormValues): string | null {
  if (!v.title.trim() || !v.content.trim()) return REQUIRED_MESSAGE;
  if (v.youtubeUrl.trim()) {
    const video = toEmbedUrl(v.youtubeUrl);
    if (!video.ok) return video.message;
  }
  if (v.type !== "game_recap") return null;
  if (!v.homeTeam.trim() || !v.awayTeam.trim()) return TEAMS_REQUIRED_MESSAGE;
  for (const s of [v.homeScore, v.awayScore])
    if (s !== "" && (!/^-?\d+$/.test(s) || Number(s) < 0)) return SCORE_MIN_MESSAGE;
  if (v.stats.game.length === 0) return "At least one game stats image is required for game recap";
  return null;
}

const score = (s: string) => (s === "" ? undefined : Number(s));

export default function CreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const writers = useWriters();
  const settings = useQuery({ ...accountSettingsQuery, enabled: user !== null, retry: false });
  const [values, setValues] = useState(() => initial(params.get("type")));
  const [step, setStep] = useState<CreateStep | null>(null);
  const create = useCreateRecap(setStep);
  const [error, setError] = useState<string | null>(null);
  const [leagueTouched, setLeagueTouched] = useState(false);
  const reading = useScreenReading();
  const [waitingForReading, setWaitingForReading] = useState(false);
  // One key per form: a double click or a retry of this submission makes one article.
  const [createKey] = useState(() => crypto.randomUUID());

  const savedLeague = settings.data?.leagueName;
  useEffect(() => {
    if (savedLeague && !leagueTouched) setValues((v) => ({ ...v, leagueName: savedLeague }));
  }, [savedLeague, leagueTouched]);

  const writerId = values.writerId || writers[0]?.id || "";

  async function submit() {
    setError(null);
    const problem = problemOf(values);
    if (problem) {
      setError(problem);
      return;
    }
    const recap = values.type === "game_recap";
    if (recap && reading.busy) {
      // The screenshots are still being read: wait (the author can stop it) before creating.
      setWaitingForReading(true);
      await reading.settled();
      setWaitingForReading(false);
    }
    try {
      const { id } = await create.mutateAsync({
        recap: {
          createKey,
          type: values.type,
          category: recap ? undefined : values.category,
          title: values.title,
          content: values.content,
          leagueName: values.leagueName || null,
          writerId,
          gameDate: new Date().toISOString().slice(0, 10),
          aiRequested: true,
          youtubeUrl: values.youtubeUrl.trim() || null,
          playerQuotes: values.playerQuotes || null,
          ...(recap
            ? {
                homeTeam: values.homeTeam,
                awayTeam: values.awayTeam,
                homeScore: score(values.homeScore),
                awayScore: score(values.awayScore),
                fromDirectImages: true,
              }
            : {}),
        },
        featuredImage: values.featured[0],
        statsImages: recap ? values.stats : {},
      });
      if (recap) saveReading(id, reading.results());
      // A recap goes to the box-score check (the screenshots read on this device pre-fill it) before it is written.
      navigate(recap ? `/create/${id}/box-score` : `/read/${id}`);
    } catch (err) {
      setStep(null);
      setError(err instanceof ApiRequestError && err.message ? err.message : "Failed to create article");
    }
  }

  return (
    <section className="page page--narrow">
      <h1>Create New Article</h1>
      {error && (
        <p className="form-error banner-error" role="alert">
          {error}
        </p>
      )}
      <ScreenReadingContext.Provider value={values.type === "game_recap" ? reading : null}>
        <CreateArticleForm
          values={{ ...values, writerId }}
          writers={writers}
          busy={step !== null || waitingForReading}
          onChange={(changes) => {
            if ("leagueName" in changes) setLeagueTouched(true);
            setValues((v) => ({ ...v, ...changes }));
          }}
          onSubmit={() => void submit()}
        />
      </ScreenReadingContext.Provider>
      {waitingForReading && (
        <p role="status">Reading your stats screenshots before publishing... You can stop reading them above.</p>
      )}
      {step !== null && <ProgressOverlay step={step} />}
    </section>
  );
}
