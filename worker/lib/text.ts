// Cutting text to a length for everything that summarises an article (RSS, Discord, link previews);
// paragraph splitting is db/domain's.

/**
 * Cuts text to at most `max` UTF-16 units, ending in "…" at a word boundary where one is near,
 * never inside a surrogate pair, and never leaving a lone backslash that would escape the "…" in
 * markdown.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const lastCode = cut.charCodeAt(cut.length - 1);
  if (lastCode >= 0xd800 && lastCode <= 0xdbff) cut = cut.slice(0, -1);
  const space = cut.search(/\s\S*$/);
  if (space > 0 && space >= cut.length - 40) cut = cut.slice(0, space);
  cut = cut.trimEnd();
  const trailingBackslashes = /\\*$/.exec(cut)?.[0].length ?? 0;
  if (trailingBackslashes % 2 === 1) cut = cut.slice(0, -1);
  return `${cut}…`;
}
