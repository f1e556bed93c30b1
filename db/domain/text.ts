// How article text is split: the reader, cards, RSS, Discord and link previews all agree.

/** Paragraphs are separated by blank lines (spec §2, reader); CRLF line ends count the same. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

export const firstParagraph = (text: string): string => paragraphs(text)[0] ?? "";

/** Removes markup so a snippet never renders (or miscounts) tags. */
export function stripTags(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Spec §2 league page: a card shows the first 150 characters of the text, tags stripped. */
export const LEAGUE_SNIPPET_LENGTH = 150;

/**
 * The start of a story a list carries instead of its whole text (GET /api/recaps, issue 19): cut at
 * a line end, long enough that every card's excerpt comes out of it exactly as out of the whole
 * text — the whole first paragraph (home cards) and, tags stripped, more than the league card's
 * 150 characters (so the card also knows to add its ellipsis).
 */
export function listExcerpt(text: string): string {
  const first = paragraphs(text)[0] ?? "";
  let end = first ? text.indexOf(first) + first.length : 0;
  while (end < text.length && stripTags(text.slice(0, end)).length <= LEAGUE_SNIPPET_LENGTH) {
    const next = text.indexOf("\n", end + 1);
    end = next === -1 ? text.length : next;
  }
  return text.slice(0, end);
}
