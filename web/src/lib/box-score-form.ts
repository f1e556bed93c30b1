// The editable box-score table's state: text inputs per cell, converted to player stat objects
// (spec §3) on 'Write my recap'. Pure functions, so they are unit-tested without a browser.
import { type PlayerStat, POSITION_COLUMNS, type Position, STAT_KEYS, type StatKey } from "../../../db/domain";

export const POSITION_NAMES: Record<Position, string> = {
  QB: "Quarterbacks",
  RB: "Running backs",
  WR: "Receivers",
  DEF: "Defense",
};

export interface RowDraft {
  /** Stable React key for the row. */
  key: string;
  id: string;
  name: string;
  team: string;
  position: Position;
  stats: Partial<Record<StatKey, string>>;
  /** Cells the screenshot reader filled (web/src/ocr/prefill.ts), until the author edits them. */
  read?: Partial<Record<StatKey | "name", "read" | "doubtful">>;
}

/**
 * The stats a row shows an input for: its position's, then any other it holds (a quarterback's
 * rushing touchdowns read from the rushing screen, a back's targets), so every number that will be
 * saved is in a cell the author can see and correct.
 */
export function rowColumns(row: Pick<RowDraft, "position" | "stats">): StatKey[] {
  const own = POSITION_COLUMNS[row.position];
  const held = STAT_KEYS.filter((k) => !own.includes(k) && row.stats[k] !== undefined && row.stats[k] !== "");
  return [...own, ...held];
}

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

export const emptyRow = (position: Position, team = ""): RowDraft => ({
  key: newKey(),
  id: "",
  name: "",
  team,
  position,
  stats: {},
});

export function toDrafts(players: PlayerStat[]): RowDraft[] {
  return players.map((p) => {
    const stats: RowDraft["stats"] = {};
    for (const key of STAT_KEYS) if (p[key] !== undefined) stats[key] = String(p[key]);
    return { key: newKey(), id: p.id, name: p.name, team: p.team, position: p.position, stats };
  });
}

/** Rows with no name and no numbers are ignored; any other problem is reported, row by row. */
export function fromDrafts(rows: RowDraft[]): { players: PlayerStat[] } | { error: string } {
  const players: PlayerStat[] = [];
  for (const row of rows) {
    const filled = Object.values(row.stats).some((v) => v?.trim());
    if (!row.name.trim() && !filled) continue;
    if (!row.name.trim()) return { error: `Every ${row.position} row with stats needs a player name.` };
    const player: PlayerStat = { id: row.id, name: row.name.trim(), team: row.team.trim(), position: row.position };
    for (const [key, raw] of Object.entries(row.stats) as [StatKey, string | undefined][]) {
      const text = raw?.trim() ?? "";
      if (!text) continue;
      const value = Number(text);
      if (!Number.isFinite(value)) return { error: `${row.name.trim()}: "${text}" is not a number.` };
      player[key] = value;
    }
    players.push(player);
  }
  return { players };
}
