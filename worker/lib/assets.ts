// The Worker's own static assets (dist/client through the ASSETS binding).

/** An asset response with mutable headers, so middleware can add security headers to it. */
export async function fromAssets(env: Env, request: Request | URL): Promise<Response> {
  const res = await env.ASSETS.fetch(request);
  return new Response(res.body, res);
}

/** The SPA's index.html, fetched from the static assets. */
export const fetchIndexHtml = (env: Env, url: string) => fromAssets(env, new URL("/", url));
