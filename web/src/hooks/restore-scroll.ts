// Back and forward to a page: its story card put back where it was on screen (use-scroll-restoration.ts).

/** How long a restore keeps placing the page while it grows and settles (a lazy chunk, a query's data). */
const RESTORE_WAIT_MS = 3000;

/**
 * A page's scroll position, and the story card (ArticleCard's data-scroll-anchor, its id) whose top
 * was on screen, with its distance from the top of the window. The offset alone is not enough on a
 * page whose cards below the first screen are laid out only when near (content-visibility: auto,
 * home.css): coming back, those cards are new elements sized by their estimate again, not by the
 * real height they had, so the same offset lands a card or more away (CI saw 483 px).
 */
export type Position = { y: number; anchor?: string; offset?: number };

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
