import { Component, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { positionNow, readPositions, savePosition } from "../lib/scroll-position";

/**
 * Saves the position of the page being left just before a navigation changes the DOM. A scroll
 * listener could not be relied on for that last position: its event (and its frame) can come
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
  const startingRef = useRef(true);

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    void import("../lib/restore-scroll");
    // The reader may have scrolled the server-rendered page before the app started listening.
    if (window.scrollY > 0) savePosition(keyRef.current, positionNow());
    // Saved as the page is left: a client-side navigation (SaveLeavingPosition), the document
    // (pagehide) or the tab going to the background, after which a phone may discard it unannounced.
    // Not on every scroll: only the card on screen when leaving matters, and finding it reads layout.
    const save = () => savePosition(keyRef.current, positionNow());
    const onHidden = () => document.visibilityState === "hidden" && save();
    window.addEventListener("pagehide", save);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", save);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, []);

  useLayoutEffect(() => {
    keyRef.current = location.key;
    const starting = startingRef.current;
    startingRef.current = false;
    if (navigationType !== "POP") {
      // A hash link scrolls to its target; everything else starts at the top.
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    // Starting on a page that is already scrolled, it is where it belongs: the browser or boot.js
    // put a server-rendered page back on back/forward, and the reader may have scrolled it since.
    if (starting && window.scrollY > 0) return;
    const position = readPositions()[location.key];
    if (!position?.y) return;
    // Its own chunk, loaded when the app has started (above), so a reading page's first load does
    // not carry it (README.md "Performance budget"); by a back or forward it is there.
    let stop: (() => void) | undefined;
    let left = false;
    void import("../lib/restore-scroll").then((m) => {
      if (!left) stop = m.restore(position);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [location.key, location.hash, navigationType]);
}
