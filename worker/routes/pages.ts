import { Hono } from "hono";
import type { AppEnv } from "../env";

/** An asset response with mutable headers, so middleware can add security headers to it. */
export async function fromAssets(env: Env, request: Request | URL): Promise<Response> {
  const res = await env.ASSETS.fetch(request);
  return new Response(res.body, res);
}

/** The SPA's index.html, fetched from the static assets. */
export const fetchIndexHtml = (env: Env, url: string) => fromAssets(env, new URL("/", url));

/**
 * HTML routes the Worker serves itself (wrangler `run_worker_first`): the reader and league pages,
 * so link previews can get their meta tags injected.
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/read/:id", (c) => fetchIndexHtml(c.env, c.req.url))
  .get("/league/:id", (c) => fetchIndexHtml(c.env, c.req.url));
