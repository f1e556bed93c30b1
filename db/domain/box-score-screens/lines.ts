// Turning recognised words into lines and tokens. Tesseract's own line split follows its layout
// guess, which wanders on game UI (tabs, score bug, wide tables); grouping words by their vertical
// overlap keeps one table row on one line.
import { joinAlongSlope } from "./sloped-lines";
import type { OcrLine, OcrWord } from "./types";

const centreY = (w: OcrWord) => (w.box ? (w.box.y0 + w.box.y1) / 2 : 0);
const height = (w: OcrWord) => (w.box ? w.box.y1 - w.box.y0 : 0);

/**
 * Words with boxes → lines, top to bottom, each left to right. A word goes to the line whose middle
 * is nearest its own. A word much flatter than the others ("~~", "oo" on a rule, Tesseract boxes
 * some 0 px tall) is a mark, not text: left alone it would start a line between two rows and
 * take words of both, splitting a player's row in two.
 */
export function linesFromWords(words: OcrWord[]): OcrLine[] {
  const boxed = words.filter((w) => w.box && w.text.trim());
  const heights = boxed.map(height).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 0;
  const sorted = boxed.filter((w) => height(w) * 3 >= typical).sort((a, b) => centreY(a) - centreY(b));
  const lines: { y: number; h: number; words: OcrWord[] }[] = [];
  for (const word of sorted) {
    const near = lines.filter((l) => Math.abs(l.y - centreY(word)) < Math.max(l.h, height(word)) * 0.5);
    const line = near.sort((a, b) => Math.abs(a.y - centreY(word)) - Math.abs(b.y - centreY(word)))[0];
    if (line) {
      line.words.push(word);
      line.y = line.words.reduce((sum, w) => sum + centreY(w), 0) / line.words.length;
      line.h = Math.max(line.h, height(word));
    } else lines.push({ y: centreY(word), h: height(word), words: [word] });
  }
  // A photo's table tilted under a level score bug: its lines run on past where height groups them.
  return joinAlongSlope(lines.sort((a, b) => a.y - b.y).map((l) => l.words.sort((a, b) => a.box!.x0 - b.box!.x0)));
}

/** A model's plain-text answer → lines of words (no boxes; every word fully confident). */
export function linesFromText(text: string): OcrLine[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/[|\t]/g, " ")
        .split(/\s+/)
        .filter(Boolean)
        .map((t) => ({ text: t, confidence: 100 })),
    )
    .filter((line) => line.length > 0);
}

/**
 * Joins "18/" "27", "18" "/27" and "18" "/" "27" into one word, so a CMP/ATT cell is one token. A
 * slash joins numbers to numbers and letters to letters only: a position and a cell ("S" "/" "0")
 * are two things whatever the digits-only read put between them. A lone slash boxed over another
 * word is that word's glyph read a second time (the digits-only read's "/" for a lone "0" in small
 * type, style 133 at 1920), no slash: it is dropped; so is one boxed more than a letter's height right
 * of the word before it, a cell's glyph misread (a "0" read "/" at confidence 0 under a column far
 * right of the name, style 56 at 1920: joined as "ALBRIGHT/", boxed across the position column, the
 * row's name went unread). A slash and the words it joins touch, or lie a space apart ("LB / RB").
 */
export function joinSlashes(line: OcrLine): OcrLine {
  const out: OcrWord[] = [];
  for (const word of line.filter((w, i) => !ghostSlash(w, line) && !farSlash(w, line[i - 1]))) {
    const last = out[out.length - 1];
    if (last && (last.text.endsWith("/") || word.text.startsWith("/")) && sameKind(last.text, word.text)) {
      out[out.length - 1] = merge(last, word);
    } else out.push(word);
  }
  return out;
}

/** Whether two words joined at a slash are both numbers or both words (a bare "/" is either). */
const sameKind = (a: string, b: string) => {
  const kind = (t: string) => (/\d/.test(t) ? "number" : /\p{L}/u.test(t) ? "word" : "");
  return !kind(a) || !kind(b) || kind(a) === kind(b);
};

const farSlash = (w: OcrWord, before: OcrWord | undefined) =>
  w.text === "/" && !!w.box && !!before?.box && w.box.x0 - before.box.x1 > w.box.y1 - w.box.y0;

const ghostSlash = (w: OcrWord, line: OcrLine) =>
  w.text === "/" &&
  !!w.box &&
  line.some(
    (o) =>
      o !== w &&
      o.box &&
      /\d/.test(o.text) &&
      Math.min(o.box.x1, w.box!.x1) - Math.max(o.box.x0, w.box!.x0) >= 0.5 * (w.box!.x1 - w.box!.x0),
  );

function merge(a: OcrWord, b: OcrWord): OcrWord {
  return {
    text: a.text + b.text,
    confidence: Math.min(a.confidence, b.confidence),
    ...(a.box && b.box
      ? {
          box: {
            x0: Math.min(a.box.x0, b.box.x0),
            y0: Math.min(a.box.y0, b.box.y0),
            x1: Math.max(a.box.x1, b.box.x1),
            y1: Math.max(a.box.y1, b.box.y1),
          },
        }
      : {}),
    ...(a.contrast !== undefined || b.contrast !== undefined
      ? { contrast: Math.max(a.contrast ?? 0, b.contrast ?? 0) }
      : {}),
    ...(a.glyphs && b.glyphs ? { glyphs: [...a.glyphs, ...b.glyphs] } : {}),
  };
}

export const lineText = (line: OcrLine) => line.map((w) => w.text).join(" ");

/**
 * A number read twice at one place is one cell: the full read's word boxed across the blank before a
 * cell ("14" boxed 524–883 at confidence 47 over the cell's own "14" at 837–882, style 146's crop, at
 * 1920 too) stayed beside the numbers read's, and the row went unread with two numbers under one
 * column. Two cells of a row never overlap; of the same number overlapping, the narrower box, the one
 * that fits its digits, is kept.
 */
export function withoutDoubles(line: OcrLine): OcrLine {
  const width = (w: OcrWord) => w.box!.x1 - w.box!.x0;
  const double = (w: OcrWord, i: number) =>
    !!w.box &&
    /\d/.test(w.text) &&
    line.some(
      (o, j) =>
        j !== i &&
        !!o.box &&
        o.text === w.text &&
        o.box.x0 < w.box!.x1 &&
        w.box!.x0 < o.box.x1 &&
        (width(o) < width(w) || (width(o) === width(w) && j < i)),
    );
  return line.filter((w, i) => !double(w, i));
}
