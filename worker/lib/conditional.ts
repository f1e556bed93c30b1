// Validators for public GETs: a strong ETag from the body and Last-Modified, and the RFC 9110
// rules for answering a conditional request with 304 (If-None-Match wins over If-Modified-Since).

export async function strongEtag(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

export function isNotModified(request: Request, etag: string, lastModified: Date | null): boolean {
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch !== null) {
    // Weak comparison, as GET/HEAD conditionals use.
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((t) => opaque(t) === opaque(etag));
  }
  const ifModifiedSince = request.headers.get("If-Modified-Since");
  if (ifModifiedSince === null || lastModified === null) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
