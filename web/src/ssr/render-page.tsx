// Server render of the two pages most readers land on, run inside the Worker (worker/routes/pages.ts)
// so the story is on screen — and the browser has found its image — before any JavaScript arrives.
// The SPA does not hydrate this markup: main.tsx hydrates the query cache from `state`, loads the
// route's chunk, and its first render replaces the markup with the same DOM in one commit.
import { dehydrate, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import type { PageLoaders, RenderPage } from "../../../worker/ssr/contract";
import { HOME_LIMIT } from "../hooks/use-recaps";
import { pickHeadlines } from "../lib/headlines";
import { createQueryClient } from "../lib/query-client";
import { queryKeys } from "../lib/query-keys";
import { OfflineBanner } from "../pwa/OfflineBanner";
import { AppRoutes } from "../routes";
import { prefetchSeason } from "./season-prefetch";

const READER = /^\/read\/([1-9]\d{0,14})$/;

/** Fills the cache with what the page's first render reads; false when the page has nothing to show. */
async function prefetch(path: string, client: QueryClient, load: PageLoaders): Promise<boolean> {
  const season = await prefetchSeason(path, client, load);
  if (season !== null) return season;
  if (path === "/") {
    const [list, writers] = await Promise.all([load.recapList(HOME_LIMIT), load.writers()]);
    const { featured, second, small } = pickHeadlines(list.recaps);
    const shown = [featured, second, ...small].filter((a) => a !== undefined);
    const ids = shown.map((a) => a.id);
    // The page shows at most 7 of the 50 stories. It carries only those (the same headlines come
    // out of them; the other stories were a third of the page's bytes), marked stale, so the app
    // fetches the whole list once it has started.
    client.setQueryData(queryKeys.recaps.list(HOME_LIMIT), { ...list, recaps: shown });
    client.invalidateQueries({ queryKey: queryKeys.recaps.list(HOME_LIMIT), refetchType: "none" });
    client.setQueryData(queryKeys.writers, writers);
    if (ids.length > 0) client.setQueryData(queryKeys.reactions.batch(ids), await load.reactionBatch(ids));
    return true;
  }
  const id = Number(READER.exec(path)?.[1]);
  if (!id) return false;
  const [article, writers, reactions] = await Promise.all([load.recap(id), load.writers(), load.articleReactions(id)]);
  if (!article) return false;
  client.setQueryData(queryKeys.recaps.detail(id), article);
  client.setQueryData(queryKeys.writers, writers);
  client.setQueryData(queryKeys.reactions.forRecap(id), reactions);
  return true;
}

export const renderPage: RenderPage = async (path, loaders) => {
  const queryClient = createQueryClient();
  if (!(await prefetch(path, queryClient, loaders))) return null;
  // Taken before rendering: only what the server read. Queries the render itself makes (the
  // visitor's own reactions, from browser storage) stay for the browser to fill in.
  const state = dehydrate(queryClient);

  // main.tsx's tree, minus what renders nothing until the browser acts (the update prompt).
  const stream = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // Never split a large boundary out into a later chunk with an inline script to move it into
    // place: the markup must be plain, in order (the CSP allows no inline scripts, and the SPA
    // replaces it rather than hydrating).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Every lazy page is in this bundle, so waiting for all of it resolves at once.
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, state };
};
