/**
 * Where to go after signing in: the page that sent the member to /login (router state `from`), if
 * it is a path on this site; else home. Never an absolute or protocol-relative URL.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return "/";
  if (from === "/login" || from.startsWith("/logout")) return "/";
  return from;
}
