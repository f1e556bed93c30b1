// A player table's rows: the columns named by its header line, and each row's name and numbers
// placed under them. A row is accepted only when every column got at most one well-formed number in
// the right place; anything else is reported as unread (the author types it), never repaired by
// guessing.
import { offAverage } from "./averages";
import { offRelations } from "./cell-checks";
import { type Column, columnOf, HEADERS, headerToken, keptOf, NAME_HEADERS, type PlayerScreen } from "./columns";
import { unglued } from "./glued-headers";
import type { Initials } from "./name-misreads";
import { isNameMark, nameOf, startsWithMisreadInitial } from "./names";
import type { OcrLine, OcrWord, ScreenRow } from "./types";

const NUMBER = /^-?\d+(\.\d+)?$/;
const PAIR = /^(\d+)\/(\d+)$/;
const hasDigit = (text: string) => /\d/.test(text);
/** A confidence below the check step's doubt mark (web/src/ocr/prefill.ts: 80). */
export const DOUBTFUL = 60;
export const centreX = (w: OcrWord) => (w.box ? (w.box.x0 + w.box.x1) / 2 : Number.NaN);

export interface HeaderColumn {
  word: OcrWord;
  column: Column;
  known: boolean;
  /** Named one letter off a spelling: its cells are marked doubtful. */
  sure: boolean;
}

/** A header word that can be a column: a bar or a dot OCR drew between headers is not one. */
const isColumnWord = (w: OcrWord) => /[\p{L}\p{N}\p{S}]/u.test(w.text);

/**
 * The columns right of the name column's header (a side menu's words left of it are no columns),
 * or, when that header was not read, from the first known column on. A header word we do not know
 * is still a column: its cells are kept out of the known ones.
 */
/** The left edge of the name column's header ("PLAYER"), when it was read. */
export const nameColumnAt = (header: OcrLine) => header.find((w) => NAME_HEADERS.has(headerToken(w.text)))?.box?.x0;

export function columnsOf(header: OcrLine, kind: PlayerScreen): HeaderColumn[] {
  const name = header.findIndex((w) => NAME_HEADERS.has(headerToken(w.text)));
  const first = name >= 0 ? name + 1 : header.findIndex((w) => headerToken(w.text) in HEADERS[kind]);
  const words = header
    .slice(first)
    .filter(isColumnWord)
    .flatMap((w) => unglued(w, kind));
  // A header one letter off a spelling whose stat another header names exactly is no second column
  // of that stat ("TT", TD misread, is one letter off TGT beside TGT): it is a header we do not know.
  const exact = new Set(words.flatMap((w) => HEADERS[kind][headerToken(w.text)]?.keys ?? []));
  return words.map((word) => {
    const column = columnOf(headerToken(word.text), kind, exact);
    return { word, column: column?.column ?? { keys: [] }, known: column !== null, sure: column?.sure ?? true };
  });
}

/**
 * The columns with the line's one header no spelling is near taken for the one column of kept stats
 * the line lacks, when the word starts with a letter that column's spellings start with ("Tm" for a
 * title-case Td, "Yo" for Yds, both on photos of style 96) and every other header is named exactly.
 * Its cells are doubtful, as a near spelling's are. Two such words, or a word of another letter the engine
 * read sure, stay columns we do not know. Used by
 * the parser only: the worker's layout still reads such a header again (header-alone.ts).
 */
