// The Worker's own static assets (dist/client through the ASSETS binding). The asset server maps
// files by their exact names (wrangler.toml `html_handling = "none"`): /index.html is the SPA's
// shell itself, never a redirect to the server-rendered home page (decision 251).

/** An asset response with mutable headers, so middleware can add security headers to it. */
export async function fromAssets(env: Env, request: Request | URL): Promise<Response> {
  const res = await env.ASSETS.fetch(request);
  return new Response(res.body, res);
}

/** The SPA's index.html, fetched from the static assets. */
export const fetchIndexHtml = (env: Env, url: string) => fromAssets(env, new URL("/index.html", url));

/** The SPA's index.html with a 404: the app shows its own not-found screen. */
export async function notFoundShell(env: Env, url: string, indexHtml = fetchIndexHtml(env, url)): Promise<Response> {
  const res = await indexHtml;
  return new Response(res.body, { status: 404, headers: res.headers });
}
