// Every path no other route claims. wrangler runs the Worker first for every path but /assets/* and
// /ocr/* (wrangler.toml), so this is where a document request for a path that is no page of the
// site becomes a 404 (decision 251): crawlers and link checkers see it, while the app's own
// "Page Not Found" screen still shows.
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { fetchIndexHtml, fromAssets, notFoundShell } from "../lib/assets";
import { appHasRoute } from "../ssr/app-routes";

const READS = new Set(["GET", "HEAD"]);

/** A static file when there is one; else the SPA's index.html, 200 for its routes and 404 for the rest. */
export async function assetOrAppShell(c: Context<AppEnv>): Promise<Response> {
  const asset = await fromAssets(c.env, c.req.raw);
  if (asset.status !== 404 || !READS.has(c.req.method)) return asset;
  await asset.body?.cancel();
  const shell = fetchIndexHtml(c.env, c.req.url);
  return (await appHasRoute(c.req.path)) ? shell : notFoundShell(c.env, c.req.url, shell);
}
