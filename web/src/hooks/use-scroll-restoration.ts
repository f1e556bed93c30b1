import { Component, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** Where each history entry was last scrolled to, kept for the tab's life (a reload keeps it too). */
const STORE_KEY = "dgsn:scroll";
/** How long a restore waits for the page to grow tall enough (a lazy chunk, a query's data). */
const RESTORE_WAIT_MS = 3000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    const all = readPositions();
    all[key] = Math.round(y);
    sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: back/forward then opens at the top, which is still usable.
  }
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
    if (previous.entryKey !== this.props.entryKey) savePosition(previous.entryKey, window.scrollY);
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
    if (window.scrollY > 0) savePosition(keyRef.current, window.scrollY);
    let frame = 0;
    // A scroll is credited to the entry on screen when its frame comes (keyRef is updated in the
    // same commit as the new page). A scroll whose frame comes after a navigation is saved by
    // SaveLeavingPosition instead, under the entry it belonged to.
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(keyRef.current, window.scrollY));
    };
    // Leaving the document (a link out, a reload) can come before the last scroll's frame too.
    const onPageHide = () => savePosition(keyRef.current, window.scrollY);
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
    const y = readPositions()[location.key];
    if (!y) return;
    return restoreWhenTallEnough(y);
  }, [location.key, location.hash, navigationType]);
}

/** Scrolls to `y` as soon as the page is tall enough; gives up when the reader scrolls or after a while. */
function restoreWhenTallEnough(y: number): () => void {
  const root = document.documentElement;
  const reachable = () => root.scrollHeight - window.innerHeight >= y;
  if (reachable()) {
    window.scrollTo(0, y);
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of ["wheel", "touchstart", "keydown"]) window.removeEventListener(e, stop);
  };
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    window.scrollTo(0, y);
    stop();
  });
  observer.observe(document.body);
  const timer = setTimeout(() => {
    // The page never got that tall (content removed since): go as far as it goes.
    window.scrollTo(0, y);
    stop();
  }, RESTORE_WAIT_MS);
  for (const e of ["wheel", "touchstart", "keydown"]) window.addEventListener(e, stop, { passive: true });
  return stop;
}