export function namedByElimination(columns: HeaderColumn[], kind: PlayerScreen, rows: OcrLine[] = []): HeaderColumn[] {
  const unknown = columns.filter((c) => !c.known);
  // A header whose strokes OCR read as ones, bars and brackets alone ("11]" for TD, style 206's
  // receiving at 2400) keeps no letter to name it by: it may be any lacking column's.
  const letterless = unknown.length === 1 && /^[\d|[\](){}\\]+$/.test(unknown[0]!.word.text);
  const initial = headerToken(unknown[0]?.word.text ?? "")[0];
  // A word the engine itself doubts ("hi" at 25 and "0" at 30 for TD: style 215 at 1280, 216's photo;
  // "Rl)" at 22, boxed taller than the headers beside it: style 110's passing at 1280;
  // glare's scraps, header-scraps.ts) may have no letter right: its first letter is no evidence
  // against the lacking column, and a digit read for its letters leaves none. Neither such word is
  // taken when numbers lie between two headers, under none: the lacking column is there, its header
  // lost whole (headless-column.ts), and the word is a column the box score does not keep.
  const doubted = (unknown[0]?.word.confidence ?? 100) < DOUBTFUL && /[\p{L}\p{N}]/u.test(unknown[0]!.word.text);
  const anyLacking =
    (doubted || letterless) && !rows.some((row) => row.some((w) => hasDigit(w.text) && underNoHeader(w, columns)));
  // A header named only as near a spelling may be the lacking column itself ("Tid", near the TD
  // defense does not keep, for Tkl beside "TH" for TFL: style 94): then no word is taken.
  if (unknown.length !== 1 || !(initial || anyLacking) || columns.some((c) => !c.sure)) return columns;
  const covered = new Set(columns.flatMap((c) => c.column.keys));
  const missing = [...keptOf(kind)].filter((k) => !covered.has(k));
  const lacking = Object.entries(HEADERS[kind]).find(
    ([name, c]) =>
      (anyLacking || name.startsWith(initial!)) &&
      c.keys.length === missing.length &&
      c.keys.every((k) => missing.includes(k)),
  );
  if (!lacking || missing.length === 0) return columns;
  return columns.map((c) => (c === unknown[0] ? { ...c, column: lacking[1], known: true, sure: false } : c));
}

/**
 * A row's name cell and its cells. With boxes, the name cell is what lies left of the first
 * column's header; without (a model's text answer), the words before the first number, a jersey
 * number in front and a "#26" after the name counted with them.
 */
function splitRow(line: OcrLine, columns: HeaderColumn[], nameAt?: number): { cell: OcrWord[]; numbers: OcrWord[] } {
  const edge = columns[0]?.word.box?.x0;
  if (edge !== undefined && line.every((w) => w.box)) {
    const menu = (w: OcrWord) => inSideMenu(w, nameAt);
    // A centred number wider than the first column's header ("122.0" under "RTG") has its centre left
    // of the header; reaching under the header, it is that column's cell, never part of the name.
    const cellOfColumn = (w: OcrWord) =>
      centreX(w) >= edge || (w.box!.x1 > edge && hasDigit(w.text) && !/[A-Za-z]/.test(w.text));
    const left = (w: OcrWord) => !cellOfColumn(w) && !menu(w);
    return { cell: line.filter(left), numbers: line.filter((w) => cellOfColumn(w) && !isNameMark(w.text)) };
  }
  let from = /^\d{1,2}$/.test(line[0]?.text ?? "") && /^[A-Za-z]/.test(line[1]?.text ?? "") ? 1 : 0;
  if (startsWithMisreadInitial(line.slice(from))) from++;
  const first = line.findIndex((w, i) => i >= from && hasDigit(w.text) && !isNameMark(w.text));
  const end = first < 0 ? line.length : first;
  return { cell: line.slice(0, end), numbers: line.slice(end).filter((w) => !isNameMark(w.text)) };
}

/** A side menu's item ends left of the name column's header (`nameAt`): it is never the name. */
export const inSideMenu = (w: OcrWord, nameAt: number | undefined) =>
  nameAt !== undefined && !!w.box && w.box.x1 < nameAt - (w.box.y1 - w.box.y0);

/** Brackets and bars OCR draws around a lone digit ("[1]", "|0"): marks, not part of the number. */
const unwrap = (text: string) => text.replace(/^[[(|{]+(?=[\d-])/, "").replace(/(?<=\d)[\])|}]+$/, "");
/** A zero's oval OCR read as a pair of brackets alone ("[]", style 208's receiving at 1280): read 0, doubtful. */
const OVAL = /^[[({][\])}]$/;

