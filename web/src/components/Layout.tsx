import { Suspense } from "react";
import { Link, Outlet } from "react-router-dom";
import { useAuthSync } from "../hooks/use-auth";
import { Toaster } from "./toast/Toaster";

/** App shell: navigation, the routed page, footer. (The reading-site issue fills in nav and footer.) */
export function Layout() {
  useAuthSync();
  return (
    <>
      <header className="site-header">
        <nav aria-label="Main">
          <Link to="/">DGSN</Link>
        </nav>
      </header>
      <main id="main">
        <Suspense fallback={<p className="page-loading">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>Not affiliated with EA Sports or NFL.</p>
      </footer>
      <Toaster />
    </>
  );
}
