// A player's name out of the words of a row's name cell, as games print it: "D. Kest", "D.Kest",
// "Darius Kest", "D. Kest Jr.", in capitals ("B. OTTLEY"), after a jersey number ("17 Malik Oduya"),
// before a position or number ("Rowan Castellano RB #26"), or after a side menu's item that ran
// into the row. Anything else is a name OCR did not read, and the row is left to the author: a
// misread name could put numbers on the wrong player.
// The words' shapes are in name-words.ts, the letters OCR swaps in them in name-misreads.ts.
import { capitalLost, type Initials, MISREAD_II, misreadLetters, surnameLost } from "./name-misreads";
import { fromCapitals, INITIAL, JERSEY, NAME_PART, oneOffPosition, POSITIONS, SUFFIX } from "./name-words";
import type { OcrWord } from "./types";

/**
 * "11", "I1", "1I", "1]" (a stroke read as a bracket), or a lone "I" boxed at least half as wide as
 * tall: two strokes, a suffix II.
 */
const looksLikeII = (w: OcrWord) =>
  /^(?=.*[1[\]])[1Il|[\]]{2}$/.test(w.text) ||
  (w.text === "I" && !!w.box && w.box.x1 - w.box.x0 >= 0.5 * (w.box.y1 - w.box.y0));

/** An initial read as a digit ("0. Tremblay") starts a name, not the numbers of the row. */
export const startsWithMisreadInitial = (words: OcrWord[]) =>
  /^[01568|]\.[A-Za-z]/.test(words[0]?.text ?? "") ||
  (/^[01568|]\.$/.test(words[0]?.text ?? "") && /^[A-Za-z]/.test(words[1]?.text ?? ""));

/** `short`: a second word of two letters is a surname (capitalLost). */
function isName(words: string[], short = false): boolean {
  const parts = words.filter((w, i) => !(i > 0 && SUFFIX.test(w)));
  if (parts.length === 0 || parts.length > 3) return false;
  const [first, ...rest] = parts as [string, ...string[]];
  if (INITIAL.test(first)) {
    if (first.length > 2) return rest.length === 0;
    return rest.length >= 1 && rest.every((w, i) => NAME_PART.test(w) && (i === 0 || w.length >= 3));
  }
  return parts.length >= 2 && parts.every((w, i) => NAME_PART.test(w) && (w.length >= 3 || (short && i === 1)));
}

/**
 * The name cell's words as clusters: words further apart than a letter's height belong to different
 * things (a side menu's item, the name, a speck of background read as letters far to its right).
 */
function clusters(words: OcrWord[]): OcrWord[][] {
  const out: OcrWord[][] = [];
  for (const word of words) {
    const last = out[out.length - 1]?.at(-1);
    if (last && near(last, word, 1.2)) out[out.length - 1]!.push(word);
    else out.push([word]);
  }
  return out;
}

/** Whether a word starts within `heights` letter heights of the end of the word before it. */
const near = (last: OcrWord, word: OcrWord, heights: number) =>
  !last.box ||
  !word.box ||
  word.box.x0 - last.box.x1 <= heights * Math.max(last.box.y1 - last.box.y0, word.box.y1 - word.box.y0);

/** A lone short word: a speck of the row's background read as letters. */
const isSpeck = (cluster: OcrWord[]) =>
  cluster.length === 1 && cluster[0]!.text.length <= 2 && !JERSEY.test(cluster[0]!.text);

/**
 * A word boxed more than two letter heights wide for each of its characters holds none of them: no
 * letter is wider than its height. It is a badge or a bar beside the name read as marks (" @oB" at
 * confidence 0 boxed 465 px by 47 between a position and its column, style 200's passing at 1920:
 * the name was not read).
 */
const tooWideForLetters = (w: OcrWord) => !!w.box && w.box.x1 - w.box.x0 > 2 * w.text.length * (w.box.y1 - w.box.y0);

/**
 * The player's name in a row's name cell, or null when it is not shaped like a name.
 * `initials`: whether the screen's other rows name players by initials (printsInitials).
 */
