/**
 * JSON arrays of already-serialised items, each under CHUNK_CHARS: rows travel to SQLite as one
 * bound parameter per statement (read with json_each), so the 100-parameter limit never applies,
 * and a chunk stays well under the 2 MB a value may hold (D1 and a Durable Object's SQLite alike).
 */
const CHUNK_CHARS = 900_000;

export function jsonChunks(items: string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const item of items) {
    if (size + item.length > CHUNK_CHARS && current.length) {
      out.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(item);
    size += item.length + 1;
  }
  if (current.length) out.push(`[${current.join(",")}]`);
  return out;
}
