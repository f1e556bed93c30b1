// What the Worker and the server-render module (web/src/ssr/render-page.tsx, built by
// `vite build --ssr` into worker/ssr/generated/) agree on. The web side implements `RenderPage`
// (its typecheck proves it); the Worker imports the built file through generated/render-page.d.ts,
// which names only these types. The web code owns which queries a page needs and their keys; the
// Worker only answers them from D1.
import type { RecapListFilter } from "../../db/domain";
import type { Article, ArticleSummaryList } from "../schemas/article";
import type { LeagueView } from "../schemas/league";
import type { SeasonPart, SeasonPartView, TeamSeasonView } from "../schemas/league-season";
import type { WriterView } from "../schemas/writers";
import type { ReelView } from "../services/reels";

export interface ReactionCountView {
  reaction: string;
  count: number;
}

/** The same answers the public API gives, read straight from D1 (no HTTP round trip). */
export interface PageLoaders {
  /** GET /api/recaps?limit, with `?season&week&kind&league` when a filter is given. */
  recapList(limit: number, filter?: RecapListFilter): Promise<ArticleSummaryList>;
  recap(id: number): Promise<Article | undefined>;
  writers(): Promise<WriterView[]>;
  reactionBatch(ids: number[]): Promise<Record<string, ReactionCountView[]>>;
  articleReactions(id: number): Promise<ReactionCountView[]>;
  /** League name → SVG markup (GET /api/league-icons). */
  leagueIcons(): Promise<Record<string, string>>;
  /** GET /api/leagues/:league: undefined when the league has no record (the API's 404). */
  league(league: string): Promise<LeagueView | undefined>;
  /** GET /api/reels?league=: the league's finished highlight reels. */
  leagueReels(league: string): Promise<{ reels: ReelView[] }>;
  /** Season pages (issue 22): undefined when the league has not exported that season. */
  leagueSeason(league: string, season: number | "latest", part: SeasonPart): Promise<SeasonPartView | undefined>;
  leagueTeam(league: string, season: number | "latest", teamId: number): Promise<TeamSeasonView | undefined>;
}

export interface RenderedPage {
  /** The markup for inside #root: the same DOM the SPA's first render makes. */
  html: string;
  /** TanStack Query's dehydrated cache, for `#dgsn-state`; the SPA starts from it. */
  state: unknown;
  /** The page's own stylesheet (web/src/ssr/page-css.ts), minified, for a <style> element. */
  css: string;
  /** The script that starts the app on the page (web/src/ssr/boot.js), for an inline module script. */
  boot: InlineScript;
  /**
   * The script that holds the page's lazy images back (web/src/ssr/hold-images.js), for an inline
   * classic script at the end of <head>.
   */
  hold: InlineScript;
}

/** A script a page carries inline, minified, and the CSP source expression that allows it. */
export interface InlineScript {
  code: string;
  /** `'sha256-…'` of `code`, for the page's `script-src`. */
  hash: string;
}

/**
 * The page at `path` (its pathname as requested, percent-encoded: "/", "/read/:id", "/community",
 * "/league/:leagueId" or a season page), or null for a path that is not server-rendered or has
 * nothing to show. `search` is the query the page reads (the league page's `?season&week`), only
 * the parameters its cached copy is keyed by (middleware/cache-key.ts).
 */
export type RenderPage = (path: string, loaders: PageLoaders, search?: string) => Promise<RenderedPage | null>;

/**
 * Whether the SPA has a screen for `path` (a pathname as requested): false where it would show
 * "Page Not Found", so the Worker answers those with a 404 (web/src/ssr/has-route.ts).
 */
export type HasRoute = (path: string) => boolean;
