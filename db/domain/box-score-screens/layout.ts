// Where a player screen's table is, from a first full read: the OCR worker reads the header line
// again with letters only and the numbers block with digits only (a "0" alone in a cell, or "TD"
// in a header, is what a general read gets wrong most).
import { HEADERS, headerToken, type PlayerScreen, screenOfHeader } from "./columns";
import { joinSlashes } from "./lines";
import { titleKind } from "./read-screen";
import { columnsOf } from "./rows";
import type { OcrLine } from "./types";

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TableLayout {
  /** Index of the header line in the lines given. */
  header: number;
  /** The screen its header names. */
  kind: PlayerScreen;
  headerBox: Box;
  /** The cells of every row under the header: from left of the first numeric column to the last kept one. */
  numbers: Box;
  /** Every header word from the first column on was named: no letters-only read of it is needed. */
  headerComplete: boolean;
  /** The header words from the first column on, left to right: whether the box score keeps that column. */
  columns: { box: Box; kept: boolean }[];
}

const boxOf = (line: OcrLine): Box | null => {
  const boxes = line.flatMap((w) => (w.box ? [w.box] : []));
  if (boxes.length === 0) return null;
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
};

/** The table of a player screen, or null when no header line was read. */
export function tableLayout(lines: OcrLine[], imageWidth: number): TableLayout | null {
  const title = titleKind(lines);
  const kinds = lines.map((l) =>
    screenOfHeader(
      joinSlashes(l).map((w) => headerToken(w.text)),
      title,
    ),
  );
  const header = kinds.findIndex((k) => k !== null);
  const kind = kinds[header];
  const headerLine = lines[header];
  const headerBox = headerLine && boxOf(headerLine);
  if (!kind || !headerLine || !headerBox) return null;
  const rows = lines.slice(header + 1).map(boxOf);
  const lineHeight = headerBox.y1 - headerBox.y0;
  const known = joinSlashes(headerLine).filter((w) => w.box && headerToken(w.text) in HEADERS[kind]);
  // From a line height left of the first column's header: far enough for a cell wider than its
  // header, not so far that a name's last word (a position, "#26") is read again as digits.
  const columns = columnsOf(joinSlashes(headerLine), kind);
  const left = (columns[0]?.word.box?.x0 ?? known[0]?.box?.x0 ?? headerBox.x0) - lineHeight;
  // Rows run down from the header while lines keep coming at about a row's pitch: the gap above
  // the first row (padded table cells leave one to two text heights) sets what a row gap is.
  let bottom = headerBox.y1;
  let gap = lineHeight * 4;
  let first = true;
  const rowLines: OcrLine[] = [];
  for (const [i, row] of rows.entries()) {
    const line = lines[header + 1 + i]!;
    // A side menu's item between two rows ("Stats" of "Team Stats" on a line of its own) lies
    // wholly left of the numbers: no row, and no end of the table.
    if (row && line.every((w) => !w.box || w.box.x1 < left)) continue;
    // A line with no digit is not a player row (the controls hint under the table).
    if (!row || row.y0 - bottom > gap || !line.some((w) => /\d/.test(w.text))) break;
    if (first) gap = Math.max(lineHeight, (row.y0 - bottom) * 1.5);
    first = false;
    bottom = row.y1;
    rowLines.push(line);
  }
  if (bottom === headerBox.y1) return null;
  // The digits-only read stops after the last column the box score keeps (LNG, RTG… on the right
  // are not worth reading twice), unless a header it could not name follows it.
  const kept = known.filter((w) => HEADERS[kind][headerToken(w.text)]!.keys.length > 0);
  const lastKept = kept[kept.length - 1]?.box;
  const unknownAfter = headerLine.some(
    (w) => w.box && lastKept && w.box.x0 > lastKept.x1 && !(headerToken(w.text) in HEADERS[kind]),
  );
  const edge = lastKept && !unknownAfter ? lastKept.x1 + lineHeight * 2 : imageWidth;
  // The block never cuts a word the first read found: a centred cell of the next column (one the box
  // score does not keep) can reach back past the edge, and its cut-off first digit ("1" of "12.3")
  // was read as a second number under the column, losing the row. The edge moves past such a word.
  const cut = rowLines.flat().filter((w) => w.box && w.box.x0 < edge && w.box.x1 > edge);
  const right = Math.min(imageWidth, Math.max(edge, ...cut.map((w) => w.box!.x1 + Math.round(lineHeight / 4))));
  return {
    header,
    kind,
    headerBox: { ...headerBox, x1: imageWidth },
    numbers: { x0: Math.max(0, left), y0: headerBox.y1 + 1, x1: right, y1: bottom + Math.round(lineHeight / 2) },
    headerComplete: columns.every((c) => c.known),
    columns: columns.flatMap((c) => (c.word.box ? [{ box: c.word.box, kept: c.column.keys.length > 0 }] : [])),
  };
}
