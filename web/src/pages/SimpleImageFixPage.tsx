import "../components/create/posting.css";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from "../../../db/domain";
import { useFixImage } from "../hooks/use-recap-mutations";
import { ApiRequestError } from "../lib/api";
import { ACCEPT_ATTRIBUTE, compressImage } from "../lib/image-compress";

/** Spec §9: 2 s after a fix the article opens. */
export const SIMPLE_FIX_REDIRECT_MS = 2000;
const SUCCESS = "Success! Image has been fixed. Redirecting to article...";

/** The one-article image tool; the article comes from `?id=` (a departure: the spec hard-codes one). */
export default function SimpleImageFixPage() {
  const [params] = useSearchParams();
  const raw = params.get("id") ?? "";
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
  const navigate = useNavigate();
  const fix = useFixImage();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!message?.ok || id === null) return;
    const timer = setTimeout(() => navigate(`/read/${id}`), SIMPLE_FIX_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [message, id, navigate]);

  function choose(chosen: File | undefined) {
    setMessage(null);
    setFile(null);
    if (!chosen) return;
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      setMessage({ ok: false, text: "Please select an image file" });
      return;
    }
    if (chosen.size > MAX_IMAGE_BYTES) {
      setMessage({ ok: false, text: "File is too large (max 5MB)" });
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (id === null) return;
    if (!file) {
      setMessage({ ok: false, text: "Please select an image file" });
      return;
    }
    try {
      await fix.mutateAsync({ id, dataUrl: await compressImage(file) });
      setMessage({ ok: true, text: SUCCESS });
    } catch (err) {
      setMessage({
        ok: false,
        text: err instanceof ApiRequestError && err.message ? err.message : "Failed to upload image",
      });
    }
  }

  if (id === null)
    return (
      <section className="page page--narrow">
        <h1>Simple Image Fix</h1>
        <p role="alert">Open this tool with the article number, e.g. /simple-image-fix?id=12.</p>
      </section>
    );

  return (
    <section className="page page--narrow">
      <h1>Simple Image Fix</h1>
      <p>Article #{id}</p>
      <form
        className="article-form"
        onSubmit={(e) => {
          e.preventDefault();
          void upload();
        }}
      >
        <label>
          Image (JPEG, PNG, GIF or WEBP)
          <input type="file" accept={ACCEPT_ATTRIBUTE} onChange={(e) => choose(e.target.files?.[0])} />
        </label>
        {message && (
          <p className={message.ok ? "banner-success" : "form-error"} role={message.ok ? "status" : "alert"}>
            {message.text}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={fix.isPending || message?.ok === true}>
          {fix.isPending ? "Uploading..." : "Upload"}
        </button>
      </form>
    </section>
  );
}
