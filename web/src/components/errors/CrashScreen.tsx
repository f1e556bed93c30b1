import { useEffect, useRef } from "react";
import "./errors.css";

interface Props {
  /** Re-renders the failed part of the app. */
  onTryAgain: () => void;
}

/** Spec §4 crash screen. Focus moves to the heading so keyboard and screen-reader users land on it. */
export function CrashScreen({ onTryAgain }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="crash" role="alert" aria-labelledby="crash-title">
      <h1 id="crash-title" ref={heading} tabIndex={-1}>
        Something went wrong
      </h1>
      <p>This page could not be shown. Try again, or refresh the page to load the latest version of the site.</p>
      <div className="crash__actions">
        <button type="button" className="crash__primary" onClick={onTryAgain}>
          Try Again
        </button>
        <button type="button" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </section>
  );
}
