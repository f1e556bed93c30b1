// A league's season pages as HTML (issue 22, decision 224): rendered on the server with the SPA's
// own pages (ssr/), so standings, schedules, teams and leaders read without JavaScript. A league or
// season that has no export is a 404 with the plain app, which shows its own "not found".
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { fetchIndexHtml } from "../lib/assets";
import { publicLeagueData, read } from "../middleware/route-policy";
import type { PageLoaders } from "../ssr/contract";
import { pageLoaders } from "../ssr/loaders";
import { withRenderedPage } from "../ssr/page-html";

async function seasonPage(env: Env, url: string, path: string, loaders: PageLoaders): Promise<Response> {
  let missing = false;
  // The render asks for one season or team; a miss makes the answer a 404.
  const tracked: PageLoaders = {
    ...loaders,
    leagueSeason: async (...args) => {
      const view = await loaders.leagueSeason(...args);
      missing ||= view === undefined;
      return view;
    },
    leagueTeam: async (...args) => {
      const view = await loaders.leagueTeam(...args);
      missing ||= view === undefined;
      return view;
    },
  };
  const page = await withRenderedPage(await fetchIndexHtml(env, url), path, tracked);
  if (!missing) return page;
  return new Response(page.body, { status: 404, headers: page.headers });
}

/** `/league/{league}/season…`: the league is the path's second segment. */
const SEASON_PAGE = publicLeagueData(2);

export const seasonPageRoutes = new Hono<AppEnv>()
  .get("/league/:id/season", read(SEASON_PAGE), (c) =>
    seasonPage(c.env, c.req.url, c.req.path, pageLoaders(c.env, c.var.db)),
  )
  .get("/league/:id/season/*", read(SEASON_PAGE), (c) =>
    seasonPage(c.env, c.req.url, c.req.path, pageLoaders(c.env, c.var.db)),
  );
