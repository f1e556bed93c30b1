import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppErrorBoundary } from "./components/errors/AppErrorBoundary";
import { startFromPageState } from "./lib/page-state";
import { createQueryClient } from "./lib/query-client";
import { OfflineBanner } from "./pwa/OfflineBanner";
import { registerServiceWorker } from "./pwa/register";
import { UpdatePrompt } from "./pwa/UpdatePrompt";
import { AppRoutes, preloadRoute } from "./routes";
import "./styles.css";

const queryClient = createQueryClient();
// On / and /read/:id the Worker rendered the page into #root and sent the data it used.
startFromPageState(queryClient);

// The service worker exists only in builds (`npm run dev` serves modules straight from Vite).
if (import.meta.env.PROD) registerServiceWorker();

// The page's chunk first, so the first commit is the whole page: it replaces the server-rendered
// copy with the same DOM (nothing flashes, nothing shifts). A transition lets React render in
// small slices instead of one long task that would hold up the reader's first tap.
preloadRoute(window.location.pathname).then(() => {
  const root = createRoot(document.getElementById("root")!);
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
});
