import { useSyncExternalStore } from "react";
import { acceptUpdate, dismissUpdate, isUpdateWaiting, subscribeUpdate } from "./register";
import "./pwa.css";

/** Spec §4: when a new version is found the reader is asked before the page changes under them. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">A new version is available. Refresh to update?</p>
      <div className="update-prompt__actions">
        <button type="button" className="update-prompt__primary" onClick={acceptUpdate}>
          Refresh
        </button>
        <button type="button" onClick={dismissUpdate}>
          Not now
        </button>
      </div>
    </div>
  );
}
