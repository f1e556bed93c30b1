// Plain-text views of an article's content for cards and snippets (paragraphs: db/domain).
import { paragraphs, stripTags } from "../../../db/domain";

export { stripTags };

/** The first paragraph as plain text (cards). */
export function firstParagraph(content: string): string {
  return stripTags(paragraphs(content)[0] ?? "");
}

/** The first `max` characters of the text with tags stripped, with an ellipsis when cut (league page: 150). */
export function snippet(content: string, max: number): string {
  const text = stripTags(content);
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}
