// A lone digit OCR boxed as wide as two ("1" read for "11"): both reads of the numbers block can
// agree on it with a high confidence, so only its width tells. On one screen the lone digits are
// drawn in one font at one size; one far wider than the others is marked doubtful for the author,
// and so is a number of more digits boxed far wider or narrower than its digits take, or holding a
// digit boxed as narrow as a "1" that is not one (a "7" that narrow is read back as the "1" it is).
import { DOUBTFUL, inkless } from "./rows";
import type { OcrLine, OcrWord } from "./types";

/** Wider than this many times the screen's median lone digit (a "0" is ~1.7 × a "1" in the fixtures' fonts). */
const TOO_WIDE = 1.8;
/**
 * A "1" is the narrowest digit (a monospace "1" is 0.72 times as wide as tall; 5 of ~1,550 "1"s in the
 * saved tuning lines were 0.8–1.0). A photo's blurred "11" was read "1" by both reads in a box as wide
 * as tall (style 39), with too few lone digits on its screen for the median to tell.
 */
const ONE_WIDEST = 0.8;

const LONE = /^[[(|{]*\d[\])|}]*$/;
const width = (w: OcrWord) => (w.box ? w.box.x1 - w.box.x0 : Number.NaN);

/** The lone digits far wider than the words' median lone digit (none when fewer than three). */
export function tooWideDigits(words: OcrWord[]): OcrWord[] {
  const median = medianLoneDigit(words);
  if (median === null) return [];
  return words.filter((w) => w.box && LONE.test(w.text) && width(w) > TOO_WIDE * median);
}

/**
 * Whole numbers of two or more digits boxed too wide or too narrow for their digits: a digit lost
 * ("117" read "17", boxed as wide as three digits) or one made up from a serif ("1" read "17",
 * boxed narrower than one digit). Each digit may be from half to one and a half times the median
 * lone digit (a "1" is ~0.6 of a "0", and the median lone digit is most often a "0").
 */
function offWidthNumbers(words: OcrWord[]): OcrWord[] {
  const median = medianLoneDigit(words);
  if (median === null) return [];
  return words.filter((w) => {
    if (!w.box || !/^\d{2,}$/.test(w.text)) return false;
    const perDigit = width(w) / w.text.length;
    return perDigit > 1.5 * median || perDigit < 0.5 * median;
  });
}

/**
 * A number boxed wider than its digits by more than this share of the screen's digit pitch holds a
 * digit the read lost: a lost digit adds a whole pitch (style 92's photo: "114" read "14" at 84, both
 * reads agreeing, boxed 0.76 of a pitch over its two digits); numbers read right on the saved tuning
 * lines are at most 0.5 over.
 */
const LOST_DIGIT = 0.6;

/**
 * Whole numbers of two or more digits boxed wider than their digits take by more than LOST_DIGIT of
 * a digit's pitch: a leading or trailing digit lost ("114" read "14"), too little wider for
 * offWidthNumbers' bounds, which have no pitch to go by. A number's box is taken to be one digit's
 * ink (the median lone digit other than "1") and a pitch for each further digit, less half the
 * difference between a digit and a "1" for a "1" at either end (its ink is narrower: tabular faces
 * centre it in a digit's advance). The pitch is the median over the screen's numbers (three at least).
 */
function lostDigitNumbers(words: OcrWord[]): OcrWord[] {
  const digit = medianLoneDigitButOne(words);
  const ones = words.filter((w) => w.box && w.text === "1").map(width);
  const numbers = words.filter((w) => w.box && /^\d{2,}$/.test(w.text));
  if (digit === null || numbers.length < 3) return [];
  // A lone "1" boxed wider than a digit is a misread (wideOnes), not the width of a "1".
  const one = Math.min(ones.length ? middle(ones) : 0.6 * digit, digit);
  const ink = (text: string) =>
    digit - ((text.startsWith("1") ? 1 : 0) + (text.endsWith("1") ? 1 : 0)) * ((digit - one) / 2);
  const pitch = middle(numbers.map((w) => (width(w) - ink(w.text)) / (w.text.length - 1)));
  if (!(pitch > 0)) return [];
  return numbers.filter((w) => width(w) - ink(w.text) - (w.text.length - 1) * pitch > LOST_DIGIT * pitch);
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median width of the screen's lone digits other than "1" (a digit's ink), from three at least. */
function medianLoneDigitButOne(words: OcrWord[]): number | null {
  const digits = words.filter((w) => w.box && /^[02-9]$/.test(w.text)).map(width);
  return digits.length < 3 ? null : middle(digits);
}

/**
 * A lone digit other than 1 boxed as narrow as a "1": only a "1" is that narrow, so it is a "1" read
 * as another digit (a serifed "1" read "7").
 */
function narrowLoneDigits(words: OcrWord[]): OcrWord[] {
  const median = medianLoneDigit(words);
  if (median === null) return [];
  return words.filter((w) => w.box && /^[02-9]$/.test(w.text) && width(w) < 0.7 * median);
}

/**
 * Numbers holding a digit other than "1" boxed as narrow as a "1": a serifed "1" read "7" inside a
 * number ("77" for "11", "713" for "113" at confidence 89, both reads agreeing; tuning style 71's
 * crops). The word's width cannot tell (a "1"'s advance is a whole digit's in tabular faces), the
 * digit's own box can: the lone digit's rule (offWidthNumbers) for each digit, against the screen's
 * median digit other than "1" and "7" (a "7" that is a "1" must not set what a digit's width is).
 * Each such number is given with its narrow 7s read back as the 1s they are (sevenAsOne).
 */
