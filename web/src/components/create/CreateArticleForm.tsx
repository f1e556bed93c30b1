import { useState } from "react";
import { NAME_MAX, NEWS_CATEGORIES, TITLE_MAX } from "../../../../db/domain";
import type { FormErrors } from "../../hooks/use-form-errors";
import type { ArticleField } from "../../lib/article-form-checks";
import type { Writer } from "../../lib/writers";
import { FieldError } from "../form/FieldError";
import { GameWhenFields, type GameWhenValues } from "../form/GameWhenFields";
import { ImagePicker } from "./ImagePicker";
import { type StatsImages, StatsImagesField } from "./StatsImagesField";

export interface CreateFormValues extends GameWhenValues {
  type: "news" | "game_recap";
  category: (typeof NEWS_CATEGORIES)[number];
  title: string;
  content: string;
  featured: string[];
  leagueName: string;
  writerId: string;
  youtubeUrl: string;
  playerQuotes: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: string;
  awayScore: string;
  stats: StatsImages;
}

interface Props {
  values: CreateFormValues;
  onChange: (changes: Partial<CreateFormValues>) => void;
  writers: Writer[];
  busy: boolean;
  /** Each field's error, shown under it (useFormErrors in the page). */
  errors: FormErrors<ArticleField>;
  onSubmit: () => void;
  /** Season and week were filled in from the author's latest recap in this league. */
  whenSuggested?: boolean;
}

/** The 'Create New Article' form. Choosing game_recap reveals teams, scores and stats; hides the category. */
export function CreateArticleForm({ values, onChange, writers, busy, errors, onSubmit, whenSuggested }: Props) {
  const recap = values.type === "game_recap";
  // A picked featured image is compressed before it can be sent: creating waits for it.
  // The pickers still compressing a choice: the form is submitted only once every picked image is in
  // (a tap on Create while a screenshot was being compressed was refused as "no game stats image").
  const [busyPickers, setBusyPickers] = useState<ReadonlySet<string>>(new Set());
  const pickerBusy = (picker: string, busy: boolean) =>
    setBusyPickers((now) => {
      const next = new Set(now);
      if (busy) next.add(picker);
      else next.delete(picker);
      return next;
    });
  const field = (name: keyof CreateFormValues) => ({
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => onChange({ [name]: e.target.value }),
    ...errors.describe(name as ArticleField),
  });
  const errorOf = (name: ArticleField) => <FieldError id={errors.errorId(name)} message={errors.errors[name]} />;
  return (
    <form
      className="article-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Article type
        <select {...field("type")}>
          <option value="news">News</option>
          <option value="game_recap">Game Recap</option>
        </select>
      </label>
      {!recap && (
        <label>
          News category
          <select {...field("category")}>
            {NEWS_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="form-field">
        <label>
          Title
          <input {...field("title")} required maxLength={TITLE_MAX} />
        </label>
        {errorOf("title")}
      </div>
      <div className="form-field">
        <label>
          Content
          <textarea {...field("content")} required rows={10} />
        </label>
        {errorOf("content")}
      </div>
      {recap && (
        <div className="article-form__teams">
          <div className="form-field">
            <label>
              Home team
              <input {...field("homeTeam")} required maxLength={NAME_MAX} />
            </label>
            {errorOf("homeTeam")}
          </div>
          <div className="form-field">
            <label>
              Away team
              <input {...field("awayTeam")} required maxLength={NAME_MAX} />
            </label>
            {errorOf("awayTeam")}
          </div>
          <div className="form-field">
            <label>
              Home score
              <input {...field("homeScore")} type="number" inputMode="numeric" min={0} step={1} />
            </label>
            {errorOf("homeScore")}
          </div>
          <div className="form-field">
            <label>
              Away score
              <input {...field("awayScore")} type="number" inputMode="numeric" min={0} step={1} />
            </label>
            {errorOf("awayScore")}
          </div>
        </div>
      )}
      {recap && (
        <GameWhenFields
          values={values}
          onChange={onChange}
          seasonError={errorOf("season")}
          seasonErrorProps={errors.describe("season")}
          hint={whenSuggested ? "Season and week follow your last recap in this league: check them." : undefined}
        />
      )}
      <ImagePicker
        label="Featured image (optional)"
        images={values.featured}
        onChange={(featured) => onChange({ featured })}
        onBusyChange={(busy) => pickerBusy("featured", busy)}
      />
      <div className="form-field">
        <label>
          League name
          <input {...field("leagueName")} maxLength={NAME_MAX} />
        </label>
        <label>
          Writer
          <select {...field("writerId")}>
            {writers.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name} ({w.role})
              </option>
            ))}
          </select>
        </label>
        <label>
          Video URL (optional)
          <input {...field("youtubeUrl")} type="url" placeholder="https://www.youtube.com/watch?v=…" />
        </label>
        {errorOf("youtubeUrl")}
      </div>
      <label>
        Player quotes (optional)
        <textarea {...field("playerQuotes")} rows={3} />
      </label>
      {recap && (
        <StatsImagesField
          value={values.stats}
          onChange={(stats) => onChange({ stats })}
          onBusyChange={(group, busy) => pickerBusy(`stats:${group}`, busy)}
        />
      )}
      {recap && errorOf("stats")}
      <button type="submit" className="button button-primary" disabled={busy || busyPickers.size > 0}>
        Create Article
      </button>
    </form>
  );
}
