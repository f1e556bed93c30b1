// The box-score check's refusals (db/domain/box-score-checks) while the author types, per row and
// per cell, so each problem is shown where it is and not only after 'Write my recap'.

import type { PlayerStat } from "../../../db/domain";
import { checkBoxScore } from "../../../db/domain/box-score-checks";
import { fromDrafts, type RowDraft } from "./box-score-form";

export interface RowProblem {
  /** The cells to mark: a stat key, "name" or "team". */
  fields: Set<string>;
  messages: string[];
}

/** Problems by row key. Rows that are empty or not yet numbers are left to the submit check. */
export function rowProblems(rows: RowDraft[], teams: { homeTeam: string; awayTeam: string }): Map<string, RowProblem> {
  const keys: string[] = [];
  const players: PlayerStat[] = [];
  for (const row of rows) {
    const parsed = fromDrafts([row]);
    if ("error" in parsed || parsed.players.length === 0) continue;
    keys.push(row.key);
    players.push(parsed.players[0]!);
  }
  const problems = new Map<string, RowProblem>();
  const { refusals } = checkBoxScore({ ...teams, homeScore: 0, awayScore: 0, players });
  for (const r of refusals) {
    const key = keys[r.row]!;
    const entry = problems.get(key) ?? { fields: new Set<string>(), messages: [] };
    for (const f of r.fields) entry.fields.add(f);
    entry.messages.push(r.message);
    problems.set(key, entry);
  }
  return problems;
}
