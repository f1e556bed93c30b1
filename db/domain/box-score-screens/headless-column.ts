// A column whose header OCR did not read at all (a "TD" lost between two headers: style 166's passing
// screen and 154's rushing screen at 1280) leaves its cells in the gap between two headers, under
// neither (rows.ts: underNoHeader). When the header line lacks exactly one stat the screen keeps, and
// every such cell of the table is a whole number in one and the same gap, they are that stat's
// column: a column is put there, named by elimination as namedByElimination names a misread header,
// and its cells are doubtful for the author. So are such cells left of the first header read (a
// first column's header lost). Anything less clear leaves them unread.
import { HEADERS, keptOf, type PlayerScreen } from "./columns";
import { type HeaderColumn, underNoHeader } from "./rows";
import type { OcrLine, OcrWord } from "./types";

/** The gap (index of the header on its left) a word lies in, under no header, or -1. */
function gapOf(word: OcrWord, columns: HeaderColumn[]): number {
  if (!underNoHeader(word, columns)) return -1;
  return columns.findIndex((c, i) => {
    const right = columns[i + 1]?.word.box;
    return !!right && c.word.box!.x1 < word.box!.x0 && word.box!.x1 < right.x0;
  });
}

export function withHeadlessColumn(columns: HeaderColumn[], rows: OcrLine[], kind: PlayerScreen): HeaderColumn[] {
  if (!columns.every((c) => c.word.box)) return columns;
  const headless = rows.flatMap((row) =>
    row.filter((w) => /\d/.test(w.text)).flatMap((w) => (gapOf(w, columns) >= 0 ? [w] : [])),
  );
  const gaps = new Set(headless.map((w) => gapOf(w, columns)));
  if (gaps.size !== 1 || !headless.every((w) => /^\d+$/.test(w.text)))
    return withTrailingColumn(withLeadingColumn(columns, rows, kind), rows, kind);
  const [gap] = gaps;
  const column = lackingColumn(columns, kind, headless, columns[gap!]!.word.box!);
  return column ? [...columns.slice(0, gap! + 1), column, ...columns.slice(gap! + 1)] : columns;
}

/**
 * The column of the one kept stat the header line lacks, boxed over its cells `under` at the height
 * of the header `beside`; null when the line lacks no stat or more than one.
 */
function lackingColumn(
  columns: HeaderColumn[],
  kind: PlayerScreen,
  under: OcrWord[],
  beside: NonNullable<OcrWord["box"]>,
): HeaderColumn | null {
  const covered = new Set(columns.flatMap((c) => c.column.keys));
  const missing = [...keptOf(kind)].filter((k) => !covered.has(k));
  const lacking =
    missing.length === 1 &&
    Object.entries(HEADERS[kind]).find(([, c]) => c.keys.length === 1 && c.keys[0] === missing[0]);
  if (!lacking) return null;
  const box = {
    x0: Math.min(...under.map((w) => w.box!.x0)),
    y0: beside.y0,
    x1: Math.max(...under.map((w) => w.box!.x1)),
    y1: beside.y1,
  };
  return { word: { text: lacking[0], confidence: 0, box }, column: lacking[1], known: true, sure: false };
}

/**
 * The first column's header lost whole ("TD" before LNG on style 169's receiving screen at 1280):
 * its cells lie left of the first header read, where the name cell is, and were dropped as a jersey
 * number after the name. They are such a column when, on two rows or more, a whole number lies
 * right of every letter of every row's name cell, and all of them under one another (their boxes
 * overlapping across). A jersey number printed before the name lies left of it, one with its "#"
 * after it is no whole number.
 */
function withLeadingColumn(columns: HeaderColumn[], rows: OcrLine[], kind: PlayerScreen): HeaderColumn[] {
  const first = columns[0]?.word.box;
  if (!first) return columns;
  const leftOfFirst = rows.flat().filter((w) => w.box && w.box.x1 < first.x0);
  const nameEnd = Math.max(...leftOfFirst.filter((w) => /\p{L}/u.test(w.text)).map((w) => w.box!.x1));
  const cells = leftOfFirst.filter((w) => /\d/.test(w.text) && w.box!.x0 > nameEnd);
  const lined =
    cells.length >= 2 && Math.max(...cells.map((w) => w.box!.x0)) < Math.min(...cells.map((w) => w.box!.x1));
  if (!lined || !cells.every((w) => /^\d+$/.test(w.text))) return columns;
  const column = lackingColumn(columns, kind, cells, first);
  return column ? [column, ...columns] : columns;
}

/**
 * The last column's header lost whole ("TD" right of YARDS on style 184's rushing screen at 1920,
 * its cells read "81" and "1" under one column and the row unread): its cells lie right of every
 * header read. They are such a column when each lies wholly right of the last header, on a row that
 * has numbers under the headers too, all whole numbers under one another (their boxes overlapping
 * across). Its cells are doubtful, as every headless column's.
 */
function withTrailingColumn(columns: HeaderColumn[], rows: OcrLine[], kind: PlayerScreen): HeaderColumn[] {
  const last = columns.at(-1)?.word.box;
  if (!last) return columns;
  const cells = rows.flatMap((row) => {
    const right = row.filter((w) => w.box && /\d/.test(w.text) && w.box.x0 > last.x1);
    return right.length > 0 && row.some((w) => w.box && /\d/.test(w.text) && w.box.x1 <= last.x1) ? right : [];
  });
  const lined =
    cells.length >= 1 && Math.max(...cells.map((w) => w.box!.x0)) < Math.min(...cells.map((w) => w.box!.x1));
  if (!lined || !cells.every((w) => /^\d+$/.test(w.text))) return columns;
  const column = lackingColumn(columns, kind, cells, last);
  return column ? [...columns, column] : columns;
}
