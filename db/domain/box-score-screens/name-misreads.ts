// The letters OCR is known to swap in a name's words (a digit for an initial, a lost period, a letter
// read twice), mapped back before names.ts reads the name (misreadLetters), and the table-wide hint
// that vouches for some of them (printsInitials). A name so repaired is doubtful: the author checks it.
import { capitalOneAsI } from "./capital-one";
import { NAME_PART, SUFFIX } from "./name-words";
import { DOUBTFUL } from "./rows";
import type { OcrWord } from "./types";

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
export const MISREAD_II = /^[Il1|]{2,3}$|^[Il1|][ifT]$|^i[Iil]$|^H[Il1|]$/;

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
  // A capital J's hook read as a closing bracket (").WHITAKER", style 205 at 1280; ").Sandoval", 129 at 1280).
  ")": "J",
};
/**
 * An initial OCR lost whole, its period kept (".ODUYA" for I.ODUYA, style 164 at 1280 and 1920 and
 * on its photo): where the other rows print initials, the glyph lost is a capital I, the one letter
 * that is a bare stroke, thinner than the period's gap. Read so, doubtful (misreadLetters).
 */
const LOST_INITIAL = /^\.(?=[A-Z]{2,}$|[A-Z][a-z]{2,}$)/;

export function misreadLetters(cell: OcrWord[], initials: Initials): OcrWord[] {
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
    !/^(?:[0125678|[l)]|[A-Z][A-Z|]?|O0|0O)\.\S/.test(words[0]?.text ?? "") &&
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
      .replace(/^([0125678|[l)])(?=\.)/, (d) => (i === 0 ? INITIAL_DIGITS[d]! : d))
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
      // So is a capital whose small letter is the same shape, smaller ("IWu" for IWU, style 56 at 1280).
      .replace(/^([^a-z]*[A-Z]{2})([cosuvwxz])$/, (_, head: string, c: string) => head + c.toUpperCase())
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
export const capitalLost = (first: OcrWord, surname: OcrWord) =>
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
export function surnameLost(words: OcrWord[]): boolean {
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
