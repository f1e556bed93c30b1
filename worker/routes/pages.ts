import { type Context, Hono } from "hono";
import type { Db } from "../../db/client";
import {
  ARTICLE_ID_PATTERN,
  decodeLeagueId,
  firstParagraph,
  KNOWN_LEAGUES,
  leagueDisplay,
  leagueMatches,
  leagueSegment,
  OTHER_LEAGUE,
} from "../../db/domain";
import { storyReplacing } from "../../db/queries/export-games";
import { findLeagueName } from "../../db/queries/leagues";
import { getReaderPage } from "../../db/queries/recaps";
import { readConfig } from "../config";
import type { AppEnv } from "../env";
import { fetchIndexHtml, notFoundShell } from "../lib/assets";
import { truncate } from "../lib/text";
import { normalizedReadUrl } from "../middleware/cache-key";
import { ARTICLE_PAGE, LEAGUE_PAGE, PUBLIC_CONTENT, PUBLIC_PAGE_WITH_COUNTS, read } from "../middleware/route-policy";
import { mediaUrl, toArticle } from "../schemas/article";
import { toWriterView } from "../schemas/writers";
import { withPageMeta } from "../services/page-meta";
import type { PageLoaders } from "../ssr/contract";
import { pageLoaders } from "../ssr/loaders";
import { withRenderedPage } from "../ssr/page-html";

const DESCRIPTION_LENGTH = 200;

const feed = (siteName: string, origin: string, league: string) => ({
  title: `${siteName} — ${league}`,
  href: `${origin}/api/rss?league=${encodeURIComponent(league)}`,
});

/** The league a /league/{id} link names (spec §2 matching), or undefined when there is none. */
async function resolveLeague(db: Db, decoded: string) {
  if (decoded.toLowerCase() === OTHER_LEAGUE) return { name: "Other Leagues", key: OTHER_LEAGUE, feed: false };
  // The name itself, or its encoded form (a link that encoded the name twice).
  const candidates = [...new Set([decoded, decodeLeagueId(decoded)])];
  const known = KNOWN_LEAGUES.find((l) => candidates.some((x) => leagueMatches(l, x)));
  const name = known ?? (await findLeagueName(db, candidates));
  return name ? { name, key: name, feed: true } : undefined;
}

/**
 * The page at the request's path rendered on the server (ssr/), or the plain app when it cannot be.
 * The page sees only the query its cached copy is keyed by (the league filter's `?season&week`).
 */
async function renderedPage(
  c: Context<AppEnv>,
  loaders: PageLoaders = pageLoaders(c.env, c.var.db),
  indexHtml = fetchIndexHtml(c.env, c.req.url),
): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  const { search } = new URL(normalizedReadUrl(c.req.url));
  return withRenderedPage(await indexHtml, pathname, loaders, search);
}

/**
 * HTML routes the Worker serves itself (wrangler `run_worker_first`): the home, reader, community
 * and league pages rendered on the server (ssr/), the reader and league pages with their
 * link-preview tags injected (services/page-meta.ts).
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/", read(PUBLIC_PAGE_WITH_COUNTS), (c) =>
    renderedPage(c, pageLoaders(c.env, c.var.db, { countsWithLists: true })),
  )
  .get("/community", read(PUBLIC_CONTENT), (c) => renderedPage(c))
  .get("/read/:id", read(ARTICLE_PAGE), async (c) => {
    const id = c.req.param("id");
    if (!ARTICLE_ID_PATTERN.test(id)) return notFoundShell(c.env, c.req.url);
    const articleId = Number(id);
    // The app's index.html is fetched while D1 reads everything the page shows in one batch: a miss
    // waits for D1 once, with one request (decisions 196, 243, 247). Marked handled at once: a
    // failed D1 read must not leave it unhandled.
    const loaders = pageLoaders(c.env, c.var.db);
    const indexHtml = fetchIndexHtml(c.env, c.req.url);
    indexHtml.catch(() => undefined);
    const { article: found, writers, reactions } = await getReaderPage(c.var.db, articleId);
    // A draft, a story being written or a failed one is its author's: the same 404 as a missing one.
    if (!found) {
      // An export story a member's recap replaced (decision 227): its links (Discord) lead to the game's story.
      const replacement = await storyReplacing(c.var.db, articleId);
      return replacement ? c.redirect(`/read/${replacement}`, 302) : notFoundShell(c.env, c.req.url, indexHtml);
    }
    const { row, statsImages } = found;
    const origin = new URL(c.req.url).origin;
    const { SITE_NAME } = readConfig(c.env);
    const article = toArticle(row, statsImages);
    const page = await renderedPage(
      c,
      {
        ...loaders,
        recap: async () => article,
        writers: async () => writers.map(toWriterView),
        articleReactions: async (asked) => (asked === articleId ? reactions : loaders.articleReactions(asked)),
      },
      indexHtml,
    );
    return withPageMeta(page, {
      documentTitle: `${row.title} — ${SITE_NAME}`,
      title: row.title,
      description: truncate(firstParagraph(row.content), DESCRIPTION_LENGTH),
      url: `${origin}/read/${row.id}`,
      image: row.imageKey ? `${origin}${mediaUrl(row.imageKey)}` : null,
      type: "article",
      siteName: SITE_NAME,
      themeColor: leagueDisplay(row.leagueName).color,
      feeds: row.leagueName ? [feed(SITE_NAME, origin, row.leagueName)] : [],
      publishedTime: row.createdAt.toISOString(),
    });
  })
  .get("/league/:id", read(LEAGUE_PAGE), async (c) => {
    const league = await resolveLeague(c.var.db, c.req.param("id"));
    if (!league) return notFoundShell(c.env, c.req.url);
    const origin = new URL(c.req.url).origin;
    const { SITE_NAME } = readConfig(c.env);
    return withPageMeta(await renderedPage(c, pageLoaders(c.env, c.var.db, { countsWithLists: true })), {
      documentTitle: `${league.name} — ${SITE_NAME}`,
      title: `${league.name} on ${SITE_NAME}`,
      description: leagueDisplay(league.key).description,
      url: `${origin}/league/${leagueSegment(league.key === "other" ? "other" : league.name)}`,
      image: null,
      type: "website",
      siteName: SITE_NAME,
      themeColor: leagueDisplay(league.key).color,
      feeds: league.feed ? [feed(SITE_NAME, origin, league.name)] : [],
    });
  });
