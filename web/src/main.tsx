import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppErrorBoundary } from "./components/errors/AppErrorBoundary";
import { readPageState, startFromPageState } from "./lib/page-state";
import { createQueryClient } from "./lib/query-client";
import { OfflineBanner } from "./pwa/OfflineBanner";
import { registerServiceWorker } from "./pwa/register";
import { UpdatePrompt } from "./pwa/UpdatePrompt";
import { AppRoutes, preloadRoute } from "./routes";
import "./styles.css";

const queryClient = createQueryClient();
// On / and /read/:id the Worker rendered the page into #root and sent the data it used.
const pageState = readPageState();
startFromPageState(queryClient, pageState);

// The service worker exists only in builds (`npm run dev` serves modules straight from Vite).
if (import.meta.env.PROD) registerServiceWorker();

function render() {
  const root = createRoot(document.getElementById("root")!);
  // A transition lets React render in small slices instead of one long task that would hold up
  // the reader's first tap.
  startTransition(() => {
    root.render(
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
      </StrictMode>,
    );
  });
}

// A server-rendered page stays on screen until the page's chunk is in, so the first commit is the
// whole page and replaces it with the same DOM (nothing flashes, nothing shifts). Any other page
// renders at once and shows the route's loading fallback (and its chunk-failure handling) itself.
if (pageState) preloadRoute(window.location.pathname).then(render);
else render();
