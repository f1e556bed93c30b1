// Which stories the home page shows (spec §2 and §9).

const EXCLUDED_FROM_RECENT = "OGLeague25";
const MAX_AFTER_FILTER = 10;
const SMALL_STORIES = 5;

export interface Headlines<T> {
  featured: T | undefined;
  second: T | undefined;
  small: T[];
}

/**
 * The newest article is always featured. The rest leave out OGLeague25 articles; at most 10 stories
 * remain after filtering, of which the second story and up to 5 small stories are shown.
 */
export function pickHeadlines<T extends { leagueName: string | null }>(newestFirst: readonly T[]): Headlines<T> {
  const [featured, ...rest] = newestFirst;
  const recent = rest.filter((a) => a.leagueName !== EXCLUDED_FROM_RECENT).slice(0, MAX_AFTER_FILTER - 1);
  return { featured, second: recent[0], small: recent.slice(1, 1 + SMALL_STORIES) };
}