export function nameOf(cell: OcrWord[], initials: Initials = null): { name: string; confidence: number } | null {
  // A bar or bracket OCR drew from a row's edge ("|", "[:]") is no word of the name; a bar with a
  // period ("|. Quintero") is an initial I (misreadLetters).
  // A blank OCR put in a word (" Y": the edge of a side menu's highlight read as a space before the
  // initial, style 99 at 2400) is no character of the name.
  const trimmed = cell.map((w) => (w.text.trim() === w.text ? w : { ...w, text: w.text.trim() }));
  const groups = clusters(
    trimmed.filter((w) => (/[A-Za-z0-9]/.test(w.text) || w.text === "|.") && !tooWideForLetters(w)),
  );
  // So is a jersey number or position printed apart from the name ("C.TREMBLAY   #42").
  const marks = (cluster: OcrWord[]) => cluster.every((w) => JERSEY.test(w.text) || POSITIONS.has(w.text));
  while (groups.length > 1 && (isSpeck(groups.at(-1)!) || marks(groups.at(-1)!))) groups.pop();
  let words = groups[groups.length - 1] ?? [];
  // One or two small letters after the name ("J. MARCHETTI oo", read at confidence 0 off the row's
  // icon) are no word of it: every name word starts with a capital (a suffix II read "ll" excepted).
  let marked = false;
  // After a lone initial the small letters are the surname ("S. wu"), read by misreadLetters.
  // So are two boxed as tall as the first name before them ("5 Felix wu": capitalLost).
  while (
    words.length > 2 &&
    /^[a-z]{1,2}$/.test(words.at(-1)!.text) &&
    !MISREAD_II.test(words.at(-1)!.text) &&
    !capitalLost(words.at(-2)!, words.at(-1)!)
  ) {
    words = words.slice(0, -1);
    marked = true;
  }
  // Nor is a quote OCR drew from the row's edge before the initial, the first name or the jersey
  // number ("'R. DELACROIX", '"23 QUINN LINDQVIST', "“Zane Quintero II": style 59 at 1920).
  if (/^['‘’`"“”]+(?:[A-Z]|\d{1,2}$)/.test(words[0]?.text ?? "")) {
    words = [{ ...words[0]!, text: words[0]!.text.replace(/^['‘’`"“”]+/, "") }, ...words.slice(1)];
    marked = true;
  }
  // Nor one or two small letters before a name of two words or more ("a TOBIAS OKAFOR": the row's
  // edge and its jersey number read as letters; "[ld 1 Hector Dorsey", a bracket too: style 207's photo), as after it.
  while (words.length > 2 && /^[[(|]?[a-z]{1,2}$/.test(words[0]!.text)) {
    words = words.slice(1);
    marked = true;
  }
  // A jersey number before the name (OCR may run it into the initial: "83S. IWU", "311.0duya" for
  // 31 I.Oduya, "532. Mbatha" for 53 Z. Mbatha: style 52 at 2400; an initial read as any digit
  // misreadLetters maps back), a position and a number after it.
  const glued = /^\d{1,2}([A-Z]\.\S*|[0125678|l]\.(?:[A-Za-z0]\S*)?)$/.exec(words[0]?.text ?? "");
  if (glued && (words.length > 1 || glued[1]!.length > 2))
    words = [{ ...words[0]!, text: glued[1]! }, ...words.slice(1)];
  while (words.length > 1 && JERSEY.test(words[0]!.text)) words = words.slice(1);
  // A suffix II read with a digit for a stroke ("Harlan 11", "Harlan I1"), or as one I boxed as wide
  // as two ("Hollis I": style 165 at every size) is no jersey number and no position: its name was
  // read without the suffix, a second player beside the one other screens read with it. A bare
  // number after the name is a jersey's only with its "#" (the games print "#26"), so it is read
  // as II, doubtful.
  const suffixRead = (cell: OcrWord[]) => {
    const suffix = cell.at(-1);
    const surname = cell.at(-2)?.text ?? "";
    const named = NAME_PART.test(surname) || /^[A-Z]{2,}$/.test(surname);
    if (cell.length < 2 || !suffix || !named || !looksLikeII(suffix)) return cell;
    marked = true;
    return [...cell.slice(0, -1), { ...suffix, text: "II" }];
  };
  words = suffixRead(words);
  // A position OCR ran into the surname ("L.PruittLB"; "ZYamadalB", its L read small: style 163's crop
  // and photo; "GTremblaybE", its D read "b": style 200's crop): no name word ends in a capital, so
  // the capitals after its small letters are the position's, its first letter read small one off
  // (oneOffPosition). The name is then doubtful.
  const ranInto = [/^(.*[a-z])([A-Z]{1,3})$/, /^(.*[a-z])([a-z][A-Z]{1,2})$/]
    .map((shape) => shape.exec(words.at(-1)?.text ?? ""))
    .find((m, i) => m && (i ? oneOffPosition(m[2]!) : POSITIONS.has(m[2]!)));
  if (ranInto) {
    words = [...words.slice(0, -1), { ...words.at(-1)!, text: ranInto[1]! }];
    marked = true;
  }
  // A position OCR misread ("OB" for QB) is still the word before a "#26": one letter off a
  // position of its length. Any other word in capitals there is the surname ("VAUGHN IWU #12").
  let numbered = false;
  while (words.length > 1) {
    // A mark OCR drew after a position ("S$", "S§": a safety's S beside the row's number) is no letter.
    const last = words.at(-1)!.text.replace(/(?<=^[A-Z]{1,4})[^\p{L}\p{N}.'’-]+$/u, "");
    const position = POSITIONS.has(last.toUpperCase()) || (numbered && oneOffPosition(last));
    if (!JERSEY.test(last) && !position) break;
    numbered = JERSEY.test(last);
    words = words.slice(0, -1);
  }
  // So is one before the position and number ("Beau Galloway 1] LB #89": style 59 at 1920).
  words = suffixRead(words);
  // An initial set apart from its surname by a wide face's tracking ("P.      Nakamura", style 63 at
  // 2400; "I.   STROUD WR", style 109 at 1920) is still the name's: a lone surname is no name, so
  // nothing else could be read from it. Looked for once the position after the surname is dropped.
  // A suffix after the surname leaves it as lone ("B.   Iwu Jr. QB", style 180's monospace face), in
  // capitals too ("M.   PETRAKIS JR.", style 210 at 1920, 2400 and crop).
  const apart = groups.at(-2);
  const surnames = words.filter((w, i) => !(i > 0 && SUFFIX.test(fromCapitals(w.text))));
  if (apart?.length === 1 && /^[A-Z]\.$/.test(apart[0]!.text) && surnames.length === 1 && near(apart[0]!, words[0]!, 2))
    words = [apart[0]!, ...words];
  // A position OCR misread after the name ("22 X.YAMADA JR. GB"): with no "#26" after it, it is
  // dropped only when the words before it read as a name, and the name is then doubtful.
  const read = named(words, initials);
  const last = words.at(-1)?.text ?? "";
  if (read && marked) return { ...read, confidence: Math.min(read.confidence, 50) };
  if (read || words.length < 2 || !oneOffPosition(last)) return read;
  const before = named(words.slice(0, -1), initials);
  return before && { ...before, confidence: Math.min(before.confidence, 50) };
}

function named(cell: OcrWord[], initials: Initials): { name: string; confidence: number } | null {
  const words = misreadLetters(cell, initials);
  const texts = words.map((w) => fromCapitals(w.text));
  if (!isName(texts, surnameLost(cell))) return null;
  return { name: texts.join(" "), confidence: Math.min(...words.map((w) => w.confidence)) };
}

/** Words of a model's text answer that are a jersey number or position around the name, not a stat. */
export const isNameMark = (text: string) => /^#\d/.test(text);
