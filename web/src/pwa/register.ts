import { registerSW } from "virtual:pwa-register";

// Registers the service worker and keeps whether a new version is waiting, for the update prompt.
// The new worker takes over only when the reader says so (registerType "prompt").

type Listener = () => void;
const listeners = new Set<Listener>();
let updateWaiting = false;
let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  applyUpdate = registerSW({
    onNeedRefresh() {
      updateWaiting = true;
      for (const l of listeners) l();
    },
    // The site works without a worker (just not offline), so this is a warning, not an error.
    onRegisterError(error: unknown) {
      console.warn("Service worker registration failed", error);
    },
  });
}

export const isUpdateWaiting = () => updateWaiting;

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting worker; the page reloads once when it takes control. */
export function acceptUpdate(): void {
  void applyUpdate?.(true);
}

export function dismissUpdate(): void {
  updateWaiting = false;
  for (const l of listeners) l();
}
