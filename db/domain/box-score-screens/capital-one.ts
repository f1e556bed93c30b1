// A capital I ending a word in capitals, read as a one: a bare stroke, the digit's serif a speck of
// the face ("PMARCHETT1" for P.MARCHETTI, its period lost too: style 196's photo; "PMARCHEIT1" at
// 1280). No name word ends in a digit, and the row went unread. Read back as the I it is, the name
// then doubtful for the author. A jersey number printed after a name keeps its "#" ("KEST #1").
import type { OcrWord } from "./types";

/** Two capitals at least before the one: "JR1" or "A1" are no surname's end. */
const CAPITALS_THEN_ONE = /^([^a-z\d]*[A-Z]{2})1$/;
/** The confidence of a name read with a letter mapped back (misreadLetters' mark). */
const MAPPED = 50;

export const capitalOneAsI = (w: OcrWord): OcrWord =>
  CAPITALS_THEN_ONE.test(w.text)
    ? { ...w, text: w.text.replace(CAPITALS_THEN_ONE, "$1I"), confidence: Math.min(w.confidence, MAPPED) }
    : w;
