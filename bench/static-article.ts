// The Lighthouse baseline (bench/lighthouse.ts): an article as plain static HTML, no JavaScript, the
// least a page holding the same story can be. Pure; everything user-written is escaped here.
import type { Article } from "../worker/schemas/article";

export interface MarkupWriter {
  name: string;
  role: string;
}

/** Images are stored scaled to ≤ 800 px; the box reserves this shape (object-fit: cover) so nothing shifts. */
export const FEATURED_IMAGE = { width: 800, height: 450 } as const;

export type MarkupArticle = Pick<Article, "id" | "title" | "content" | "imageUrl" | "leagueName" | "createdAt"> & {
  userName?: string | null;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text or attribute value → HTML-safe (both contexts: quotes are escaped too). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** Paragraphs split on blank lines; single line breaks inside a paragraph kept as <br>. */
export function paragraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) => p.split("\n").map(escapeHtml).join("<br>"));
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Only our own /media URLs or https images reach the markup; anything else is left out. */
const safeImageUrl = (url: string | null): string | null =>
  url && (/^\/media\/img\/[0-9a-f]{64}\.(jpg|png|gif|webp)$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url))
    ? url
    : null;

export function articleMarkup(article: MarkupArticle, writer: MarkupWriter | null): string {
  const byline = writer ? `By ${writer.name}, ${writer.role}` : `By ${article.userName || "DGSN Staff"}`;
  const created = new Date(article.createdAt);
  const when = Number.isNaN(created.getTime())
    ? ""
    : ` · <time datetime="${escapeHtml(created.toISOString())}">${escapeHtml(dateFormat.format(created))}</time>`;
  const league = article.leagueName ? `<p class="static-article-league">${escapeHtml(article.leagueName)}</p>` : "";
  const image = safeImageUrl(article.imageUrl);
  const figure = image
    ? `<figure class="static-article-figure"><img src="${escapeHtml(image)}" alt="${escapeHtml(article.title)}" width="${FEATURED_IMAGE.width}" height="${FEATURED_IMAGE.height}" fetchpriority="high" decoding="async"></figure>`
    : "";
  const body = paragraphs(article.content)
    .map((p) => `<p>${p}</p>`)
    .join("");
  return (
    `<article class="static-article" data-article-id="${article.id}">` +
    league +
    `<h1>${escapeHtml(article.title)}</h1>` +
    `<p class="static-article-byline">${escapeHtml(byline)}${when}</p>` +
    figure +
    `<div class="static-article-body">${body}</div>` +
    `</article>`
  );
}
