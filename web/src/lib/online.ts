import { useSyncExternalStore } from "react";

// Whether the browser has a network connection, for the offline banner and for pages that want to
// say up front that posting needs one. `navigator.onLine === false` is reliable (no network at
// all); `true` only means "maybe", so writes still handle network errors (see api.ts).

export const OFFLINE_WRITE_MESSAGE = "You're offline, so this was not sent. Reconnect and try again.";
export const NETWORK_ERROR_MESSAGE = "Could not reach DGSN. Check your connection and try again.";

export function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Re-renders when the connection comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
