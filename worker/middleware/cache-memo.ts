/**
 * The most used public answers, kept in this isolate's memory under the same versioned keys as
 * their Cache API copies (decision 198). A key names the content version, so an entry is exactly
 * as fresh as the Cache API copy it mirrors: after a bump no request builds its key again, and it
 * ages out. It saves a hit the Cache API lookup, which costs more than the rest of the hit.
 * Bounded in bytes (least recently used out first), so it never crowds the isolate's 128 MB.
 */
const MAX_BYTES = 8 * 1024 * 1024;
/** Larger answers (long RSS feeds) stay in the Cache API only. */
const MAX_ENTRY_BYTES = 512 * 1024;

export interface Remembered {
  body: ArrayBuffer;
  headers: [string, string][];
}

const entries = new Map<string, Remembered>();
let totalBytes = 0;

/** A stored answer's body and headers (to read, never to change), or null. */
export function memoGet(key: string): Remembered | null {
  const entry = entries.get(key);
  if (!entry) return null;
  // Most recently used last: Map keeps insertion order.
  entries.delete(key);
  entries.set(key, entry);
  return entry;
}

export function memoPut(key: string, body: ArrayBuffer, headers: Headers): void {
  if (body.byteLength > MAX_ENTRY_BYTES || entries.has(key)) return;
  entries.set(key, { body, headers: [...headers] });
  totalBytes += body.byteLength;
  for (const [oldest, entry] of entries) {
    if (totalBytes <= MAX_BYTES) break;
    entries.delete(oldest);
    totalBytes -= entry.body.byteLength;
  }
}
