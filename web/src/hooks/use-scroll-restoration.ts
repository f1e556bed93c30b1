import { Component, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import type { Position } from "./restore-scroll";

/** Where each history entry was last scrolled to, kept for the tab's life (a reload keeps it too). */
const STORE_KEY = "dgsn:scroll";
function readPositions(): Record<string, Position> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? "{}") as Record<string, Position>;
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

/** Where the page is now, with the first card whose top is on screen. Reads layout: called when leaving. */
function positionNow(): Position {
  const y = Math.round(window.scrollY);
  for (const el of document.querySelectorAll<HTMLElement>("[data-scroll-anchor]")) {
    const top = el.getBoundingClientRect().top;
    if (top >= window.innerHeight) break;
    if (top >= 0) return { y, anchor: el.dataset.scrollAnchor, offset: Math.round(top) };
  }
  return { y };
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
    void import("./restore-scroll");
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
    // Its own chunk, loaded when the app has started (below), so a reading page's first load does
    // not carry it (README.md "Performance budget"); by a back or forward it is there.
    let stop: (() => void) | undefined;
    let left = false;
    void import("./restore-scroll").then((m) => {
      if (!left) stop = m.restore(position);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [location.key, location.hash, navigationType]);
}
