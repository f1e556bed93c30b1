// Header words no read could name ("jy", "1" or "A" for a bold TD, "yc" for Y/C): the engine reads a
// short header by its neighbours' context, and the letters-only read of the whole line often repeats
// the misread. The OCR worker reads each such word again on its own, letters only; what that read
// names is taken only when it is a column this screen has and no other header of the line names.
import { HEADERS, headerToken, type PlayerScreen } from "./columns";
import type { Box } from "./layout";
import { joinSlashes } from "./lines";
import { columnsOf } from "./rows";
import type { OcrLine, OcrWord } from "./types";

/**
 * The header words from the first column on that name no column, or name one only as a near spelling
 * ("Tid" one letter from TD, for a title-case "Tkl"), each with the box to read it in:
 * its own, widened by its height into the gaps beside it (a misread's box can be narrower than the
 * header), never over a neighbour.
 */
export function unnamedHeaders(header: OcrLine, kind: PlayerScreen): { word: OcrWord; box: Box }[] {
  const words = joinSlashes(header).filter((w) => w.box);
  return columnsOf(words, kind)
    .filter((c) => !(c.known && c.sure) && c.word.box)
    .map(({ word }) => {
      const b = word.box!;
      const i = words.indexOf(word);
      const h = b.y1 - b.y0;
      const before = words[i - 1]?.box;
      const after = words[i + 1]?.box;
      const pad = Math.round(h / 4);
      return {
        word,
        box: {
          x0: Math.max(before ? before.x1 + 1 : 0, b.x0 - h),
          y0: Math.max(0, b.y0 - pad),
          x1: Math.min(after ? after.x0 - 1 : b.x1 + h, b.x1 + h),
          y1: b.y1 + pad,
        },
      };
    });
}

/**
 * What a header word read alone (letters only) is, or null: exactly one word, spelled exactly as a
 * column of this screen, whose stats no other header of the line names. It keeps the word's box.
 */
export function headerReadAlone(word: OcrWord, read: OcrWord[], header: OcrLine, kind: PlayerScreen): OcrWord | null {
  const words = joinSlashes(read.filter((w) => /[A-Za-z]/.test(w.text)));
  if (words.length !== 1) return null;
  const column = HEADERS[kind][headerToken(words[0]!.text)];
  if (!column) return null;
  const others = columnsOf(
    joinSlashes(header).filter((w) => w !== word && !(w.box && word.box && w.box.x0 === word.box.x0)),
    kind,
  );
  const named = new Set(others.flatMap((c) => (c.known ? c.column.keys : [])));
  if (column.keys.some((k) => named.has(k))) return null;
  return { ...word, text: words[0]!.text, confidence: words[0]!.confidence };
}
