// The visitor's own reactions, remembered per article (spec §3, client-side state) so the reader
// shows them as chosen at once; the server's `mine` answer always wins when it arrives.
// boot.js starts the app at load on a story the visitor reacted to (decision 193), from a cookie kept
// beside the list: scoped to the story's own path, so it is seen on that page only, and read
// asynchronously (cookieStore). The first localStorage read of a page is synchronous calls to the
// browser process: 45 ms of main thread at 4× CPU in a task of its own after the first paint
// (bench/after-fcp-tasks.ts, decision 380).
const key = (recapId: number) => `dgsn:reactions:${recapId}`;

/** The cookie boot.js reads: present on `/read/<id>` while the visitor has a reaction there. */
export const REACTED_COOKIE = "dgsn_reacted";

/** `document.cookie`'s assignment for that cookie: kept a year, or removed when nothing is chosen. */
export function reactedCookie(recapId: number, reacted: boolean): string {
  const age = reacted ? 60 * 60 * 24 * 365 : 0;
  return `${REACTED_COOKIE}=1; path=/read/${recapId}; max-age=${age}; samesite=lax`;
}

export function loadMyReactions(recapId: number): string[] {
  // The Worker's server render has none: answering at once spares it a ReferenceError thrown and
  // caught per render (0.2 ms of a reader page miss's CPU, profiled).
  if (typeof localStorage === "undefined") return [];
  try {
    const raw = localStorage.getItem(key(recapId));
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((r): r is string => typeof r === "string") : [];
  } catch {
    return [];
  }
}

export function saveMyReactions(recapId: number, mine: readonly string[]): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: written with the list, in the same task; cookieStore.set is missing from some browsers the site serves
    document.cookie = reactedCookie(recapId, mine.length > 0);
    if (mine.length === 0) localStorage.removeItem(key(recapId));
    else localStorage.setItem(key(recapId), JSON.stringify(mine));
  } catch {
    // Storage or cookies may be full or blocked; the server still knows the votes.
  }
}
