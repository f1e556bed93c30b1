// The editable box-score table's state: text inputs per cell, converted to player stat objects
// (spec §3) on 'Write my recap'. Pure functions, so they are unit-tested without a browser.
import { type PlayerStat, type Position, STAT_KEYS, type StatKey } from "../../../db/domain";

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
