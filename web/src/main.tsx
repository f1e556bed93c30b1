import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AppErrorBoundary } from "./components/errors/AppErrorBoundary";
import { createQueryClient } from "./lib/query-client";
import { OfflineBanner } from "./pwa/OfflineBanner";
import { registerServiceWorker } from "./pwa/register";
import { UpdatePrompt } from "./pwa/UpdatePrompt";
import { routes } from "./routes";
import "./styles.css";

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// The service worker exists only in builds (`npm run dev` serves modules straight from Vite).
if (import.meta.env.PROD) registerServiceWorker();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        <RouterProvider router={router} />
        <UpdatePrompt />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
