// The score bug's points that the full read took for a mark or a letter: a 720p bug's lone "6"
// between a record and "FINAL" comes back as "@", "©" or "§", a "0" as "Q", while the same digit
// read on its own, digits only, is a "6" (bench/README.md, issue 39 fourth pass). The OCR worker
// reads each word found here again alone; the parser then pairs the points as for any score. The
// points it did read as numbers are read again alone too, and doubtful where the two reads differ.
import type { Box } from "./layout";
import { POINTS } from "./score";
import type { OcrLine, OcrWord } from "./types";
import { height } from "./word-box";

/**
 * Two round letters boxed as one glyph are one glyph read twice ("QO" for a 0): narrower than tall
 * (style 142 at 1920, 28 px wide and 41 tall), or no wider than a digit of the points on their line,
 * give or take a fifth (style 146 at 1920: 33 px beside a "6" of 32, 41 tall): a team's abbreviation
 * of two letters or more is wider than tall and than two digits. Only a zero's shapes: a ghost
 * initial ("FE.", as narrow) is no point.
 */
function oneGlyph(w: OcrWord, digit: number): boolean {
  const width = w.box!.x1 - w.box!.x0;
  return /^[OoQD]{2}$/.test(w.text) && (width < 0.8 * height(w) || width <= 1.2 * digit);
}

/** The widest digit of the points read as numbers on a line (a number's width over its digits), 0 if none. */
const digitWidth = (line: OcrWord[]) =>
  Math.max(0, ...line.filter((w) => POINTS.test(w.text)).map((w) => (w.box!.x1 - w.box!.x0) / w.text.length));

/**
 * Four characters one of which a digit are two digits, one read as a mark and a letter: "1(Q)" for
 * 10 (style 118 at 1280, on three screens of nine), as tall as the points beside it.
 */
const withDigit = (w: OcrWord) => w.text.length === 4 && /\d/.test(w.text) && !/[.,:/-]/.test(w.text);

/**
 * The words of the lines above a screen's table that may be points misread: short (three
 * characters at most, or four with a digit: withDigit), not a number, with no two letters in a row (a team's abbreviation) unless
 * boxed as one glyph (oneGlyph), as tall
 * as the tallest word of their line (a bug prints its points largest; a record or a seed beside a
 * name is smaller) and not a bar (the FINAL badge's border). Each comes with the box to read it in:
 * its own, widened by half its height on each side but never into the next word. A line with
 * more than two such words is not read again.
 */
export function misreadPoints(top: OcrLine[]): { word: OcrWord; box: Box }[] {
  const found: { word: OcrWord; box: Box }[] = [];
  for (const line of top) {
    const boxed = line.filter((w) => w.box);
    // A score bug names a team: a line without a word of three letters is no bug.
    if (!boxed.some((w) => /[A-Za-z]{3}/.test(w.text))) continue;
    // The FINAL badge's bars are boxed taller than the points (style 142 at 1920): not text to measure by.
    const tallest = Math.max(...boxed.filter((w) => !/^[|[]|[|\]]$/.test(w.text)).map(height));
    const digit = digitWidth(boxed);
    const onLine = boxed.flatMap((word, i) => {
      const h = height(word);
      const candidate =
        !POINTS.test(word.text) &&
        (word.text.length <= 3 || withDigit(word)) &&
        (!/[A-Za-z]{2}/.test(word.text) || oneGlyph(word, digit)) &&
        h >= 0.85 * tallest &&
        word.box!.x1 - word.box!.x0 >= 0.35 * h;
      return candidate ? [{ word, box: aloneBox(boxed, i) }] : [];
    });
    // A bug shows two points; more such words on one line are noise (a photo's glare), not a score.
    if (onLine.length <= 2) found.push(...onLine);
  }
  return found;
}

/**
 * The points the full read did read as numbers: on a line naming a team, as tall as the tallest
 * number above the table (a bug prints its points largest; a team-stats row's numbers are smaller).
 * More than two are no score bug's, and none is given. Each is read again alone (pointsReadTwice).
 */
