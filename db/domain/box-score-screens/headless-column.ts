// A column whose header OCR did not read at all (a "TD" lost between two headers: style 166's passing
// screen and 154's rushing screen at 1280) leaves its cells in the gap between two headers, under
// neither (rows.ts: underNoHeader). When the header line lacks exactly one stat the screen keeps, and
// every such cell of the table is a whole number in one and the same gap, they are that stat's
// column: a column is put there, named by elimination as namedByElimination names a misread header,
// and its cells are doubtful for the author. Anything less clear leaves them unread.
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
  if (gaps.size !== 1 || !headless.every((w) => /^\d+$/.test(w.text))) return columns;
  const covered = new Set(columns.flatMap((c) => c.column.keys));
  const missing = [...keptOf(kind)].filter((k) => !covered.has(k));
  const lacking =
    missing.length === 1 &&
    Object.entries(HEADERS[kind]).find(([, c]) => c.keys.length === 1 && c.keys[0] === missing[0]);
  if (!lacking) return columns;
  const [gap] = gaps;
  const left = columns[gap!]!.word.box!;
  const box = {
    x0: Math.min(...headless.map((w) => w.box!.x0)),
    y0: left.y0,
    x1: Math.max(...headless.map((w) => w.box!.x1)),
    y1: left.y1,
  };
  const column: HeaderColumn = {
    word: { text: lacking[0], confidence: 0, box },
    column: lacking[1],
    known: true,
    sure: false,
  };
  return [...columns.slice(0, gap! + 1), column, ...columns.slice(gap! + 1)];
}
