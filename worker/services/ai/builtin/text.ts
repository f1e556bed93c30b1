// Plain-text helpers shared by the built-in writer's recap and news composers.
import { NOT_AN_END } from "../claims/text";

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The sentences of a text, whitespace collapsed: a sentence ends at . ! or ? followed by a space ("70.8%" is one word). */
export const sentencesOf = (text: string): string[] =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .split(new RegExp(`(?<=[.!?]["'”’)]*)${NOT_AN_END} `))
    .filter(Boolean);

/** Whole sentences from the start of a text, up to about `maxWords` words (at least one sentence). */
export function takeSentences(text: string, maxWords: number): string {
  const out: string[] = [];
  let words = 0;
  for (const s of sentencesOf(text)) {
    const n = wordCount(s);
    if (out.length > 0 && words + n > maxWords) break;
    out.push(s);
    words += n;
  }
  return out.join(" ");
}

/** "a 11-point" → "an 11-point": the article before a number a template placed. */
export const numberArticles = (s: string) => s.replace(/\b([Aa]) (?=(?:8\d*|11|18)(?:\D|$))/g, "$1n ");

/** Every sentence opens with a capital (a template may open one with a clause such as "the Owls …"). */
export const sentenceCase = (s: string) =>
  s.replace(/(^|[.!?]["”]?\s+)([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
