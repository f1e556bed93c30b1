// A bug's points OCR boxed as two words, a digit each: "1 9" for 19 in a face printed with wide
// letter spacing (style 107 at 1920, its points 38 px tall and their digits 12–13 px apart), which
// then reads four numbers and no score. Two digits that close, as tall as each other, are one number;
// points a score bug prints apart stand a badge, a dash or a label's width apart.
import { POINTS } from "./score";
import type { OcrLine, OcrWord } from "./types";

/** The widest gap between two digits of one number, against their height. */
const GLYPH_GAP = 0.4;

const close = (a: OcrWord, b: OcrWord) => {
  if (!a.box || !b.box || !/^\d+$/.test(a.text) || !/^\d+$/.test(b.text)) return false;
  const [ha, hb] = [a.box.y1 - a.box.y0, b.box.y1 - b.box.y0];
  const gap = b.box.x0 - a.box.x1;
  return (
    POINTS.test(a.text + b.text) &&
    Math.abs(ha - hb) <= 0.1 * Math.max(ha, hb) &&
    gap >= 0 &&
    gap < GLYPH_GAP * Math.min(ha, hb)
  );
};

/** The line with each such pair of words joined, boxed together, as sure as the less sure of the two. */
export function joinSplitPoints(line: OcrLine): OcrLine {
  const out: OcrWord[] = [];
  for (const word of line) {
    const last = out.at(-1);
    if (last && close(last, word))
      out[out.length - 1] = {
        text: last.text + word.text,
        confidence: Math.min(last.confidence, word.confidence),
        box: {
          x0: last.box!.x0,
          y0: Math.min(last.box!.y0, word.box!.y0),
          x1: word.box!.x1,
          y1: Math.max(last.box!.y1, word.box!.y1),
        },
      };
    else out.push(word);
  }
  return out;
}
