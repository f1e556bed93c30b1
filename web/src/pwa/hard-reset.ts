// The recovery's last resort: forget this app's Cache Storage and service worker, then reload, so
// the next load comes straight from the network. It runs only where one reload is already allowed
// (the guarded chunk reload), so it shares that guard and can never loop.

async function clearAppCaches(): Promise<void> {
  if ("caches" in window) {
    for (const key of await caches.keys()) await caches.delete(key);
  }
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
}

/**
 * Reloads the page. When a service worker controls it, that worker served what just failed, so its
 * caches are cleared first; without one there is nothing stale to clear (and offline reading keeps
 * its cache).
 */
export function reloadFresh(): void {
  const clearing = navigator.serviceWorker?.controller ? clearAppCaches() : Promise.resolve();
  clearing
    .catch((err: unknown) => console.error("Could not clear the app's caches", err))
    .finally(() => window.location.reload());
}
