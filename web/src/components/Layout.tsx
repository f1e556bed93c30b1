import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useAuthSync } from "../hooks/use-auth";
import { usePageTitle } from "../hooks/use-page-title";
import { useScrollRestoration } from "../hooks/use-scroll-restoration";
import { ReelNotifier } from "./reels/ReelNotifier";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { Toaster } from "./toast/Toaster";

/** App shell: skip link, navigation, the routed page, footer, toasts. */
export function Layout() {
  useAuthSync();
  useScrollRestoration();
  usePageTitle();
  return (
    <>
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
      <ReelNotifier />
    </>
  );
}
