import { useEffect } from "react";
import { useHydrated } from "../hooks/use-hydrated";

/**
 * Tells boot.js the app has taken over (it then plays back the taps it held, and stops submitting
 * the league filter's GET form): sent once the render after the page's own hydration has committed,
 * so every button and field has its handler and the visitor's state. `data-app-started` on <html>
 * says the same to anything watching the page (e2e/app-ready.ts).
 *
 * It sits inside each route's Suspense boundary, after the page (lazy-route.tsx), not at the root:
 * React hydrates a Suspense boundary's content in a later, low-priority pass than the root's, so a
 * signal from the root came while the page was still the server's markup — and a choice in the
 * league filter made then was lost (its select had no handler yet; e2e/league-filter-early). Sent
 * once per document, by whichever route renders first.
 */
export function AppStarted() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || document.documentElement.hasAttribute("data-app-started")) return;
    document.documentElement.setAttribute("data-app-started", "");
    dispatchEvent(new Event("dgsn:app-started"));
  }, [hydrated]);
  return null;
}
