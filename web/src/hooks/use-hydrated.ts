import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the Worker's server render (web/src/ssr/render-page.tsx) and while the app hydrates
 * that markup, true from the render right after (and in a page the app rendered itself). What only
 * the browser knows (the visitor's own reactions from localStorage) waits for it, so the hydrating
 * render matches the server's markup exactly (decision 190).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
