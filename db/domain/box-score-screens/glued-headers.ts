// Two headers OCR ran into one word ("YACTD" for YAC and TD, style 161's photo, boxed over both): the
// word names no column, the column it hides gets no header, and its cells land under the neighbour,
// two numbers under one header, the rows unread. A word that is exactly two spellings of one screen
// end to end is those two headers; no spelling and no name in the fixtures or the games is such a word.
import { HEADERS, headerToken, type PlayerScreen } from "./columns";
import type { OcrWord } from "./types";

/** The two spellings of the screen a header token is made of, or null. */
export function gluedParts(token: string, kind: PlayerScreen): [string, string] | null {
  if (token in HEADERS[kind]) return null;
  for (let i = 2; i <= token.length - 2; i++) {
    const [first, second] = [token.slice(0, i), token.slice(i)];
    if (first in HEADERS[kind] && second in HEADERS[kind]) return [first, second];
  }
  return null;
}

/**
 * A header word as the headers it holds: itself, or its two glued headers, each boxed over its share
 * of the word's letters (the games' header faces are set in capitals of near one width).
 */
export function unglued(word: OcrWord, kind: PlayerScreen): OcrWord[] {
  const parts = gluedParts(headerToken(word.text), kind);
  if (!parts) return [word];
  const [first, second] = parts;
  if (!word.box)
    return [
      { ...word, text: first },
      { ...word, text: second },
    ];
  const cut = Math.round(word.box.x0 + ((word.box.x1 - word.box.x0) * first.length) / (first.length + second.length));
  return [
    { ...word, text: first, box: { ...word.box, x1: cut } },
    { ...word, text: second, box: { ...word.box, x0: cut } },
  ];
}
