import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppErrorBoundary } from "./components/errors/AppErrorBoundary";
import { readPageState, startFromPageState } from "./lib/page-state";
import { createQueryClient } from "./lib/query-client";
import { keyThisDocumentsEntry } from "./lib/scroll-position";
import { OfflineBanner } from "./pwa/OfflineBanner";
import { registerServiceWorker } from "./pwa/register";
import { UpdatePrompt } from "./pwa/UpdatePrompt";
import { AppRoutes, preloadRoute } from "./routes";
import "./styles.css";

keyThisDocumentsEntry();
const queryClient = createQueryClient();
// On the pages the Worker renders (home, reader, community, league) it sent the data it used.
const pageState = readPageState();
startFromPageState(queryClient, pageState);

// The service worker exists only in builds (`npm run dev` serves modules straight from Vite).
if (import.meta.env.PROD) registerServiceWorker();

// The same tree as the server render (web/src/ssr/render-page.tsx) where it makes markup; the error
// boundary and the update prompt add none, so hydration matches. Each route tells boot.js when the
// app has taken over (components/AppStarted.tsx, inside the route's boundary).
const app = (
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <UpdatePrompt />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>
);

const container = document.getElementById("root")!;
if (pageState) {
  // A server-rendered page is hydrated, not replaced (decision 190): React adopts the DOM that is
  // on screen instead of building and laying out a second copy, and, inside a transition, does it
  // in slices that leave the main thread free for input. The page's chunk is loaded first so the
  // route renders at once rather than suspending.
  preloadRoute(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch (e.g. a date shown in another time zone) makes React render that part afresh;
        // worth knowing, never worth a crash.
        onRecoverableError: (err) => console.warn("Hydration fell back to a client render", err),
      });
    }),
  );
} else {
  // A transition lets React render in small slices instead of one long task.
  startTransition(() => createRoot(container).render(app));
}
