// How article text is split: the reader, cards, RSS, Discord and link previews all agree.

/** Paragraphs are separated by blank lines (spec §2, reader); CRLF line ends count the same. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

export const firstParagraph = (text: string): string => paragraphs(text)[0] ?? "";
