// The Worker renders / and /read/:id on the server and puts the query cache it rendered from into
// the page (<script type="application/json" id="dgsn-state">, worker/ssr/page-html.ts). Starting
// from it, the SPA's first render shows the same page without asking the API again.
import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

/** The embedded cache when it is present and well-formed; otherwise undefined (the app fetches). */
export function readPageState(doc: Document | undefined = globalThis.document): DehydratedState | undefined {
  const text = doc?.getElementById("dgsn-state")?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    if (state && Array.isArray(state.queries) && Array.isArray(state.mutations)) return state as DehydratedState;
  } catch {
    // A broken payload is ignored; the queries fetch instead.
  }
  return undefined;
}

/**
 * Fills the cache from the page. Articles and personas are as new as the page (its cached copy is
 * keyed by the content version); reaction counts may be older, so they are marked stale and
 * fetched again when shown, while the page's counts stay on screen meanwhile.
 */
export function startFromPageState(client: QueryClient, state: DehydratedState | undefined = readPageState()): void {
  if (!state) return;
  hydrate(client, state);
  client.invalidateQueries({ queryKey: queryKeys.reactions.all, refetchType: "none" });
}
