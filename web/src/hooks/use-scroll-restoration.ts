import { Component, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** Where each history entry was last scrolled to, kept for the tab's life (a reload keeps it too). */
const STORE_KEY = "dgsn:scroll";
/** How long a restore waits for the page to grow tall enough (a lazy chunk, a query's data). */
const RESTORE_WAIT_MS = 3000;
/** How long a restored card is held where it was while the page around it settles. */
const SETTLE_MS = 1000;
/** The attribute that marks what back and forward return to (ArticleCard sets it to its story's id). */
const SCROLL_ANCHOR = "data-scroll-anchor";

/**
 * A page's scroll position, and the card the reader was looking at with its distance from the top
 * of the window. The offset alone is not enough on a page whose cards below the first screen are
 * laid out only when near (content-visibility: auto, home.css): coming back, those cards are new
 * elements sized by their estimate again, not by the real height they had, so the same offset lands
 * a card or more away from where the reader was (CI saw 483 px).
 */
type Position = { y: number; anchor?: string; offset?: number };

function readPositions(): Record<string, Position> {
  try {
    const all = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? "{}") as Record<string, Position | number>;
    // A tab that was open before anchors were kept holds plain offsets.
    return Object.fromEntries(Object.entries(all).map(([key, p]) => [key, typeof p === "number" ? { y: p } : p]));
  } catch {
    return {};
  }
}

function savePosition(key: string, position: Position) {
  try {
    const all = readPositions();
    all[key] = position;
    sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: back/forward then opens at the top, which is still usable.
  }
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
function positionNow(): Position {
  const y = Math.round(window.scrollY);
  const el = y > 0 ? anchorOnScreen() : undefined;
  const anchor = el?.getAttribute(SCROLL_ANCHOR);
  if (!el || !anchor) return { y };
  return { y, anchor, offset: Math.round(el.getBoundingClientRect().top) };
}

/**
 * Gives this document's history entry a key of its own, before the router reads it. React Router
 * keys every document's first entry "default", so two pages loaded as documents (a link followed
 * before the app took over, a reload) shared one saved position: back to the home page restored
 * the story's scroll, and a story could open at the home page's. The key lives in history.state,
 * so returning to this entry, even as a new document, finds its position again. React Router's own
 * framework-mode ScrollRestoration does the same.
 */
export function keyThisDocumentsEntry() {
  const state = history.state as { key?: string } | null;
  if (state?.key) return;
  history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, "");
}

/**
 * Saves the position of the page being left just before a navigation changes the DOM. The scroll
 * listener below cannot be relied on for that last position: its event (and its frame) can come
 * after the new page has committed, when the tap or back came in the same frame as the scroll, or
 * on a busy phone. getSnapshotBeforeUpdate is React's one hook that runs before the DOM changes.
 * Render it with the current entry's key.
 */
export class SaveLeavingPosition extends Component<{ entryKey: string }> {
  override getSnapshotBeforeUpdate(previous: Readonly<{ entryKey: string }>) {
    if (previous.entryKey !== this.props.entryKey) savePosition(previous.entryKey, positionNow());
    return null;
  }

  // React requires it beside getSnapshotBeforeUpdate.
  override componentDidUpdate() {}

  override render() {
    return null;
  }
}

/**
 * Scroll like a native app: a new page (link, redirect) opens at the top; back and forward return
 * to where that page was left, once its content is tall enough to get there. The browser's own
 * restoration is off because it runs before the SPA has drawn the page and lands on the footer.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keyRef = useRef(location.key);

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    // The reader may have scrolled the server-rendered page before the app started listening.
    if (window.scrollY > 0) savePosition(keyRef.current, positionNow());
    let frame = 0;
    // A scroll is credited to the entry on screen when its frame comes (keyRef is updated in the
    // same commit as the new page). A scroll whose frame comes after a navigation is saved by
    // SaveLeavingPosition instead, under the entry it belonged to.
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(keyRef.current, { y: Math.round(window.scrollY) }));
    };
    // Leaving the document (a link out, a reload) can come before the last scroll's frame too.
    const onPageHide = () => savePosition(keyRef.current, positionNow());
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    keyRef.current = location.key;
    if (navigationType !== "POP") {
      // A hash link scrolls to its target; everything else starts at the top.
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    const position = readPositions()[location.key];
    if (!position?.y) return;
    return restoreWhenTallEnough(position);
  }, [location.key, location.hash, navigationType]);
}

/**
 * Scrolls back to `position` as soon as the page is tall enough, then holds its card where it was
 * while the cards around it settle to their real heights; gives up when the reader scrolls, taps or
 * types, or after a while.
 */
function restoreWhenTallEnough(position: Position): () => void {
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