export function readRow(
  line: OcrLine,
  columns: HeaderColumn[],
  nameAt?: number,
  initials: Initials = null,
): { row: ScreenRow; missing: string[] } | { reason: string } {
  const split = splitRow(line, columns, nameAt);
  const name = nameOf(split.cell, initials);
  if (!name) return { reason: "player name not read" };
  // A digit OCR boxed in brackets may be one it read around a mark: the author checks it.
  const numbers = split.numbers.map((w) => {
    const text = OVAL.test(w.text) ? "0" : unwrap(w.text);
    return text === w.text ? w : { ...w, text, confidence: Math.min(w.confidence, DOUBTFUL) };
  });
  const headless = numbers.filter((w) => underNoHeader(w, columns) && !inkless(w));
  const placed = placeCells(
    numbers.filter((w) => !headless.includes(w) && !inkless(w)),
    columns,
  );
  if ("reason" in placed) return placed;
  const cells: ScreenRow["cells"] = {};
  const missing = headless.map((w) => `the header over "${w.text}"`);
  for (const [i, { word: header, column, sure }] of columns.entries()) {
    const word = placed[i];
    const values = word && (valuesOf(word.text, column.keys.length) ?? dashAsNone(word.text, column.keys.length));
    if (!values) {
      if (column.keys.length) missing.push(header.text);
      continue;
    }
    const confidence = sure && values !== DASH ? word.confidence : Math.min(word.confidence, DOUBTFUL);
    for (const [k, key] of column.keys.entries()) cells[key] = { value: values[k]!, confidence };
  }
  if (Object.keys(cells).length === 0) return { reason: "no number read under its column" };
  // An average read in doubt itself ("2" at 0 for 13.2, style 161's photo) is no check of the others.
  const sureText = (w: OcrWord | undefined) => (w && w.confidence >= DOUBTFUL ? w.text : undefined);
  const averages = columns.map((c, i) => ({ header: c.word.text, text: sureText(placed[i]) }));
  for (const key of [...offAverage(averages, cells), ...offRelations(cells, averages)])
    cells[key] = { ...cells[key]!, confidence: Math.min(cells[key]!.confidence, DOUBTFUL) };
  return { row: { name: name.name, nameConfidence: name.confidence, cells }, missing };
}

/**
 * The word under each column. With boxes (OCR), each word goes to the header nearest it; two
 * numbers under one header make the row unread, a column with no number is a blank cell, a mark
 * that is no number under a column that has one is dropped. Without boxes (a model's text answer),
 * words and columns are taken in order and their counts must agree.
 */
function placeCells(words: OcrWord[], columns: HeaderColumn[]): (OcrWord | undefined)[] | { reason: string } {
  const boxed = words.every((w) => w.box) && columns.every((c) => c.word.box);
  if (!boxed) {
    if (words.length !== columns.length)
      return { reason: `${words.length} numbers read for ${columns.length} columns` };
    return words;
  }
  const placed: (OcrWord | undefined)[] = columns.map(() => undefined);
  const rests: OcrWord[] = [];
  for (const read of words) {
    const inner = words.find((inner) => inner !== read && holds(read, inner));
    if (inner) {
      const rest = restOf(read, inner);
      if (rest) rests.push(rest);
      continue;
    }
    const word = words.some((outer) => outer !== read && holds(outer, read))
      ? { ...read, confidence: Math.min(read.confidence, DOUBTFUL) }
      : read;
    // Two cells OCR ran together ("17/23 161" read as "123161") cover two headers' centres: under
    // either header the number would be false, so both cells stay blank for the author to type.
    if (
      spansColumns(
        word.box!,
        columns.map((c) => c.word.box!),
      )
    )
      continue;
    const i = nearestColumn(word, columns);
    const before = placed[i];
    const isNumber = NUMBER.test(word.text) || PAIR.test(word.text);
    if (!before) placed[i] = word;
    else if (NUMBER.test(before.text) || PAIR.test(before.text)) {
      if (isNumber) return { reason: `"${before.text}" and "${word.text}" under one column` };
    } else if (isNumber)
      placed[i] = SIGN.test(before.text) ? { ...word, confidence: Math.min(word.confidence, DOUBTFUL) } : word;
  }
  const headers = columns.map((c) => c.word.box!);
  for (const rest of rests) {
    const i = nearestColumn(rest, columns);
    if (!spansColumns(rest.box!, headers) && !placed[i]) placed[i] = rest;
  }
  return placed;
}

/**
 * What a run-together number holds besides the number read alone inside it, at one end of it ("012"
 * over "0": SCK and TKL of style 205's defense at 1280): the other cell, boxed where the rest of the
 * word lies, doubtful. It is taken only under a column that got no number of its own.
 */
