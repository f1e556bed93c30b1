// index.html with a server-rendered page inside #root and the query cache it was rendered from
// (`#dgsn-state`, read by web/src/lib/page-state.ts). A render that fails leaves the plain app,
// which loads the same data itself: a reader never gets an error page from this.
//
// A rendered page also loads differently from the plain app (decisions 090, 190, 199). It inlines
// only its own stylesheet: no render-blocking request before the first paint, and under half the
// app's rules. boot.js adds the app's whole stylesheet (`data-css`) when it starts the app. The
// app's module script is started by boot.js: for a signed-in member once the page has loaded and
// its lead image is painted, for anyone else only at their first app-only action (decision 193).
// There are no modulepreload links, so the story's image gets the bandwidth first. boot.js
// evaluates the entry's shared chunks (what the modulepreload links named, in `data-deps`) one task
// at a time before the entry. The page carries boot.js (web/src/ssr/boot.js) inline, minified
// (decision 240): Lighthouse's simulation counted its request, a high-priority script, on the path
// to the first paint; inline, its tap handlers exist once the page is parsed. It is the document's
// last element, so it comes after the cards (decision 376). At the end of <head>
// the page also carries hold-images.js, a classic script that keeps the lazy images from competing
// with the lead image (decision 249). The page's CSP allows exactly those two scripts, by their hashes.
import { contentSecurityPolicyWith } from "../middleware/security";
import { escapeHtml, scriptSafeJson } from "../services/page-meta";
import type { PageLoaders, RenderedPage } from "./contract";

const STATE_ELEMENT_ID = "dgsn-state";

export async function withRenderedPage(
  indexHtml: Response,
  path: string,
  loaders: PageLoaders,
  search?: string,
): Promise<Response> {
  let page: RenderedPage | null;
  try {
    // Loaded on first use: React's server renderer and the pages are most of the Worker's code,
    // and an isolate that only answers the API never evaluates them.
    const { renderPage } = await import("./generated/render-page.js");
    page = await renderPage(path, loaders, search);
  } catch (err) {
    console.error("Server render failed; serving the plain app", path, err);
    return indexHtml;
  }
  if (!page) return indexHtml;
  const { html, state, css, boot, hold } = page;
  // index.html is small: read it whole to learn the entry's shared chunks before rewriting it.
  const source = await indexHtml.text();
  const deps = [...source.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const appCss = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(source)?.[1];
  const app = /<script type="module"[^>]*src="([^"]+)"/.exec(source)?.[1];
  const rewritten = new HTMLRewriter()
    .on("#root", {
      element: (el) => {
        el.setInnerContent(html, { html: true });
      },
    })
    .on("head > style", {
      // index.html's one <style> of its own, the boot fallback's rule and its keyframes: the fallback
      // is #root's content, which the page replaces, so on a rendered page the rule matches nothing
      // and is one more stylesheet to parse before the first paint (issue 42).
      element: (el) => {
        el.remove();
      },
    })
    .on('link[rel="stylesheet"]', {
      element: (el) => {
        // Nothing in the stylesheet can close the element early.
        el.replace(`<style>${css.replaceAll("</style", "<\\/style")}</style>`, { html: true });
      },
    })
    .on("head", {
      // index.html's notes for its readers are bytes before the first card (issue 42).
      comments: (comment) => {
        comment.remove();
      },
      element: (el) => {
        // Meant to hold the first paint until #root has been parsed (decision 321), but Chromium
        // releases it at #root's start tag (decision 349, bench/expect-release.ts): in practice the
        // paint comes at the parser's first yield. Holding to #root's end (a marker after it) made
        // no task smaller. Then a classic script, run before the body is parsed (decision 249).
        el.append(`<link rel="expect" href="#root" blocking="render"><script>${hold.code}</script>`, { html: true });
      },
    })
    .on('link[rel="modulepreload"]', {
      element: (el) => {
        el.remove();
      },
    })
    .on('script[type="module"][src]', {
      element: (el) => {
        el.remove();
      },
    })
    .on("body", {
      element: (el) => {
        el.append(
          `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>${app ? bootTag(boot.code, app, deps, appCss) : ""}`,
          { html: true },
        );
      },
    })
    .transform(new Response(source, indexHtml));
  const headers = new Headers(rewritten.headers);
  // The asset's validators describe the unmodified file.
  headers.delete("ETag");
  headers.delete("Content-Length");
  headers.set("Content-Security-Policy", contentSecurityPolicyWith([boot.hash, hold.hash]));
  return new Response(rewritten.body, { status: indexHtml.status, headers });
}

/**
 * The page's module script: boot.js inline, naming the app's entry, its shared chunks and its whole
 * stylesheet. It is the document's last element, after #root and the state, not in <head> where the
 * build put the entry: a module script runs only once the parse has ended wherever it stands, and in
 * <head> its 4.8 kB came before the first card, so on the league page the cards missed the parser's
 * first chunk and their layout was forced at the end of the parse in some loads only (issue 42,
 * decision 376). The build refused a script holding "</script" (scripts/vite-inline-script.ts).
 */
function bootTag(code: string, app: string, deps: string[], appCss: string | undefined): string {
  const attrs = [`data-app="${escapeHtml(app)}"`];
  if (deps.length > 0) attrs.push(`data-deps="${escapeHtml(deps.join(" "))}"`);
  if (appCss) attrs.push(`data-css="${escapeHtml(appCss)}"`);
  return `<script type="module" ${attrs.join(" ")}>${code}</script>`;
}
