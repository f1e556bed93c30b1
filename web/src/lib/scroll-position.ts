// Where a history entry was left, and putting the page back there: one rule for the app
// (hooks/use-scroll-restoration.ts, its client-side navigations) and for a server-rendered page the
// app never started on (ssr/boot.js, which the build bundles this into: decision 363). Both keep
// positions in one store, under the entry's key in history.state, so whichever runs on the page
// when it comes back reads what the other saved.

/** Where each history entry was last scrolled to, kept for the tab's life (a reload keeps it too). */
const STORE_KEY = "dgsn:scroll";
/**
 * A page's scroll position, and the story card (data-scroll-anchor, its story's id: ArticleCard,
 * LeagueArticleCard) whose top was on screen, with its distance from the top of the window. The
 * offset alone is not enough on a page whose cards below the first screen are laid out only when
 * near (content-visibility: auto, home.css): coming back, those cards are new elements sized by
 * their estimate again, not by the real height they had, so the same offset lands a card or more
 * away (CI saw 483 px).
 */
export type Position = { y: number; anchor?: string; offset?: number };

export function readPositions(): Record<string, Position> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? "{}") as Record<string, Position>;
  } catch {
    return {};
  }
}

export function savePosition(key: string, position: Position) {
  try {
    const all = readPositions();
    all[key] = position;
    sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: back/forward then opens at the top, which is still usable.
  }
}

/**
 * Gives this document's history entry a key of its own and answers it. React Router keys every
 * document's first entry "default", so two pages loaded as documents (a link followed before the
 * app took over, a reload) shared one saved position: back to the home page restored the story's
 * scroll, and a story could open at the home page's. The key lives in history.state beside React
 * Router's own fields, so returning to this entry, even as a new document, finds its position again,
 * and the app keys it the same (its location.key). React Router's framework-mode ScrollRestoration
 * does the same.
 */
export function keyThisDocumentsEntry(): string {
  const state = history.state as { key?: string } | null;
  if (state?.key) return state.key;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...state, key }, "");
  return key;
}

/** Where the page is now, with the first card whose top is on screen. Reads layout: called when leaving. */
export function positionNow(): Position {
  const y = window.scrollY;
  for (const el of document.querySelectorAll<HTMLElement>("[data-scroll-anchor]")) {
    const top = el.getBoundingClientRect().top;
    if (top >= window.innerHeight) break;
    if (top >= 0) return { y, anchor: el.dataset.scrollAnchor, offset: top };
  }
  return { y };
}
