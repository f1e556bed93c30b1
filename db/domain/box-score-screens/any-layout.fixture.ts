// Words laid out as OCR boxes them, for the tests of screens in any layout.
import type { OcrWord } from "./types";

export const teams = { home: "Silver Lake Pirates", away: "Portland Alpine Foxes" };

/** Words at x positions, one line per 40 px; a cell's words 10 px apart, as a space prints. */
export function screen(rows: [number, string, number?][][]): OcrWord[] {
  return rows.flatMap((cells, line) =>
    cells.flatMap(([x, text, contrast]) => {
      let at = x;
      return text.split(" ").map((part) => {
        const w = part.length * 9;
        const box = { x0: at, y0: line * 40, x1: at + w, y1: line * 40 + 20 };
        at += w + 10;
        return { text: part, confidence: 95, box, ...(contrast === undefined ? {} : { contrast }) };
      });
    }),
  );
}

/** One word as OCR read it, boxed at the pixels the capture gave (the tests that replay a capture's read). */
export const ocrWord = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 96): OcrWord => ({
  text,
  confidence,
  box: { x0, y0, x1, y1 },
});
