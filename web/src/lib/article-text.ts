// Plain-text views of an article's content for cards, snippets and the reader.

/** Removes markup so a snippet never renders (or miscounts) tags. */
export function stripTags(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Content split into paragraphs at blank lines (spec §2, reader). */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** The first paragraph as plain text (cards). */
export function firstParagraph(content: string): string {
  return stripTags(paragraphs(content)[0] ?? "");
}

/** The first `max` characters of the text with tags stripped, with an ellipsis when cut (league page: 150). */
export function snippet(content: string, max: number): string {
  const text = stripTags(content);
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

const EMBED_HOSTS = new Set(["www.youtube.com", "www.youtube-nocookie.com"]);

/**
 * The video address to put in an iframe, or null. Only YouTube embed addresses are framed (they are
 * stored in that form, and the CSP allows only these hosts).
 */
export function embedUrl(youtubeUrl: string | null | undefined): string | null {
  if (!youtubeUrl) return null;
  try {
    const url = new URL(youtubeUrl);
    if (url.protocol !== "https:" || !EMBED_HOSTS.has(url.hostname)) return null;
    if (!/^\/embed\/[A-Za-z0-9_-]{6,20}$/.test(url.pathname)) return null;
    return url.toString();
  } catch {
    return null;
  }
}
