// Where a history entry was left, and putting the page back there: one rule for the app
// (hooks/use-scroll-restoration.ts, its client-side navigations) and for a server-rendered page the
// app never started on (ssr/boot.js, which the build bundles this into: decision 363). Both keep
// positions in one store, under the entry's key in history.state, so whichever runs on the page
// when it comes back reads what the other saved.

/** Where each history entry was last scrolled to, kept for the tab's life (a reload keeps it too). */
const STORE_KEY = "dgsn:scroll";
/** How long a restore waits for the page to grow tall enough (a lazy chunk, a query's data). */
const RESTORE_WAIT_MS = 3000;
/** How long a restored card is held where it was while the page around it settles. */
const SETTLE_MS = 1000;
/** The attribute that marks what back and forward return to (a story card sets it to its story's id). */
const SCROLL_ANCHOR = "data-scroll-anchor";

/**
 * A page's scroll position, and the card the reader was looking at with its distance from the top
 * of the window. The offset alone is not enough on a page whose cards below the first screen are
 * laid out only when near (content-visibility: auto, home.css): coming back, those cards are new
 * elements sized by their estimate again, not by the real height they had, so the same offset lands
 * a card or more away from where the reader was (CI saw 483 px).
 */
export type Position = { y: number; anchor?: string; offset?: number };

export function readPositions(): Record<string, Position> {
  try {
    const all = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? "{}") as Record<string, Position | number>;
    // A tab that was open before anchors were kept holds plain offsets.
    return Object.fromEntries(Object.entries(all).map(([key, p]) => [key, typeof p === "number" ? { y: p } : p]));
  } catch {
    return {};
  }
}

export function savePosition(key: string, position: Position) {
  try {
    const all = readPositions();
    all[key] = position;
    sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: back/forward then opens at the top, which is still usable.
  }
}

/**
 * Gives this document's history entry a key of its own and answers it. React Router keys every
 * document's first entry "default", so two pages loaded as documents (a link followed before the
 * app took over, a reload) shared one saved position: back to the home page restored the story's
 * scroll, and a story could open at the home page's. The key lives in history.state beside React
 * Router's own fields, so returning to this entry, even as a new document, finds its position again,
 * and the app keys it the same (its location.key). React Router's framework-mode ScrollRestoration
 * does the same.
 */
export function keyThisDocumentsEntry(): string {
  const state = history.state as { key?: string } | null;
  if (state?.key) return state.key;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...state, key }, "");
  return key;
}

/** The first anchored element whose top is on screen (else the first one showing at all). */
function anchorOnScreen(): Element | undefined {
  let showing: Element | undefined;
  for (const el of document.querySelectorAll(`[${SCROLL_ANCHOR}]`)) {
    const { top, bottom } = el.getBoundingClientRect();
    if (top >= window.innerHeight) break;
    if (bottom <= 0) continue;
    if (top >= 0) return el;
    showing ??= el;
  }
  return showing;
}

/** Where the page is now, with the card on screen. Reads layout: called when leaving, not on every scroll. */
export function positionNow(): Position {
  const y = Math.round(window.scrollY);
  const el = y > 0 ? anchorOnScreen() : undefined;
  const anchor = el?.getAttribute(SCROLL_ANCHOR);
  if (!el || !anchor) return { y };
  return { y, anchor, offset: Math.round(el.getBoundingClientRect().top) };
}

/**
 * Scrolls back to `position` as soon as the page is tall enough, then holds its card where it was
 * while the cards around it settle to their real heights; gives up when the reader scrolls, taps or
 * types, or after a while. Answers a function that stops it.
 */
export function restoreWhenTallEnough(position: Position): () => void {
  const root = document.documentElement;
  const reachable = () => root.scrollHeight - window.innerHeight >= position.y;
  const anchored = () =>
    position.anchor === undefined
      ? null
      : document.querySelector(`[${SCROLL_ANCHOR}="${CSS.escape(position.anchor)}"]`);
  /** Puts the card back at its distance from the top; without one, the offset. */
  const place = () => {
    const el = anchored();
    if (el && position.offset !== undefined) window.scrollBy(0, el.getBoundingClientRect().top - position.offset);
    else window.scrollTo(0, position.y);
  };
  let settleUntil = 0;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of ["wheel", "touchstart", "keydown"]) window.removeEventListener(e, stop);
  };
  const arrive = () => {
    window.scrollTo(0, position.y);
    place();
    settleUntil = performance.now() + SETTLE_MS;
    clearTimeout(timer);
    timer = setTimeout(stop, SETTLE_MS);
  };
  // Before arriving it waits for the height; after, each change of size moves the card back.
  const observer = new ResizeObserver(() => {
    if (settleUntil > 0) {
      if (performance.now() < settleUntil) place();
    } else if (reachable()) arrive();
  });
  // The page never got that tall (content removed since): go as far as it goes.
  let timer = setTimeout(arrive, RESTORE_WAIT_MS);
  for (const e of ["wheel", "touchstart", "keydown"]) window.addEventListener(e, stop, { passive: true });
  if (reachable()) arrive();
  observer.observe(document.body);
  return stop;
}
