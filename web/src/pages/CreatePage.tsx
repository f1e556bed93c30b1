import "../components/create/posting.css";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { suggestGameWeek } from "../../../db/domain/game-week";
import { CreateArticleForm, type CreateFormValues } from "../components/create/CreateArticleForm";
import { ProgressOverlay } from "../components/create/ProgressOverlay";
import { emptyStatsImages } from "../components/create/StatsImagesField";
import { FormError } from "../components/form/FieldError";
import { gameWhenOf, today } from "../components/form/GameWhenFields";
import { accountSettingsQuery } from "../hooks/use-account-settings";
import { useCurrentUser } from "../hooks/use-current-user";
import { useFormErrors } from "../hooks/use-form-errors";
import { type CreateStep, useCreateRecap } from "../hooks/use-recap-mutations";
import { myRecapsQuery } from "../hooks/use-recaps";
import { useWriters } from "../hooks/use-writers";
import { ApiRequestError } from "../lib/api";
import { type ArticleField, checkArticle } from "../lib/article-form-checks";
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
  gameDate: today(),
  season: "",
  week: "",
  stats: emptyStatsImages(),
});

/** The form's values as the field checks read them (lib/article-form-checks). */
const errorsOf = (v: CreateFormValues) =>
  v.type === "game_recap"
    ? checkArticle(v, { ...v, gameImages: v.stats.game.length })
    : checkArticle({ ...v, season: "" }); // a news story has no season field

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
  const form = useFormErrors<ArticleField>();
  const [leagueTouched, setLeagueTouched] = useState(false);
  const reading = useScreenReading();
  const [waitingForReading, setWaitingForReading] = useState(false);
  // One key per form: a double click or a retry of this submission makes one article.
  const [createKey] = useState(() => crypto.randomUUID());

  const savedLeague = settings.data?.leagueName;
  useEffect(() => {
    if (savedLeague && !leagueTouched) setValues((v) => ({ ...v, leagueName: savedLeague }));
  }, [savedLeague, leagueTouched]);

  // Season and week follow the member's latest recap in the chosen league (the week after it),
  // until they type either field themselves.
  const [whenTouched, setWhenTouched] = useState(false);
  const isRecap = values.type === "game_recap";
  const mine = useQuery({ ...myRecapsQuery, enabled: user !== null && isRecap, retry: false });
  const suggestion = useMemo(
    () => (isRecap ? suggestGameWeek(mine.data?.recaps ?? [], values.leagueName) : null),
    [isRecap, mine.data, values.leagueName],
  );
  const suggestedSeason = suggestion ? String(suggestion.season) : "";
  const suggestedWeek = suggestion?.week ?? "";
  useEffect(() => {
    if (!whenTouched) setValues((v) => ({ ...v, season: suggestedSeason, week: suggestedWeek }));
  }, [suggestedSeason, suggestedWeek, whenTouched]);

  const writerId = values.writerId || writers[0]?.id || "";

  async function submit() {
    const problems = errorsOf(values);
    if (Object.keys(problems).length > 0) return form.show(problems);
    form.clear();
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
          // A news story is dated the day it is posted; a recap by its game (decision 201).
          ...(recap ? gameWhenOf(values) : { gameDate: today() }),
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
      form.show({}, err instanceof ApiRequestError && err.message ? err.message : "Failed to create article");
    }
  }

  return (
    <section className="page page--narrow" ref={form.rootRef}>
      <h1>Create New Article</h1>
      <FormError errors={form} className="banner-error" />
      <ScreenReadingContext.Provider value={values.type === "game_recap" ? reading : null}>
        <CreateArticleForm
          values={{ ...values, writerId }}
          whenSuggested={suggestion !== null && !whenTouched}
          writers={writers}
          busy={step !== null || waitingForReading}
          errors={form}
          onChange={(changes) => {
            if ("leagueName" in changes) setLeagueTouched(true);
            if ("season" in changes || "week" in changes) setWhenTouched(true);
            const next = { ...values, ...changes };
            setValues(next);
            form.revalidate(errorsOf(next));
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
