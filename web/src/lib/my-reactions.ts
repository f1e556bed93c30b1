// The visitor's own reactions, remembered per article (spec §3, client-side state) so the reader
// shows them as chosen at once; the server's `mine` answer always wins when it arrives.
// boot.js reads the same key to start the app at load on a story the visitor reacted to (decision 193).
const key = (recapId: number) => `dgsn:reactions:${recapId}`;

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
    if (mine.length === 0) localStorage.removeItem(key(recapId));
    else localStorage.setItem(key(recapId), JSON.stringify(mine));
  } catch {
    // Storage may be full or blocked; the server still knows the votes.
  }
}
