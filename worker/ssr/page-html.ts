// index.html with a server-rendered page inside #root and the query cache it was rendered from
// (`#dgsn-state`, read by web/src/lib/page-state.ts). A render that fails leaves the plain app,
// which loads the same data itself: a reader never gets an error page from this.
import { scriptSafeJson } from "../services/meta";
import type { PageLoaders } from "./contract";
import { renderPage } from "./generated/render-page.js";

export const STATE_ELEMENT_ID = "dgsn-state";

export async function withRenderedPage(indexHtml: Response, path: string, loaders: PageLoaders): Promise<Response> {
  let page: Awaited<ReturnType<typeof renderPage>>;
  try {
    page = await renderPage(path, loaders);
  } catch (err) {
    console.error("Server render failed; serving the plain app", path, err);
    return indexHtml;
  }
  if (!page) return indexHtml;
  const { html, state } = page;
  const rewritten = new HTMLRewriter()
    .on("#root", {
      element: (el) => {
        el.setInnerContent(html, { html: true });
      },
    })
    .on("body", {
      element: (el) => {
        el.append(`<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`, {
          html: true,
        });
      },
    })
    .transform(indexHtml);
  const headers = new Headers(rewritten.headers);
  // The asset's validators describe the unmodified file.
  headers.delete("ETag");
  headers.delete("Content-Length");
  return new Response(rewritten.body, { status: indexHtml.status, headers });
}
