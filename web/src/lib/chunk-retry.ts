// A lazy route chunk that fails to load (usually: a new deploy replaced it) reloads the page once,
// after 2 s, to pick up the new build. sessionStorage remembers that reload, so a chunk that keeps
// failing shows the crash screen instead of reloading again: at most one automatic reload per
// window, never a loop.

export const CHUNK_RELOAD_DELAY_MS = 2000;
export const CHUNK_RELOAD_KEY = "dgsn:chunk-reload-at";
/** Far longer than one reload cycle, so a failure right after the reload can never reload again. */
export const RELOAD_GUARD_WINDOW_MS = 5 * 60_000;

/** The two methods of Storage the guard needs (sessionStorage in the app, a Map in tests). */
export interface GuardStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Claims the one automatic reload allowed in the window. Returns false (do not reload) when a
 * reload was claimed less than `windowMs` ago, when the stored stamp is unreadable or in the
 * future, or when storage does not work at all — without a working guard we never reload.
 */
export function claimReload(store: GuardStore, key: string, now: number, windowMs = RELOAD_GUARD_WINDOW_MS): boolean {
  try {
    const previous = store.getItem(key);
    if (previous !== null) {
      const age = now - Number(previous);
      if (!Number.isFinite(age) || age < windowMs) return false;
    }
    store.setItem(key, String(now));
    return store.getItem(key) === String(now);
  } catch {
    return false;
  }
}

/** The chunk could not be loaded even after the one reload (or the reload was not allowed). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A part of the app could not be loaded.", { cause });
    this.name = "ChunkLoadError";
  }
}

export interface ChunkRetryDeps {
  store: GuardStore;
  now: () => number;
  isOnline: () => boolean;
  /** Runs the reload after the delay (setTimeout in the app). */
  schedule: (run: () => void, delayMs: number) => void;
  /** The reload itself; the app also clears a stale service worker first (see lazy-route). */
  reload: () => void;
}

/**
 * Loads a chunk. On failure, while online and if the guard allows it, schedules the one reload and
 * leaves the returned promise pending (the loading fallback stays up until the page reloads);
 * otherwise rejects with ChunkLoadError so the route's error boundary shows the crash screen.
 * Offline there is no point reloading: the crash screen and the offline banner say what happened.
 */
export async function loadChunk<T>(load: () => Promise<T>, deps: ChunkRetryDeps): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (deps.isOnline() && claimReload(deps.store, CHUNK_RELOAD_KEY, deps.now())) {
      deps.schedule(deps.reload, CHUNK_RELOAD_DELAY_MS);
      return new Promise<T>(() => {});
    }
    throw new ChunkLoadError(err);
  }
}
