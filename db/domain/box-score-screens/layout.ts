// Where a player screen's table is, from a first full read: the OCR worker reads the header line
// again with letters only and the numbers block with digits only (a "0" alone in a cell, or "TD"
// in a header, is what a general read gets wrong most).
import { HEADERS, headerToken, screenOfHeader } from "./columns";
import { joinSlashes } from "./lines";
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
  headerBox: Box;
  /** The cells of every row under the header: from left of the first numeric column to the right edge. */
  numbers: Box;
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
  const kinds = lines.map((l) => screenOfHeader(joinSlashes(l).map((w) => headerToken(w.text))));
  const header = kinds.findIndex((k) => k !== null);
  const kind = kinds[header];
  const headerLine = lines[header];
  const headerBox = headerLine && boxOf(headerLine);
  if (!kind || !headerLine || !headerBox) return null;
  const rows = lines.slice(header + 1).map(boxOf);
  // Rows run down from the header while lines keep coming at about a row's pitch: the gap above
  // the first row (padded table cells leave one to two text heights) sets what a row gap is.
  const lineHeight = headerBox.y1 - headerBox.y0;
  let bottom = headerBox.y1;
  let gap = lineHeight * 4;
  for (const [i, row] of rows.entries()) {
    if (!row || row.y0 - bottom > gap) break;
    if (i === 0) gap = Math.max(lineHeight, (row.y0 - bottom) * 1.5);
    bottom = row.y1;
  }
  if (bottom === headerBox.y1) return null;
  const firstColumn = joinSlashes(headerLine).find((w) => w.box && headerToken(w.text) in HEADERS[kind]);
  const left = (firstColumn?.box?.x0 ?? headerBox.x0) - lineHeight * 2;
  return {
    header,
    headerBox: { ...headerBox, x1: imageWidth },
    numbers: { x0: Math.max(0, left), y0: headerBox.y1 + 1, x1: imageWidth, y1: bottom + Math.round(lineHeight / 2) },
  };
}
