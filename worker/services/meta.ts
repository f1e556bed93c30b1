// Link previews: the SPA's index.html with the page's own <title>, description, Open Graph and
// Twitter tags, theme colour and RSS links injected by HTMLRewriter — Discord, Slack and other
// unfurlers run no JavaScript. Every value is escaped here; nothing user-written reaches the HTML raw.

export interface PageMeta {
  /** The document <title>. */
  documentTitle: string;
  title: string;
  description: string;
  /** Absolute URL of this page. */
  url: string;
  /** Absolute URL of the preview image, if any. */
  image: string | null;
  type: "article" | "website";
  siteName: string;
  themeColor: string;
  /** RSS feeds to advertise besides the site-wide one already in index.html. */
  feeds: { title: string; href: string }[];
  publishedTime?: string;
}

export const escapeHtml = (s: string) =>
  s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/**
 * JSON that is safe inside <script>: `</script>`, `<!--` and `]]>` cannot appear, and the line
 * separators that older parsers treat as newlines are escaped too. JSON.parse reads it unchanged.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");

const metaTag = (attr: "name" | "property", key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

export function headTags(meta: PageMeta): string {
  const tags = [
    metaTag("name", "description", meta.description),
    metaTag("name", "theme-color", meta.themeColor),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    metaTag("property", "og:title", meta.title),
    metaTag("property", "og:description", meta.description),
    metaTag("property", "og:url", meta.url),
    metaTag("property", "og:type", meta.type),
    metaTag("property", "og:site_name", meta.siteName),
    ...(meta.image ? [metaTag("property", "og:image", meta.image)] : []),
    ...(meta.publishedTime ? [metaTag("property", "article:published_time", meta.publishedTime)] : []),
    metaTag("name", "twitter:card", meta.image ? "summary_large_image" : "summary"),
    metaTag("name", "twitter:title", meta.title),
    metaTag("name", "twitter:description", meta.description),
    ...(meta.image ? [metaTag("name", "twitter:image", meta.image)] : []),
    ...meta.feeds.map(
      (f) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(f.title)}" href="${escapeHtml(f.href)}" />`,
    ),
  ];
  return tags.join("\n    ");
}

/** index.html rewritten for one page; the static description and theme colour make way for the page's own. */
export function withPageMeta(indexHtml: Response, meta: PageMeta, status = 200): Response {
  const rewritten = new HTMLRewriter()
    .on("title", {
      element: (el) => {
        el.setInnerContent(meta.documentTitle);
      },
    })
    .on('meta[name="description"], meta[name="theme-color"]', {
      element: (el) => {
        el.remove();
      },
    })
    .on("head", {
      element: (el) => {
        el.append(headTags(meta), { html: true });
      },
    })
    .transform(indexHtml);
  const headers = new Headers(rewritten.headers);
  // The asset's validators describe the unmodified file.
  headers.delete("ETag");
  headers.delete("Content-Length");
  return new Response(rewritten.body, { status, headers });
}
