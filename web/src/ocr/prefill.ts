// The OCR result as the box-score check step's starting rows: every cell it read is marked, so the
// author sees what to verify, and a cell read with low confidence is marked as such. Pure, so it is
// unit-tested without a browser.

import type { StatKey } from "../../../db/domain";
import {
  type BoxScoreRead,
  combineScreens,
  type ReadCell,
  readScreen,
  type TypedTeams,
} from "../../../db/domain/box-score-screens";
import { emptyRow, type RowDraft } from "../lib/box-score-form";
import type { SavedScreen } from "./saved-reading";

/** Below this Tesseract confidence a cell is highlighted as doubtful. */
export const LOW_CONFIDENCE = 80;

export type CellMark = "read" | "doubtful";

const mark = (confidence: number): CellMark => (confidence < LOW_CONFIDENCE ? "doubtful" : "read");

export function rowsFromReading(read: BoxScoreRead): RowDraft[] {
  return read.players.map((p) => {
    const row = emptyRow(p.position, p.team);
    row.name = p.name;
    row.read = { name: mark(p.nameConfidence) };
    for (const [key, cell] of Object.entries(p.stats) as [StatKey, ReadCell][]) {
      row.stats[key] = String(cell.value);
      row.read[key] = mark(cell.confidence);
    }
    return row;
  });
}

export const scoreMark = (cell: ReadCell | null): CellMark | undefined => (cell ? mark(cell.confidence) : undefined);

/** The saved screens, parsed with the team names as typed (the server's). */
export const readingOf = (screens: SavedScreen[], teams: TypedTeams): BoxScoreRead =>
  combineScreens(
    screens.map((s) => readScreen(s.lines, teams)),
    teams,
  );
