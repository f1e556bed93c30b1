// The shapes of a name's words as games print them (an initial, a name part, a suffix, a position,
// a jersey number), shared by names.ts, which reads a name cell, and name-misreads.ts, which maps back
// the letters OCR swaps in one.

/** "D." or "D.Kest": the initial the games abbreviate a first name to. */
export const INITIAL = /^[A-Z]\.([A-Z][a-z'’-]+)?$/;
/**
 * A surname or first name word: a capital, then lower-case letters ("Kest"); a second capital only
 * after an apostrophe, a hyphen or Mc/Mac ("O'Neil", "Smith-Jones", "McCoy"), never "NPutt" (an
 * initial whose period was lost: misreadLetters).
 */
export const NAME_PART = /^(?:[A-Z][a-z]*['’-]|Mc|Mac)?[A-Z][a-z'’-]*[a-z]$/;
export const SUFFIX = /^(Jr\.?|Sr\.?|II|III|IV)$/;
/** Positions printed beside a name. */
export const POSITIONS = new Set(
  "QB RB HB FB WR TE LB MLB OLB ILB CB S FS SS DE DT DL DB EDGE K P LS OL OT OG C".split(" "),
);
/**
 * "OB" for QB: a word in capitals one letter off a position of the same length. The letter off may
 * be read small ("aB" for QB, style 166 at 2400) or as a mark ("@B" for QB, style 162's photo: a
 * Q's round stroke), one at most, beside capitals.
 */
export const oneOffPosition = (word: string) =>
  (/^[A-Z]{1,4}$|^[a-z][A-Z]{1,3}$/.test(word) || /^(?=.{2,4}$)[A-Z]*[^\p{L}\p{N}\s][A-Z]*$/u.test(word)) &&
  [...POSITIONS].some((p) => p.length === word.length && [...p].filter((c, i) => c !== word[i]).length === 1);
/** A jersey number: "17" before the name, "#26" after it. */
export const JERSEY = /^#?\d{1,2}$|^#\d{1,2}\b/;

/** "OTTLEY" → "Ottley", "O'NEIL" → "O'Neil", "D.KEST" → "D.Kest", "JR." → "Jr.", "II" stays. */
export function fromCapitals(word: string): string {
  if (!/[A-Z]{2}/.test(word) || /[a-z]/.test(word) || /^(II|III|IV)$/.test(word)) return word;
  return word.toLowerCase().replace(/(^|[.'’-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase());
}