function narrowGlyphs(words: OcrWord[]): Map<OcrWord, string> {
  // Widths measured for another text (a word read again and replaced) say nothing of this one's digits.
  const measured = (w: OcrWord) => w.glyphs?.length === [...w.text].length;
  const widths = words
    .filter(measured)
    .flatMap((w) => [...w.text].flatMap((c, i) => (/[02-689]/.test(c) ? [w.glyphs![i]!] : [])))
    .sort((a, b) => a - b);
  const found = new Map<OcrWord, string>();
  if (widths.length < 3) return found;
  const median = widths[Math.floor(widths.length / 2)]!;
  for (const w of words.filter(measured)) {
    const narrow = [...w.text].map((c, i) => /[02-9]/.test(c) && w.glyphs![i]! < 0.7 * median);
    if (narrow.some(Boolean)) found.set(w, [...w.text].map((c, i) => (narrow[i] ? sevenAsOne(c) : c)).join(""));
  }
  return found;
}

/**
 * A "1" inside a number or a CMP/ATT pair boxed wider than TWO_ONES of the screen's median digit
 * other than "1" and "7" holds two ones: only a "1" is narrower than other digits, so a "1" that
 * wide is the "11" of a narrow face run together ("1/17" read for 11/17 at confidence 80, its first
 * "1" 24 px beside 14–17 px digits: style 174 at 2400, 62 at 1920). Each such number is given with
 * the wide "1" read back as "11", doubtful like every width-read number. The lone "1" is twoOnes'.
 */
function wideOneGlyphs(words: OcrWord[]): Map<OcrWord, string> {
  const measured = (w: OcrWord) => w.glyphs?.length === [...w.text].length && /^[\d/.]{2,}$/.test(w.text);
  const widths = words
    .filter(measured)
    .flatMap((w) => [...w.text].flatMap((c, i) => (/[02-689]/.test(c) ? [w.glyphs![i]!] : [])));
  const found = new Map<OcrWord, string>();
  if (widths.length < 3) return found;
  const digit = middle(widths);
  // Glyph boxes that overlap (adding up to more than the word's box: a photo's blur, "116" boxed 47
  // px with glyphs of 15, 30 and 16) measure no digit's ink.
  const apart = (w: OcrWord) => w.glyphs!.reduce((a, b) => a + b, 0) <= width(w);
  for (const w of words.filter((w) => measured(w) && apart(w))) {
    const wide = [...w.text].map((c, i) => c === "1" && w.glyphs![i]! > TWO_ONES * digit);
    if (wide.some(Boolean)) found.set(w, [...w.text].map((c, i) => (wide[i] ? "11" : c)).join(""));
  }
  return found;
}

/**
 * A "7" boxed as narrow as a "1" is the serifed "1" OCR took it for (the only swap seen: styles 71,
 * 72, 60): it is read back, and stays doubtful for the author to check. Another narrow digit stays.
 */
const sevenAsOne = (c: string) => (c === "7" ? "1" : c);

function loneDigitWidths(words: OcrWord[]): number[] {
  return words
    .filter((w) => w.box && /^\d$/.test(w.text))
    .map(width)
    .sort((a, b) => a - b);
}

function medianLoneDigit(words: OcrWord[]): number | null {
  const widths = loneDigitWidths(words);
  return widths.length < 3 ? null : widths[Math.floor(widths.length / 2)]!;
}

/**
 * A lone "1" wider than the words' middle lone digit (any other digit is wider than a "1") and than
 * ONE_WIDEST of its height; with no lone digit to set it against, the height alone tells.
 */
function wideOnes(words: OcrWord[]): OcrWord[] {
  const widths = loneDigitWidths(words);
  const middle = widths[Math.floor(widths.length / 2)] ?? Number.NaN;
  return words.filter(
    (w) => w.box && w.text === "1" && !(width(w) <= middle) && width(w) > ONE_WIDEST * (w.box.y1 - w.box.y0),
  );
}

/**
 * A lone "1" boxed wider than this many times the screen's median lone digit other than "1": as
 * wide as the "11" it is (two ones a digit's advance apart; a "1" alone is ~0.6 of a digit). At 1.4,
 * "11"s boxed 1.33–1.4 times a digit stayed "1", doubtful but wrong (styles 79, 80, 90 and 92 at
 * 1280: 21 px beside 15 px zeros); at 1.3 no cell read right on nine saved tuning files (49–192)
 * turned wrong, and ten such "1"s read back right.
 */
const TWO_ONES = 1.3;

/**
 * Lone "1"s as wide as two: the "11" a narrow face's two ones run together into (styles 90, 92 and
 * 93 at 2400: read "1" by both reads and again alone, boxed 25–29 px beside 14–17 px digits). Read
 * back as "11", doubtful like every width-read number.
 */
function twoOnes(words: OcrWord[]): OcrWord[] {
  const digit = medianLoneDigitButOne(words);
  if (digit === null) return [];
  return words.filter((w) => w.box && w.text === "1" && width(w) > TWO_ONES * digit && !inkless(w));
}

export function doubtWideDigits(lines: OcrLine[]): OcrLine[] {
  const words = lines.flat();
  const readBack = narrowGlyphs(words);
  for (const [w, text] of wideOneGlyphs(words)) readBack.set(w, readBack.has(w) ? w.text : text);
  for (const w of twoOnes(words)) readBack.set(w, "11");
  for (const w of narrowLoneDigits(words)) readBack.set(w, readBack.get(w) ?? sevenAsOne(w.text));
  const off = new Set([
    ...tooWideDigits(words),
    ...offWidthNumbers(words),
    ...lostDigitNumbers(words),
    ...wideOnes(words),
    ...readBack.keys(),
  ]);
  return lines.map((line) =>
    line.map((w) =>
      off.has(w) ? { ...w, text: readBack.get(w) ?? w.text, confidence: Math.min(w.confidence, DOUBTFUL) } : w,
    ),
  );
}
