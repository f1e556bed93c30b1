// Id patterns: what an article id in a URL or form looks like.

/** A positive whole number that fits a SQLite integer and a JS safe integer (no leading zero). */
export const ARTICLE_ID_PATTERN = /^[1-9]\d{0,15}$/;
export const ARTICLE_ID_MESSAGE = "Article id must be a positive whole number";

/** The article id a route value or form field names, or null. */
export function parseArticleId(raw: string): number | null {
  const value = raw.trim();
  if (!ARTICLE_ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
