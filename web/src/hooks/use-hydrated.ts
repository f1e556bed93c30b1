import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the Worker's server render (web/src/ssr/render-page.tsx), true in the browser. Buttons
 * in server-rendered markup are disabled until the app has replaced it, so a tap is never lost on
 * a button nothing listens to yet (links work either way: they are plain links).
 */
export const useInteractive = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
