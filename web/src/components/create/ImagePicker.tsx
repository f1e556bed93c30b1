import { useId, useState } from "react";
import { IMAGE_TOO_LARGE } from "../../../../db/domain";
import { ACCEPT_ATTRIBUTE, compressImage, imageFileProblem } from "../../lib/image-compress";

interface Props {
  label: string;
  /** Compressed JPEG data URLs, in order. */
  images: string[];
  onChange: (images: string[]) => void;
  max?: number;
  tooLargeMessage?: string;
  /** Shown when a choice would go over `max`. */
  tooManyMessage?: string;
  /** The original files of an accepted choice (before compression), e.g. for reading them. */
  onPicked?: (files: File[]) => void;
  onRemoved?: (index: number) => void;
  /** While a choice is being compressed: a form holds its submit until the image is ready. */
  onBusyChange?: (busy: boolean) => void;
}

/** Picks images, checks them with the spec's messages, compresses them and shows previews. */
export function ImagePicker({
  label,
  images,
  onChange,
  max = 1,
  tooLargeMessage = IMAGE_TOO_LARGE,
  tooManyMessage,
  onPicked,
  onRemoved,
  onBusyChange,
}: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(files: File[]) {
    setError(null);
    if (files.length === 0) return;
    const keep = max === 1 ? [] : images;
    if (keep.length + files.length > max) {
      setError(tooManyMessage ?? `You can choose up to ${max} images`);
      return;
    }
    for (const file of files) {
      const problem = imageFileProblem(file, tooLargeMessage);
      if (problem) {
        setError(problem);
        return;
      }
    }
    setBusy(true);
    onBusyChange?.(true);
    try {
      onChange([...keep, ...(await Promise.all(files.map(compressImage)))]);
      onPicked?.(files);
    } catch {
      setError("Image processing error.");
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  }

  return (
    <div className="image-picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple={max > 1}
        onChange={(e) => {
          void pick([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
      />
      {busy && <p role="status">Processing image…</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {images.length > 0 && (
        <ul className="image-picker__previews">
          {images.map((src, i) => (
            <li key={src.slice(-32) + String(i)}>
              <img src={src} alt={`${label} preview ${i + 1}`} />
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => {
                  onChange(images.filter((_, j) => j !== i));
                  onRemoved?.(i);
                }}
              >
                Remove {max > 1 ? `image ${i + 1}` : "image"}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
