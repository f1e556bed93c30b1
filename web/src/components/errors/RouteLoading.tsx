import { useEffect, useState } from "react";
import "./errors.css";

/** Spec §4/§9: after 10 s of loading the fallback says so and offers a reload. */
export const SLOW_LOADING_MS = 10_000;

/**
 * Loading fallback for a route. It never reloads by itself: the reader decides, so a slow network
 * cannot turn into a reload loop.
 */
export function RouteLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!slow) {
    return (
      <p className="page-loading" role="status">
        Loading…
      </p>
    );
  }
  return (
    <div className="page-loading" role="status">
      <p>Taking longer than expected</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  );
}
