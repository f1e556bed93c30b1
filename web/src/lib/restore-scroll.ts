// Back and forward to a page: its story card put back where it was on screen. The app loads it as
// its own chunk (hooks/use-scroll-restoration.ts: not on a reading page's first load); ssr/boot.js
// has it bundled in (decision 363).
import type { Position } from "./scroll-position";

/** How long a restore keeps placing the page while it grows and settles (a lazy chunk, a query's data). */
const RESTORE_WAIT_MS = 3000;

/**
 * Scrolls back to `position`: its card at its distance from the top, else its offset. Placed again
 * each time the page changes size (its data arrives, the cards around it are laid out at their real
 * heights) until the reader scrolls, taps or types, or after a while.
 */
export function restore(position: Position): () => void {
  const place = () => {
    const el = position.anchor && document.querySelector(`[data-scroll-anchor="${CSS.escape(position.anchor)}"]`);
    if (el) window.scrollBy(0, el.getBoundingClientRect().top - (position.offset ?? 0));
    else window.scrollTo(0, position.y);
  };
  const observer = new ResizeObserver(place);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of ["wheel", "touchstart", "keydown"]) window.removeEventListener(e, stop);
  };
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  for (const e of ["wheel", "touchstart", "keydown"]) window.addEventListener(e, stop, { passive: true });
  place();
  observer.observe(document.body);
  return stop;
}
