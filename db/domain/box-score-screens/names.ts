// A player's name out of the words of a row's name cell, as games print it: "D. Kest", "D.Kest",
// "Darius Kest", "D. Kest Jr.", in capitals ("B. OTTLEY"), after a jersey number ("17 Malik Oduya"),
// before a position or number ("Rowan Castellano RB #26"), or after a side menu's item that ran
// into the row. Anything else is a name OCR did not read, and the row is left to the author: a
// misread name could put numbers on the wrong player.
import { capitalOneAsI } from "./capital-one";
import { DOUBTFUL } from "./rows";
import type { OcrWord } from "./types";

/** "D." or "D.Kest": the initial the games abbreviate a first name to. */
const INITIAL = /^[A-Z]\.([A-Z][a-z'’-]+)?$/;
/**
 * A surname or first name word: a capital, then lower-case letters ("Kest"); a second capital only
 * after an apostrophe, a hyphen or Mc/Mac ("O'Neil", "Smith-Jones", "McCoy"), never "NPutt" (an
 * initial whose period was lost: misreadLetters).
 */
const NAME_PART = /^(?:[A-Z][a-z]*['’-]|Mc|Mac)?[A-Z][a-z'’-]*[a-z]$/;
const SUFFIX = /^(Jr\.?|Sr\.?|II|III|IV)$/;
/** Positions printed beside a name. */
const POSITIONS = new Set("QB RB HB FB WR TE LB MLB OLB ILB CB S FS SS DE DT DL DB EDGE K P LS OL OT OG C".split(" "));
/**
 * "OB" for QB: a word in capitals one letter off a position of the same length. The letter off may
 * be read small ("aB" for QB, style 166 at 2400) or as a mark ("@B" for QB, style 162's photo: a
 * Q's round stroke), one at most, beside capitals.
 */
const oneOffPosition = (word: string) =>
  (/^[A-Z]{1,4}$|^[a-z][A-Z]{1,3}$/.test(word) || /^(?=.{2,4}$)[A-Z]*[^\p{L}\p{N}\s][A-Z]*$/u.test(word)) &&
  [...POSITIONS].some((p) => p.length === word.length && [...p].filter((c, i) => c !== word[i]).length === 1);
/** A jersey number: "17" before the name, "#26" after it. */
const JERSEY = /^#?\d{1,2}$|^#\d{1,2}\b/;

/** "OTTLEY" → "Ottley", "O'NEIL" → "O'Neil", "D.KEST" → "D.Kest", "JR." → "Jr.", "II" stays. */
function fromCapitals(word: string): string {
  if (!/[A-Z]{2}/.test(word) || /[a-z]/.test(word) || /^(II|III|IV)$/.test(word)) return word;
  return word.toLowerCase().replace(/(^|[.'’-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase());
}

/**
 * An initial whose period OCR lost in a tight italic face: a capital glued to a surname that starts
 * with a capital then small letters ("PDorsey"). No name word has two capitals before its small
 * letters (Mc, Mac and O' put small letters or a mark between them), so the shape is an initial's.
 */
const GLUED = /^[A-Z](?=[A-Z][a-z]{2,}$)/;
/**
 * An initial whose period OCR read as a hyphen ("F-Fairbanks", style 99 at 1920) or an underscore
 * ("A_Petrakis", style 174 at 1280): one capital, the mark, a surname. A hyphenated first name has
 * small letters before its hyphen ("Jean-Luc").
 */
const HYPHENED = /^[A-Z][-_](?=[A-Z][a-z]{2,}$)/;
/**
 * An initial whose period OCR lost in a name in capitals ("JYAMADA" for J.YAMADA, style 106 at 1920
 * and 2400). Alone, the shape is a surname's: it is read so only where the screen's other rows print
 * initials (printsInitials). A table's totals row is no player's.
 */
const GLUED_CAPITALS = /^(?!TOTALS?$|TEAM$)[A-Z](?=[A-Z]{3,}$)/;
/**
 * A word boxed no wider than tall holds one capital: "FE" so boxed before a surname is an initial read
 * with a ghost of its strokes and its period lost ("FE HOLLIS", style 110 at 2400), as "FE." is.
 */
const oneLetterBox = (w: OcrWord) => !!w.box && w.box.x1 - w.box.x0 <= w.box.y1 - w.box.y0;
/** An initial with its period, glued to a surname in capitals ("J.YAMADA") or apart ("Q."). */
const INITIAL_WORD = /^[A-Z]\.(?:[A-Z]{2,}\S*)?$/;

/**
 * Whether a table's rows name players by an initial and a surname: "printed" when a row shows an
 * initial ("J.YAMADA", or "Q." apart from "KOWALSKI", as OCR may split even a glued one; in style 106
 * at 2400 two rows of three lost their periods). Then a lone word in capitals on another row is such
 * a name whose period OCR lost. "one row" when the table has one player row only, whose name no other
 * row contradicts (a passing screen's quarterback: "RIWU" for R.IWU, style 121's photo; "LOSEI" for
 * I.OSEI, 153 at 1280, read back "L.Osei"): then too a lone word in capitals is read so, doubtful
 * either way (misreadLetters), and so is two capitals in one letter's box before a surname ("SS
 * TREMBLAY" for S.TREMBLAY, style 158 at 1280, "SS" 13 px wide at 19 tall) when read in doubt.
 */
export type Initials = "printed" | "one row" | null;
export const printsInitials = (rows: OcrWord[][]): Initials =>
  rows.some((row) => row.some((w) => INITIAL_WORD.test(w.text)))
    ? "printed"
    : rows.filter((row) => row.some((w) => /\d/.test(w.text))).length === 1
      ? "one row"
      : null;

/** A suffix II as OCR reads it in narrow faces ("Il", "ll", "Ii", "If", "IT"; "il", style 115 at 1920; "ii", 135 at 1280; "Hl", 110 at 1280). */
const MISREAD_II = /^[Il1|]{2,3}$|^[Il1|][ifT]$|^i[Iil]$|^H[Il1|]$/;

/**
 * Letters OCR is known to swap in a name: an initial read as a digit, a bar, a bracket or a small l ("0. Tremblay", "[.Mbatha",
 * "|.Quintero", "l.Delacroix"), a capital I read as a lower-case l ("R. lwu", "R.lwu"), a capital O as
 * a zero ("Q. 0sei"), a suffix II as "Il" or "If", an initial's period lost ("PDorsey", "Z Galloway") or read as a hyphen or an underscore ("F-Fairbanks", "A_Petrakis"), an initial's period as a comma or followed by one ("P, SANDOVAL", "0, Kessler", "E., CASTILLO") or as a plus or a dash apart ("D+ Albright", "D- Albright": style 180 at 1920 and 2400),
 * a capital I as a bracket, a bar before small letters ("|saiah", style 170 at 1280 and on its photo), a "!", a one after a glued initial ("O.1WU") or, last in a word in capitals, a small l ("S. [WU", "T. OSE!", "K. OSEl"), a first capital read small ("silas",
 * "L.oduya", a suffix "jr.": style 87 at 1280), a capital O read as a zero in capitals ("Q.0SEI"), a G read as a six ("6. KOWALSKI"), a Z read as a seven or a two ("7.GALLOWAY", style 196 at 1920 and 2400) and
 * an initial O read twice, as a letter and a zero ("O0.KOWALSKI", style 166 at 1280 and in its crop),
 * an initial read as two capitals or a capital and a bar, the second a ghost of the first's strokes ("FE. MBATHA",
 * "FE.Stroud": boxed as narrow as "F."; "J|.VANCE", style 202's crop), a two-letter surname's capital read small after an initial ("S. wu", "E.wu"), and a
 * small ghost letter between an initial and its surname ("E.vValdez"). Only these are mapped back, and the name is then marked doubtful so the
 * author checks it.
 */
const INITIAL_DIGITS: Record<string, string> = {
  "0": "O",
  "1": "I",
  "2": "Z",
  "5": "S",
  "6": "G",
  "7": "Z",
  "8": "B",
  "|": "I",
  "[": "I",
  l: "I",
};
/**
 * An initial OCR lost whole, its period kept (".ODUYA" for I.ODUYA, style 164 at 1280 and 1920 and
 * on its photo): where the other rows print initials, the glyph lost is a capital I, the one letter
 * that is a bare stroke, thinner than the period's gap. Read so, doubtful (misreadLetters).
 */
const LOST_INITIAL = /^\.(?=[A-Z]{2,}$|[A-Z][a-z]{2,}$)/;

function misreadLetters(cell: OcrWord[], initials: Initials): OcrWord[] {
  // A letter read twice in a word whose initial's period was lost ("JIwWu" for J.Iwu, style 164 at
  // 1280; "JIWuU" on its photo) hides the glued initial's shape: the twin is dropped first.
  const words = cell.map(capitalOneAsI).map((w) => {
    const read = withoutTwin(w.text);
    return read !== w.text && (GLUED.test(read) || GLUED_CAPITALS.test(read))
      ? { ...w, text: read, confidence: Math.min(w.confidence, 50) }
      : w;
  });
  // A suffix after the word leaves it the name's one word ("LVALDEZ II" for I.VALDEZ II, style 175).
  const alone = words.filter((w, i) => !(i > 0 && (SUFFIX.test(w.text) || MISREAD_II.test(w.text)))).length === 1;
  const lostPeriod = initials !== null && alone && GLUED_CAPITALS.test(words[0]!.text);
  const lostInitial = initials === "printed" && alone && LOST_INITIAL.test(words[0]!.text);
  // A lone row has no other row's initials to vouch for a ghost: the engine's own doubt of it does.
  const ghost =
    words.length > 1 &&
    oneLetterBox(words[0]!) &&
    (initials === "printed" || (initials === "one row" && words[0]!.confidence < DOUBTFUL));
  if (
    !lostPeriod &&
    !lostInitial &&
    words.length < 2 &&
    !/^(?:[0125678|[l]|[A-Z][A-Z|]?|O0|0O)\.\S/.test(words[0]?.text ?? "") &&
    !GLUED.test(words[0]?.text ?? "") &&
    !HYPHENED.test(words[0]?.text ?? "")
  )
    return words;
  const lostCapital = surnameLost(words);
  // A lone capital is an initial only before one surname: before two words it may be a speck.
  const single = words.filter((w, i) => !(i > 0 && (SUFFIX.test(w.text) || MISREAD_II.test(w.text)))).length === 2;
  return words.map((w, i) => {
    const text = w.text
      .replace(/^(?:O0|0O)(?=\.)/, (o) => (i === 0 ? "O" : o))
      .replace(LOST_INITIAL, (p) => (lostInitial ? "I." : p))
      .replace(MISREAD_II, (n) => (i > 0 ? "I".repeat(n.length) : n))
      .replace(GLUED, (c) => (i === 0 ? `${c}.` : c))
      .replace(GLUED_CAPITALS, (c) => (lostPeriod ? `${c}.` : c))
      .replace(HYPHENED, (c) => (i === 0 ? `${c[0]}.` : c))
      .replace(/^[A-Z]$/, (c) => (i === 0 && single ? `${c}.` : c))
      .replace(/^([0125678|[l])(?=\.)/, (d) => (i === 0 ? INITIAL_DIGITS[d]! : d))
      .replace(/^([A-Z])[A-Z|](?=\.)/, (two, c: string) => (i === 0 ? c : two))
      .replace(/^([A-Z])[A-Z]$/, (two, c: string) => (i === 0 && ghost ? `${c}.` : two))
      .replace(/^([0158|l]),$/, (n, d: string) => (i === 0 ? `${INITIAL_DIGITS[d]!}.` : n))
      .replace(/^([A-Z])[,+-]$/, (t, c: string) => (i === 0 ? `${c}.` : t))
      .replace(/^([A-Z])\.,$/, (t, c: string) => (i === 0 ? `${c}.` : t))
      // A capital whose small letter is the same shape, smaller ("x. CASTILLO", style 184 at 1280 and
      // 1920), is the initial before one surname: no name starts with a small letter and a period.
      .replace(/^([cosuvwxz])\.$/, (t, c: string) => (i === 0 && single ? `${c.toUpperCase()}.` : t))
      .replace(/^[[|](?=[A-Z]{2})/, (b) => (i > 0 ? "I" : b))
      .replace(/^[[|](?=[a-z]{2,}$)/, "I")
      .replace(/(?<=^[A-Z]\.)[1|[](?=[A-Z]{2,}$)/, "I")
      .replace(/(?<=[A-Z])!(?=[A-Z]*$)/, "I")
      .replace(/^([^a-z]*[A-Z]{2})l$/, "$1I")
      .replace(/(^|\.)l(?=[a-z])/, "$1I")
      .replace(/(^|\.)0(?=[a-z]|[A-Z]{2,}$)/, "$1O")
      .replace(/(^|\.)([a-z])(?=[a-z]{2})/, (_, before: string, c: string) => before + c.toUpperCase())
      .replace(/^[js](?=r\.?$)/, (c) => (i > 0 ? c.toUpperCase() : c))
      .replace(/^[a-z](?=[a-z]$)/, (c) =>
        i === 1 && (/^[A-Z]\.$/.test(words[0]!.text) || lostCapital) ? c.toUpperCase() : c,
      )
      .replace(/(?<=^[A-Z]\.)[a-z](?=[a-z]$)/, (c) => (i === 0 ? c.toUpperCase() : c))
      .replace(/(?<=^[A-Z]\.)[a-z](?=[A-Z][a-z]{2})/, "");
    const read = withoutTwin(text);
    return read === w.text ? w : { ...w, text: read, confidence: Math.min(w.confidence, 50) };
  });
}

/**
 * A surname of two small letters boxed as tall as the first name before it ("Nico wu", "Felix wu" for
 * Iwu, styles 126 and 119): small letters without ascenders are boxed short, so the box holds a
 * capital OCR did not read. A speck read as small letters ("oo") is boxed short.
 */
const SHORT_LETTERS = /^[acemnorsuvwxz]{2}$/;
const capitalLost = (first: OcrWord, surname: OcrWord) =>
  NAME_PART.test(first.text) &&
  first.text.length >= 3 &&
  SHORT_LETTERS.test(surname.text) &&
  !!first.box &&
  !!surname.box &&
  surname.box.y1 - surname.box.y0 >= 0.85 * (first.box.y1 - first.box.y0);

/**
 * A name cell of a first name and such a surname, a suffix after them or not ("83 Silas wu Il" for
 * Silas Iwu II: style 173 at 1920 and in its crop).
 */
function surnameLost(words: OcrWord[]): boolean {
  const last = words.at(-1)?.text ?? "";
  const named = words.length === 3 && (SUFFIX.test(last) || MISREAD_II.test(last)) ? words.slice(0, 2) : words;
  return named.length === 2 && capitalLost(named[0]!, named[1]!);
}

/**
 * A letter OCR read twice, once in each case, as an O and a zero or as an I and a small l ("IwuU",
 * "D.IwWU", "S.0Osei", "1.O0duya", "A.OSElI": style 49 at 1920): a ghost of its strokes. One of the two is dropped only when the word is then shaped like
 * a name word (title case or capitals) and was not before, so "Aaron" keeps its letters. Two letters
 * so read in one word ("W.IWwuU" for W.IWU, style 202's crop) are two ghosts: both are dropped.
 */
function withoutTwin(word: string): string {
  const [, initial = "", rest = word] = /^([A-Z]\.)?(.*)$/.exec(word)!;
  // After an initial the word is a surname, never a second initial glued to one ("W.IWwu").
  const fits = (w: string) => NAME_PART.test(w) || /^[A-Z][A-Z'’-]*[A-Z]$/.test(w) || (!initial && GLUED.test(w));
  if (fits(rest)) return word;
  const once = untwinned(rest);
  const read = once.find(fits) ?? once.flatMap(untwinned).find(fits);
  return read === undefined ? word : initial + read;
}

/** The word with one letter of a twin pair dropped, each way it can be. */
function untwinned(rest: string): string[] {
  const reads: string[] = [];
  for (let i = 0; i + 1 < rest.length; i++) {
    const pair = rest[i]! + rest[i + 1]!;
    const twins =
      (pair[0] !== pair[1] && pair.toLowerCase()[0] === pair.toLowerCase()[1]) || /^(O0|0O|lI|Il)$/.test(pair);
    if (!twins || !/[A-Za-z]/.test(pair)) continue;
    for (const drop of [i, i + 1]) reads.push(rest.slice(0, drop) + rest.slice(drop + 1));
  }
  return reads;
}

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
  // edge and its jersey number read as letters), as after it.
  while (words.length > 2 && /^[a-z]{1,2}$/.test(words[0]!.text)) {
    words = words.slice(1);
    marked = true;
  }
  // A jersey number before the name (OCR may run it into the initial: "83S. IWU", "311.0duya" for
  // 31 I.Oduya), a position and a number after it.
  const glued = /^\d{1,2}([A-Z]\.\S*|[0158|l]\.(?:[A-Za-z0]\S*)?)$/.exec(words[0]?.text ?? "");
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
  // A suffix after the surname leaves it as lone ("B.   Iwu Jr. QB", style 180's monospace face).
  const apart = groups.at(-2);
  const surnames = words.filter((w, i) => !(i > 0 && SUFFIX.test(w.text)));
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
