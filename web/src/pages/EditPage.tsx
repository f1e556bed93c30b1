import "../components/create/posting.css";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { NAME_MAX, parseArticleId, TITLE_MAX, watchUrlOf } from "../../../db/domain";
import { ImagePicker } from "../components/create/ImagePicker";
import { FieldError, FormError } from "../components/form/FieldError";
import { GameWhenFields, gameWhenFrom, gameWhenOf } from "../components/form/GameWhenFields";
import { useCurrentUser } from "../hooks/use-current-user";
import { useFormErrors } from "../hooks/use-form-errors";
import { useUpdateRecap } from "../hooks/use-recap-mutations";
import { useRecap } from "../hooks/use-recaps";
import { useWriters } from "../hooks/use-writers";
import { ApiRequestError } from "../lib/api";
import { type ArticleField, checkArticle } from "../lib/article-form-checks";
import { writerOf } from "../lib/writers";

/** Spec §9: the reader opens 1.5 s after a successful save. */
export const EDIT_REDIRECT_MS = 1500;
const SUCCESS = "Article updated successfully! Redirecting...";

export default function EditPage() {
  const id = parseArticleId(useParams().id ?? "") ?? Number.NaN;
  const navigate = useNavigate();
  const query = useRecap(id);
  const writers = useWriters();
  const update = useUpdateRecap(id);
  const { user, isAdmin } = useCurrentUser();
  const article = query.data;
  const [form, setForm] = useState({
    title: "",
    content: "",
    leagueName: "",
    youtubeUrl: "",
    gameDate: "",
    season: "",
    week: "",
  });
  const [newImage, setNewImage] = useState<string[]>([]);
  const [removeImage, setRemoveImage] = useState(false);
  // A picked image is compressed before it can be sent: saving waits for it, so it is not dropped.
  const [imageBusy, setImageBusy] = useState(false);
  const errors = useFormErrors<ArticleField>();
  const [done, setDone] = useState<string | null>(null);

  const loadedId = article?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded article, not on every refetch
  useEffect(() => {
    if (!article) return;
    setForm({
      title: article.title,
      content: article.content,
      leagueName: article.leagueName ?? "",
      youtubeUrl: watchUrlOf(article.youtubeUrl),
      ...gameWhenFrom(article),
    });
  }, [loadedId]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(`/read/${id}`), EDIT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, id, navigate]);

  if (Number.isNaN(id) || (query.isError && query.error instanceof ApiRequestError && query.error.status === 404)) {
    return (
      <section className="page page--narrow status-page">
        <h1>Article not found</h1>
        <Link to="/my-articles" className="button">
          Back to My Articles
        </Link>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="page page--narrow status-page">
        <p role="alert">Failed to load article. Please try again.</p>
      </section>
    );
  }
  if (!article) {
    return (
      <section className="page page--narrow status-page" aria-busy="true">
        <p role="status">Loading article...</p>
      </section>
    );
  }

  // The server refuses the save anyway; saying so before the form is filled in saves the work.
  if (user && !isAdmin && article.userId !== user.id) {
    return (
      <section className="page page--narrow status-page">
        <h1>You can only edit your own articles</h1>
        <p>This article was posted by another member. Only its author or an admin can change it.</p>
        <Link to={`/read/${id}`} className="button">
          Back to the article
        </Link>
      </section>
    );
  }

  const writer = writerOf(writers, article.writerId);
  const currentImage = removeImage ? null : article.imageUrl;
  const recap = article.type === "game_recap";

  async function save() {
    const problems = checkArticle(form);
    if (Object.keys(problems).length > 0) return errors.show(problems);
    errors.clear();
    const image = newImage[0] ?? (removeImage ? "remove" : undefined);
    try {
      const { imageFailed } = await update.mutateAsync({
        changes: {
          title: form.title,
          content: form.content,
          leagueName: form.leagueName || null,
          writerId: article?.writerId ?? null,
          youtubeUrl: form.youtubeUrl.trim() || null,
          ...(recap ? gameWhenOf(form) : {}),
        },
        image,
      });
      const imageNote = !imageFailed
        ? ""
        : image === "remove"
          ? " Image processing error."
          : " Also failed to upload image.";
      setDone(SUCCESS + imageNote);
    } catch (err) {
      errors.show(
        {},
        err instanceof ApiRequestError ? err.message || "Failed to update article" : "An unknown error occurred",
      );
    }
  }

  const set = (name: "title" | "content" | "leagueName" | "youtubeUrl") => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...form, [name]: e.target.value };
      setForm(next);
      errors.revalidate(checkArticle(next));
    },
    ...(name === "leagueName" ? {} : errors.describe(name)),
  });
  const errorOf = (name: ArticleField) => <FieldError id={errors.errorId(name)} message={errors.errors[name]} />;

  return (
    <section className="page page--narrow" ref={errors.rootRef}>
      <h1>Edit Article</h1>
      <FormError errors={errors} className="banner-error" />
      {done && (
        <p className="banner-success" role="status">
          {done}
        </p>
      )}
      <form
        className="article-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="form-field">
          <label>
            Title
            <input {...set("title")} maxLength={TITLE_MAX} required />
          </label>
          {errorOf("title")}
        </div>
        <div className="form-field">
          <label>
            Content
            <textarea {...set("content")} rows={15} required />
          </label>
          {errorOf("content")}
        </div>
        <div className="form-field">
          <label>
            Video URL (optional)
            <input {...set("youtubeUrl")} type="url" />
          </label>
          {errorOf("youtubeUrl")}
        </div>
        {recap && article.status === "ready" && (
          <p className="form-hint">
            Wrong teams, score or box score?{" "}
            <Link to={`/create/${id}/box-score`}>Correct them and have it rewritten</Link>; the story stays up until the
            new one is ready.
          </p>
        )}
        {recap && (
          <GameWhenFields
            values={form}
            onChange={(changes) => {
              const next = { ...form, ...changes };
              setForm(next);
              errors.revalidate(checkArticle(next));
            }}
            seasonError={errorOf("season")}
            seasonErrorProps={errors.describe("season")}
          />
        )}
        <div className="article-form__image">
          <p>Featured image</p>
          {currentImage && newImage.length === 0 && (
            <>
              <img src={currentImage} alt="Current featured" className="image-picker__current" />
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => setRemoveImage(true)}
              >
                Remove current image
              </button>
            </>
          )}
          {!currentImage && newImage.length === 0 && <p>No featured image.</p>}
          <ImagePicker label="Replace image" images={newImage} onChange={setNewImage} onBusyChange={setImageBusy} />
        </div>
        <label>
          League name
          <input {...set("leagueName")} maxLength={NAME_MAX} />
        </label>
        <label>
          Writer
          <input value={`${writer.name} (${writer.role})`} readOnly aria-readonly="true" />
        </label>
        <p className="form-hint">Writers cannot be changed after creation.</p>
        <button
          type="submit"
          className="button button-primary"
          disabled={update.isPending || done !== null || imageBusy}
        >
          {update.isPending ? "Saving..." : "Save Changes"}
        </button>
      </form>
    </section>
  );
}
