// Server render of the pages readers land on (home, reader, community, league), run inside the
// Worker (worker/routes/pages.ts) so the story is on screen — and the browser has found its image — before any JavaScript arrives.
// main.tsx hydrates the query cache from `state`, loads the route's chunk, and hydrates this markup
// (decision 190): the tree below is main.tsx's, minus components that make no markup.
import { dehydrate, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { matchRoutes, type Params, StaticRouter } from "react-router-dom";
import { decodeLeagueId, type GameWeekFilter, gameWeekFilterOf, isFiltered, OTHER_LEAGUE } from "../../../db/domain";
import type { ArticleSummaryList } from "../../../worker/contract";
import type { PageLoaders, RenderPage } from "../../../worker/ssr/contract";
import { ALL_LIMIT, HOME_LIMIT } from "../hooks/use-recaps";
import { pickHeadlines } from "../lib/headlines";
import { leaguePageName, matchLeague } from "../lib/leagues";
import { createQueryClient } from "../lib/query-client";
import { queryKeys } from "../lib/query-keys";
import { OfflineBanner } from "../pwa/OfflineBanner";
import { AppRoutes } from "../routes";
import boot from "./boot.js?inline-script";
import hold from "./hold-images.js?inline-script";
import { PAGE_CSS } from "./page-css";
import { prefetchSeason } from "./season-prefetch";

export { hasRoute } from "./has-route";

/**
 * The pages the Worker renders: a route pattern (react-router's syntax and matching, so a prefetch
 * sees the same decoded params the page's `useParams` does)
 * and what fills the cache with what its first render reads. A prefetch answers false when the page
 * has nothing to show (the Worker then serves the plain app). A new server-rendered page is one
 * more row here, one more route in worker/routes/pages.ts, and, if it reads something new, one more
 * loader in worker/ssr/contract.ts.
 */
const PAGES: { path: string; prefetch: Prefetch; css: string }[] = [
  { path: "/", prefetch: prefetchHome, css: PAGE_CSS.home },
  { path: "/read/:id", prefetch: prefetchReader, css: PAGE_CSS.reader },
  { path: "/community", prefetch: prefetchCommunity, css: PAGE_CSS.community },
  { path: "/league/:leagueId", prefetch: prefetchLeague, css: PAGE_CSS.league },
];

type Prefetch = (params: Params, client: QueryClient, load: PageLoaders, query: URLSearchParams) => Promise<boolean>;

const ARTICLE_ID = /^[1-9]\d{0,14}$/;

async function prefetchHome(_params: Params, client: QueryClient, load: PageLoaders): Promise<boolean> {
  const [list, writers] = await Promise.all([load.recapList(HOME_LIMIT), load.writers()]);
  const { featured, second, small } = pickHeadlines(list.recaps);
  const shown = [featured, second, ...small].filter((a) => a !== undefined);
  // The page shows at most 7 of the 50 stories. It carries only those (the same headlines come
  // out of them; the other stories were a third of the page's bytes).
  embedPartOfList(client, HOME_LIMIT, { ...list, recaps: shown });
  client.setQueryData(queryKeys.writers, writers);
  await embedReactions(client, load, shown);
  return true;
}

async function prefetchReader(params: Params, client: QueryClient, load: PageLoaders): Promise<boolean> {
  if (!ARTICLE_ID.test(params.id ?? "")) return false;
  const id = Number(params.id);
  const [article, writers, reactions] = await Promise.all([load.recap(id), load.writers(), load.articleReactions(id)]);
  if (!article) return false;
  client.setQueryData(queryKeys.recaps.detail(id), article);
  client.setQueryData(queryKeys.writers, writers);
  client.setQueryData(queryKeys.reactions.forRecap(id), reactions);
  return true;
}

async function prefetchCommunity(_params: Params, client: QueryClient, load: PageLoaders): Promise<boolean> {
  const [list, icons] = await Promise.all([load.recapList(ALL_LIMIT), load.leagueIcons()]);
  // The counts are made from every story, so the whole list is embedded (and is fresh: the page
  // is cached under the content version).
  client.setQueryData(queryKeys.recaps.list(ALL_LIMIT), list);
  client.setQueryData(queryKeys.leagueIcons, icons);
  return true;
}

async function prefetchLeague(
  params: Params,
  client: QueryClient,
  load: PageLoaders,
  query: URLSearchParams,
): Promise<boolean> {
  // The filter form's `?season&week` (GameWeekFilterBar): the page shows that list's stories.
  const filter = gameWeekFilterOf(query);
  const leagueId = decodeLeagueId(params.leagueId ?? "");
  // A league's page reads its own list (LeaguePage asks for the same), so its copy holds nothing of
  // another league's and is cached under its league's version (decision 306). The page of every
  // other league reads the site's list and embeds only its stories, marked stale, so the app
  // fetches the whole list once it has started.
  const own = leagueId.toLowerCase() === OTHER_LEAGUE ? undefined : { league: leagueId };
  const [list, filtered, icons, writers] = await Promise.all([
    load.recapList(ALL_LIMIT, own),
    isFiltered(filter) ? load.recapList(ALL_LIMIT, { ...filter, ...own }) : undefined,
    load.leagueIcons(),
    load.writers(),
  ]);
  const all = matchLeague(list.recaps, leagueId);
  const shown = filtered ? matchLeague(filtered.recaps, leagueId) : all;
  if (own) {
    client.setQueryData(queryKeys.recaps.list(ALL_LIMIT, 1, own), list);
    if (filtered) client.setQueryData(queryKeys.recaps.list(ALL_LIMIT, 1, { ...filter, ...own }), filtered);
  } else {
    embedPartOfList(client, ALL_LIMIT, { ...list, recaps: all });
    if (filtered) embedPartOfList(client, ALL_LIMIT, { ...filtered, recaps: shown }, filter);
  }
  client.setQueryData(queryKeys.leagueIcons, icons);
  client.setQueryData(queryKeys.writers, writers);
  await Promise.all([embedReactions(client, load, shown), embedLeagueExtras(client, load, leagueId, all)]);
  return true;
}

/**
 * What the league page shows above its stories (SeasonLinks: the league's record; LeagueReels: its
 * reels), so they are in the first paint instead of pushing the stories down later. A league with
 * no record embeds nothing for it: the app learns of the 404 itself, and shows nothing either way.
 */
async function embedLeagueExtras(
  client: QueryClient,
  load: PageLoaders,
  leagueId: string,
  all: ArticleSummaryList["recaps"],
) {
  if (leagueId.toLowerCase() === OTHER_LEAGUE) return;
  const name = leaguePageName(leagueId, all);
  const [record, reels] = await Promise.all([load.league(name), load.leagueReels(name)]);
  if (record) client.setQueryData(queryKeys.league(name), record);
  client.setQueryData(queryKeys.reels.league(name), reels);
}

/** A list page that shows part of the list embeds only that part, with the list's real total, stale. */
function embedPartOfList(client: QueryClient, limit: number, part: ArticleSummaryList, filter?: GameWeekFilter): void {
  const queryKey = queryKeys.recaps.list(limit, 1, filter);
  client.setQueryData(queryKey, part);
  client.invalidateQueries({ queryKey, exact: true, refetchType: "none" });
}

/** The counts of the cards a list page shows, under the key the page's batch query uses. */
async function embedReactions(client: QueryClient, load: PageLoaders, shown: readonly { id: number }[]) {
  const ids = shown.map((a) => a.id);
  if (ids.length > 0) client.setQueryData(queryKeys.reactions.batch(ids), await load.reactionBatch(ids));
}

/**
 * Fills the cache with what the page's first render reads and answers the page's stylesheet, or
 * null when the page has nothing to show.
 */
async function prefetch(path: string, client: QueryClient, load: PageLoaders, search: string): Promise<string | null> {
  // The season pages under /league/:id/… (issue 22) decide for themselves.
  const season = await prefetchSeason(path, client, load);
  if (season !== null) return season ? PAGE_CSS.season : null;
  const match = matchRoutes(PAGES, path)?.at(-1);
  if (!match) return null;
  return (await match.route.prefetch(match.params, client, load, new URLSearchParams(search))) ? match.route.css : null;
}

export const renderPage: RenderPage = async (path, loaders, search = "") => {
  const queryClient = createQueryClient();
  const css = await prefetch(path, queryClient, loaders, search);
  if (css === null) return null;
  // Taken before rendering: only what the server read. Queries the render itself makes (the
  // visitor's own reactions, from browser storage) stay for the browser to fill in.
  const state = dehydrate(queryClient);

  // main.tsx's tree, minus what makes no markup (error boundary, update prompt).
  const stream = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        <StaticRouter location={`${path}${search}`}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // Never split a large boundary out into a later chunk with an inline script to move it into
    // place: the markup must be plain, in order (the CSP allows only the boot script inline).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Every lazy page is in this bundle, so waiting for all of it resolves at once.
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, state, css, boot, hold };
};
