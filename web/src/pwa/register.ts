// Registers the service worker and keeps whether a new version is waiting, for the update prompt.
// The new worker takes over only when the reader says so (registerType "prompt").

type Listener = () => void;
const listeners = new Set<Listener>();
let updateWaiting = false;
let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;
/** The waiting worker was found here, not by workbox-window, so its takeover reload is ours to make. */
let reloadOnTakeover = false;

function showPrompt(): void {
  updateWaiting = true;
  for (const l of listeners) l();
}

/**
 * workbox-window hears of a new worker only from when its registration resolves, and reports one it
 * finds waiting then; a worker still *installing* then is never reported. That happens whenever an
 * update was found just before the app loaded (boot.js registers the worker on idle, decision 322,
 * and the browser checks for updates on navigation), so the prompt would never show. Watch it here.
 */
export function watchMissedUpdate(registration: ServiceWorkerRegistration | undefined, controlled: boolean): void {
  // No controller: this is the first install, not an update (nothing to refresh into).
  if (!registration || !controlled || updateWaiting) return;
  const found = (): void => {
    reloadOnTakeover = true;
    showPrompt();
  };
  if (registration.waiting) {
    found();
    return;
  }
  const installing = registration.installing;
  if (!installing) return;
  installing.addEventListener("statechange", () => {
    if (installing.state === "installed" && registration.waiting === installing && !updateWaiting) found();
  });
}

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // Its own chunk, not the shell's: nothing on screen waits for the worker (boot.js already
  // registers it on idle for a reader the app has not started for), and the reading pages' initial
  // JS is held to its budget (README "Performance budget").
  void import("virtual:pwa-register").then(
    ({ registerSW }) => {
      applyUpdate = registerSW({
        onNeedRefresh: showPrompt,
        onRegisteredSW(_url, registration) {
          watchMissedUpdate(registration, navigator.serviceWorker.controller !== null);
        },
        // The site works without a worker (just not offline), so this is a warning, not an error.
        onRegisterError(error: unknown) {
          console.warn("Service worker registration failed", error);
        },
      });
    },
    (error: unknown) => console.warn("Service worker registration failed", error),
  );
}

export const isUpdateWaiting = () => updateWaiting;

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting worker; the page reloads once when it takes control. */
export function acceptUpdate(): void {
  if (reloadOnTakeover) {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  }
  void applyUpdate?.(true);
}

export function dismissUpdate(): void {
  updateWaiting = false;
  for (const l of listeners) l();
}
