import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useAuthSync } from "../hooks/use-auth";
import { useCurrentUser } from "../hooks/use-current-user";
import { usePageTitle } from "../hooks/use-page-title";
import { SaveLeavingPosition, useScrollRestoration } from "../hooks/use-scroll-restoration";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { Toaster } from "./toast/Toaster";

// Only a signed-in member has reels to be told about: a chunk of its own, kept off a reader's page.
const ReelNotifier = lazy(() => import("./reels/ReelNotifier"));

/** App shell: skip link, navigation, the routed page, footer, toasts. */
export function Layout() {
  const { user } = useCurrentUser();
  const location = useLocation();
  useAuthSync();
  useScrollRestoration();
  usePageTitle();
  return (
    <>
      <SaveLeavingPosition entryKey={location.key} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="page-loading">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <Toaster />
      {user && (
        <Suspense fallback={null}>
          <ReelNotifier />
        </Suspense>
      )}
    </>
  );
}
