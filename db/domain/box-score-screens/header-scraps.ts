// A header that glare on a photo of a TV broke into scraps ("Yds" read "Hii HN Ivo" on style 202's
// receiving photo): each scrap is a word no spelling names, so the line had three columns we do not
// know for the one it lacks, and its cells went unread. Scraps the engine itself doubts, each under
// the doubt mark and set closer to the next than a letter's height (a space between two headers is
// wider than that on every layout), are one header word: the line then has one unknown header, which
// rows.ts (namedByElimination) may take for the one kept stat the line lacks, its cells doubtful.
import { DOUBTFUL, type HeaderColumn } from "./rows";

const scrap = (c: HeaderColumn) => !c.known && !!c.word.box && c.word.confidence < DOUBTFUL;

export function joinedScraps(columns: HeaderColumn[]): HeaderColumn[] {
  const joined: HeaderColumn[] = [];
  for (const c of columns) {
    const last = joined.at(-1);
    if (last && scrap(last) && scrap(c) && closeBeside(last.word.box!, c.word.box!)) {
      const [a, b] = [last.word.box!, c.word.box!];
      const box = { x0: a.x0, y0: Math.min(a.y0, b.y0), x1: b.x1, y1: Math.max(a.y1, b.y1) };
      const confidence = Math.min(last.word.confidence, c.word.confidence);
      joined[joined.length - 1] = { ...last, word: { text: last.word.text + c.word.text, confidence, box } };
    } else joined.push(c);
  }
  return joined;
}

type Box = NonNullable<HeaderColumn["word"]["box"]>;
const closeBeside = (a: Box, b: Box) => b.x0 - a.x1 < Math.min(a.y1 - a.y0, b.y1 - b.y0);
