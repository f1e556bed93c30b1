import { useState } from "react";
import { REEL_MESSAGES } from "../../../../db/domain/reels";
import type { ReelFrameInput } from "./reel-canvas";
import { fileExtension, recordReel, videoType } from "./save-video";

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "reel";

/** "Save as video": records the reel in the browser and downloads the file. */
export function SaveVideoButton({ reel }: { reel: ReelFrameInput }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const type = typeof window === "undefined" ? null : videoType();
  if (!type) return <p className="field-hint">{REEL_MESSAGES.saveUnsupported}</p>;

  const save = async () => {
    setError(null);
    setDone(null);
    setProgress(0);
    const started = performance.now();
    try {
      const blob = await recordReel(reel, type, setProgress);
      if (blob.size === 0) throw new Error("The recording came out empty.");
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `${slug(reel.title)}.${fileExtension(type)}`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      setDone(`Video saved (${(blob.size / 1024).toFixed(0)} KB, ${seconds} s)`);
    } catch (err) {
      setError(err instanceof Error ? err.message : "The video could not be saved.");
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="reel-save">
      <button type="button" className="button-secondary" onClick={save} disabled={progress !== null}>
        {progress === null ? "Save as video" : `Recording… ${Math.round(progress * 100)}%`}
      </button>
      <p role="status" className="field-hint" data-testid="reel-save-status">
        {done ?? (progress !== null ? "The video records as the reel plays; keep this page open." : "")}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
