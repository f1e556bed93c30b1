// Writes the static baseline both page benchmarks compare with (bench/lighthouse.ts,
// bench/main-thread.ts): the API's article (one with a featured image) as plain HTML plus a few lines
// of inline CSS, at dist/client/bench/static-article.html. The site serves it at that exact path once
// it is (re)started, so call this before starting the measured site.
import { mkdir, writeFile } from "node:fs/promises";
import type { Site } from "./lib";
import { articleMarkup, escapeHtml, type MarkupArticle, type MarkupWriter } from "./static-article";

const STATIC_CSS =
  "body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;color:#111}" +
  ".static-article{max-width:720px;margin:0 auto;padding:16px}" +
  ".static-article-figure{margin:0}.static-article-figure img{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover}";

/**
 * Assets are served by their exact names (wrangler.toml `html_handling = "none"`, decision 251):
 * `/bench/static-article` without `.html` is answered with the app's shell, which is what both
 * benchmarks measured as the "static" page from that change until issue 42's second session.
 */
export const STATIC_PATH = "/bench/static-article.html";

export interface ListedRecap {
  id: number;
  imageUrl: string | null;
  writerId: string | null;
  leagueName: string | null;
}

/** The list and the article the static page is made from (one with a featured image). */
export async function readStaticArticle(siteUrl: string): Promise<{ recaps: ListedRecap[]; article: ListedRecap }> {
  const { recaps } = (await (await fetch(`${siteUrl}/api/recaps?limit=50`)).json()) as { recaps: ListedRecap[] };
  // The reader is measured on an article with a featured image: the usual LCP element.
  const article = recaps.find((r) => r.imageUrl) ?? recaps[0];
  if (!article) throw new Error("no articles: the demo seed should have created some");
  return { recaps, article };
}

/** Reads the article from a running site and writes the static page; returns the list and the article. */
export async function writeStaticPage(siteUrl: string): Promise<{ recaps: ListedRecap[]; article: ListedRecap }> {
  const { recaps, article } = await readStaticArticle(siteUrl);
  const full = (await (await fetch(`${siteUrl}/api/recaps/${article.id}`)).json()) as MarkupArticle;
  const writers = (await (await fetch(`${siteUrl}/api/writers`)).json()) as (MarkupWriter & { id: string })[];
  const writer = writers.find((w) => w.id === article.writerId) ?? null;
  await mkdir("dist/client/bench", { recursive: true });
  await writeFile(
    "dist/client/bench/static-article.html",
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(full.title)}</title><style>${STATIC_CSS}</style></head><body>${articleMarkup(full, writer)}</body></html>`,
  );
  return { recaps, article };
}

/**
 * Stops the site and the benchmark when the site answers the static path with anything but the page
 * written above: every figure is read against that page's.
 */
export async function requireStaticPage(site: Site): Promise<void> {
  const html = await (await fetch(`${site.url}${STATIC_PATH}`)).text();
  if (html.includes('class="static-article"')) return;
  await site.stop();
  throw new Error(`${site.url}${STATIC_PATH} is not the static page written by bench/static-page.ts`);
}
