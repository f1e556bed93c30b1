import { parseArticleId } from "../../../db/domain";
import "../components/create/posting.css";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "../components/toast/toast-store";
import { useFixImage } from "../hooks/use-recap-mutations";
import { ApiRequestError } from "../lib/api";
import { ACCEPT_ATTRIBUTE, compressImage, imageFileProblem } from "../lib/image-compress";

/** Spec §9: 1.5 s after a fix the article opens. */
export const IMAGE_FIX_REDIRECT_MS = 1500;

/** Admin tool: set an article's featured image by id (every alias changes at once). */
export default function ImageFixPage() {
  const navigate = useNavigate();
  const fix = useFixImage();
  const [articleId, setArticleId] = useState("");
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fixedId, setFixedId] = useState<number | null>(null);

  useEffect(() => {
    if (fixedId === null) return;
    const timer = setTimeout(() => navigate(`/article/${fixedId}`), IMAGE_FIX_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [fixedId, navigate]);

  async function choose(file: File | undefined) {
    setError(null);
    setImage(null);
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      setImage(await compressImage(file));
    } catch {
      setError("Image processing error.");
    }
  }

  async function submit() {
    const id = parseArticleId(articleId);
    if (id === null || !image) {
      toast({
        title: "Missing information",
        description: "Please provide both article ID and an image",
        variant: "destructive",
      });
      return;
    }
    try {
      await fix.mutateAsync({ id, dataUrl: image });
      toast({ title: "Success!", description: "Article image has been fixed across all fields" });
      setFixedId(id);
    } catch (err) {
      toast(
        err instanceof ApiRequestError
          ? { title: "Error", description: err.message || "Failed to update image", variant: "destructive" }
          : { title: "Error", description: "An unexpected error occurred", variant: "destructive" },
      );
    }
  }

  const ready = parseArticleId(articleId) !== null && image !== null;
  return (
    <section className="page page--narrow">
      <h1>Fix Article Image</h1>
      <form
        className="article-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label>
          Article ID
          <input
            value={articleId}
            inputMode="numeric"
            pattern="[0-9]*"
            onChange={(e) => setArticleId(e.target.value.trim())}
          />
        </label>
        <label>
          Image
          <input type="file" accept={ACCEPT_ATTRIBUTE} onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {image && <img src={image} alt="Preview of the replacement you chose" className="image-picker__current" />}
        <button type="submit" className="button button-primary" disabled={!ready || fix.isPending || fixedId !== null}>
          {fix.isPending ? "Fixing Image..." : "Fix Image"}
        </button>
      </form>
    </section>
  );
}