function restOf(outer: OcrWord, inner: OcrWord): OcrWord | null {
  const [box, alone] = [outer.box!, inner.box!];
  const near = (a: number, b: number) => Math.abs(a - b) <= box.y1 - box.y0;
  const first = outer.text.startsWith(inner.text) && near(alone.x0, box.x0);
  const last = !first && outer.text.endsWith(inner.text) && near(alone.x1, box.x1);
  if (!first && !last) return null;
  const text = first ? outer.text.slice(inner.text.length) : outer.text.slice(0, -inner.text.length);
  if (!/^\d+$/.test(text)) return null;
  const rest = first ? { ...box, x0: alone.x1 } : { ...box, x1: alone.x0 };
  return { ...outer, text, box: rest, confidence: Math.min(outer.confidence, DOUBTFUL) };
}

/**
 * A number boxed over another number of the row is two cells run together ("3560" over "60", LONG and
 * YD of style 204's receiving at 1920, a second read boxing "60" alone): the run-together read is
 * dropped and the number inside it is doubtful (it may be a part of one cell, not the whole), where
 * the two made the row unread.
 */
const holds = (outer: OcrWord, inner: OcrWord) =>
  NUMBER.test(outer.text) &&
  NUMBER.test(inner.text) &&
  outer.text.length > inner.text.length &&
  outer.box!.x0 <= inner.box!.x0 &&
  inner.box!.x1 <= outer.box!.x1;

/**
 * A dash boxed apart before a number under one column may be its minus sign ("-2" read "-" "2"): the
 * number alone could be the sign's loss, so it is doubtful, never a silent 2 for −2.
 */
const SIGN = /^[-–—~]$/;

/**
 * A lone digit boxed more than three times as wide as tall holds no digit: a digit is at most as wide
 * as tall, two run together twice that. It is the edge of a highlighted row read as a "1" (style 156's
 * crop: boxed 364 px by 39 across two columns, beside the row's own "10"), which made the row unread.
 */
export const inkless = (w: OcrWord) =>
  !!w.box && /^\d$/.test(w.text) && w.box.x1 - w.box.x0 > 3 * (w.box.y1 - w.box.y0);

/**
 * A number lying wholly in the gap between two headers, under neither, is the cell of a column whose
 * header OCR did not read at all (a passing screen's "TD" lost between LNG and INTS, style 166 at
 * 1280; 154's TD): the games align a cell with its header, right or centred. Put under the nearest
 * header it was a second number there, and its row went unread; it is no cell of a column read, so
 * it is left for the author, and the rest of the row is read.
 */
export function underNoHeader(word: OcrWord, columns: HeaderColumn[]): boolean {
  const box = word.box;
  if (!box || !columns.every((c) => c.word.box)) return false;
  const headers = columns.map((c) => c.word.box!);
  return headers.some((left, i) => {
    const right = headers[i + 1];
    return !!right && left.x1 < box.x0 && box.x1 < right.x0;
  });
}

/** Whether a word's box covers two or more headers' centres: two cells OCR ran together. */
export const spansColumns = (box: NonNullable<OcrWord["box"]>, headers: NonNullable<OcrWord["box"]>[]) =>
  headers.filter((h) => box.x0 < (h.x0 + h.x1) / 2 && (h.x0 + h.x1) / 2 < box.x1).length > 1;

/** The header nearest a word, by left edges, centres or right edges (the games align either way). */
function nearestColumn(word: OcrWord, columns: HeaderColumn[]): number {
  const distance = (c: HeaderColumn) => {
    const a = word.box!;
    const b = c.word.box!;
    return Math.min(Math.abs(a.x0 - b.x0), Math.abs(a.x1 - b.x1), Math.abs(centreX(word) - centreX(c.word)));
  };
  let best = 0;
  for (const [i, c] of columns.entries()) if (distance(c) < distance(columns[best]!)) best = i;
  return best;
}

/**
 * A lone dash where a column has no other number is a cell of none: games print "-" for a zero, and
 * OCR reads a thin "0" as one (style 131's zeros at 1280, four rows unread). Read as 0, doubtful.
 */
const DASH = [0];
const dashAsNone = (text: string, count: number) => (count === 1 && text === "-" ? DASH : null);

function valuesOf(text: string, count: number): number[] | null {
  if (count === 2) {
    const pair = PAIR.exec(text);
    return pair ? [Number(pair[1]), Number(pair[2])] : null;
  }
  return NUMBER.test(text) ? [Number(text)] : null;
}