export function readPoints(top: OcrLine[]): { word: OcrWord; box: Box }[] {
  const named = top.map((line) => line.filter((w) => w.box)).filter((l) => l.some((w) => /[A-Za-z]{3}/.test(w.text)));
  const tallest = Math.max(
    ...named
      .flat()
      .filter((w) => POINTS.test(w.text))
      .map(height),
  );
  const found = named.flatMap((line) =>
    line.flatMap((word, i) =>
      POINTS.test(word.text) && height(word) >= 0.85 * tallest ? [{ word, box: aloneBox(line, i) }] : [],
    ),
  );
  return found.length <= 2 ? found : [];
}

/**
 * Where a bug's other points are when the full read found one side's only and no mark in their place
 * ("OWLS 3 FINAL      FALCONS": style 114 at 1920 and 2400, the "0" not read at all): the widest gap
 * between words on the other half of the line, at least as wide as the points read. `beside` is the
 * points read, by the full read or alone (bug-points.ts `linesWithFound`); a number the worker finds
 * in the gap is taken as read once, alone: doubtful (ocr.worker.ts).
 */
export function missingPoints(top: OcrLine[]): { beside: OcrWord; box: Box }[] {
  const read = readPoints(top);
  if (read.length !== 1) return [];
  const beside = read[0]!.word;
  const line = top.find((l) => l.includes(beside))!.filter((w) => w.box);
  if (misreadPoints([line]).length > 0) return [];
  const centre = (line[0]!.box!.x0 + line.at(-1)!.box!.x1) / 2;
  const left = (beside.box!.x0 + beside.box!.x1) / 2 < centre;
  const width = beside.box!.x1 - beside.box!.x0;
  const margin = Math.round(height(beside) / 5);
  let widest: Box | null = null;
  for (const [i, word] of line.slice(1).entries()) {
    const x0 = line[i]!.box!.x1 + 1;
    const x1 = word.box!.x0 - 1;
    const onOtherHalf = (x0 + x1) / 2 < centre !== left;
    if (onOtherHalf && x1 - x0 >= width && (!widest || x1 - x0 > widest.x1 - widest.x0))
      widest = { x0, y0: Math.max(0, beside.box!.y0 - margin), x1, y1: beside.box!.y1 + margin };
  }
  return widest ? [{ beside, box: widest }] : [];
}

/**
 * A word's own box widened by half its height on each side, but never into the next word, and by a
 * fifth of its height above and below: where it is read again alone.
 */
function aloneBox(line: OcrWord[], i: number): Box {
  const { x0, y0, x1, y1 } = line[i]!.box!;
  const h = y1 - y0;
  const pad = Math.round(h / 2);
  const before = line[i - 1]?.box;
  const after = line[i + 1]?.box;
  const margin = Math.round(h / 5);
  return {
    x0: Math.max(x0 - pad, before ? before.x1 + 1 : 0),
    y0: Math.max(0, y0 - margin),
    x1: Math.min(x1 + pad, after ? after.x0 - 1 : x1 + pad),
    y1: y1 + margin,
  };
}

/**
 * Points read twice: the full read's number, kept, is doubtful when the read of it alone, digits
 * only, found another number there (a final score is never taken on one read two reads disagree
 * on). A read alone that found no single number says nothing, and the word stays as read.
 */
export function pointsReadTwice(word: OcrWord, alone: OcrWord[], doubtful: number): OcrWord {
  const again = pointsOf(alone);
  return again && again.text !== word.text ? { ...word, confidence: Math.min(word.confidence, doubtful) } : word;
}

/** What the read of one such word alone found, when it is one number of points and nothing else. */
export const pointsOf = (read: OcrWord[]): OcrWord | null =>
  read.length === 1 && POINTS.test(read[0]!.text) ? read[0]! : null;
