import { useRef, useState } from "react";
import "./screenshot-gallery.css";

export interface Screenshot {
  group: string;
  index: number;
  url: string;
}

const GROUP_NAMES: Record<string, string> = {
  game: "Game stats",
  passing: "Passing stats",
  rushing: "Rushing stats",
  receiving: "Receiving stats",
  defense: "Defense stats",
  specialTeams: "Special teams stats",
};
const nameOf = (s: Screenshot) => `${GROUP_NAMES[s.group] ?? s.group} screenshot ${s.index + 1}`;

/**
 * The stats screenshots as a row of thumbnails; a tap opens one full size in a dialog (where a
 * phone can pinch-zoom it). Used by the box-score check and the story page.
 */
export function ScreenshotGallery({ images, title }: { images: Screenshot[]; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<Screenshot | null>(null);
  if (images.length === 0) return null;
  const show = (s: Screenshot) => {
    setOpen(s);
    dialog.current?.showModal();
  };
  return (
    <section className="screenshot-gallery" aria-label={title}>
      <h2>{title}</h2>
      <ul className="screenshot-gallery__list">
        {images.map((s) => (
          <li key={`${s.group}-${s.index}`}>
            <button type="button" className="screenshot-gallery__thumb" onClick={() => show(s)}>
              <img src={s.url} alt={nameOf(s)} loading="lazy" width={160} height={120} />
              <span className="visually-hidden">Open full size</span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="screenshot-gallery__dialog"
        aria-label={open ? nameOf(open) : "Screenshot"}
        onClose={() => setOpen(null)}
      >
        <form method="dialog">
          <button type="submit" className="button button--small">
            Close
          </button>
        </form>
        {open && <img src={open.url} alt={nameOf(open)} />}
      </dialog>
    </section>
  );
}
