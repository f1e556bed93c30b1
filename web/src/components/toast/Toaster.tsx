import { useEffect, useSyncExternalStore } from "react";
import { dismissToast, getCurrentToast, subscribeToasts } from "./toast-store";
import "./toaster.css";

/** Renders the current toast; errors are announced assertively (role alert), others politely. */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToasts, getCurrentToast, () => null);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissToast(current.id), current.durationMs);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <div className="toaster" aria-live="polite">
      {current && (
        <div
          key={current.id}
          className={`toast toast--${current.variant}`}
          role={current.variant === "destructive" ? "alert" : "status"}
        >
          <div className="toast__text">
            <p className="toast__title">{current.title}</p>
            {current.description && <p className="toast__description">{current.description}</p>}
          </div>
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss notification"
            onClick={() => dismissToast(current.id)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
