// A player's line in one game, summed over the stat groups, and the two scores the weekly awards
// rank by (decision 310). The scores are fantasy-style weights, written once here:
//   offence = passing yards / 25 + 4 × passing TDs − 2 × interceptions thrown
//           + rushing yards / 10 + 6 × rushing TDs − 2 × fumbles
//           + receiving yards / 10 + 6 × receiving TDs + 0.5 × catches
//   defence = tackles + 4 × sacks + 5 × interceptions + 4 × forced fumbles + 3 × fumble recoveries
//           + 6 × defensive TDs
import type { StatRow, WeekStats } from "./rows";

export const LINE_STATS = [
  "passComp",
  "passAtt",
  "passYds",
  "passTDs",
  "passInts",
  "rushAtt",
  "rushYds",
  "rushTDs",
  "rushFum",
  "recCatches",
  "recYds",
  "recTDs",
  "defTotalTackles",
  "defSacks",
  "defInts",
  "defForcedFum",
  "defFumRec",
  "defTDs",
] as const;
export type LineStat = (typeof LINE_STATS)[number];

export interface PlayerLine {
  /** One player in one game: the export's rosterId where sent, else the name, within the team. */
  key: string;
  name: string;
  teamId: number;
  scheduleId: number;
  stats: Partial<Record<LineStat, number>>;
}

const num = (v: number | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/**
 * Every player's line per game of one week. Rows are matched on season, stage and week as well as
 * the schedule id, because the export reuses schedule ids from one season to the next.
 */
export function playerLines(stats: WeekStats, week: { season: number; stage: number; week: number }): PlayerLine[] {
  const out = new Map<string, PlayerLine>();
  const rows: StatRow[] = [...stats.passing, ...stats.rushing, ...stats.receiving, ...stats.defense];
  for (const row of rows) {
    if (row.seasonIndex !== week.season || row.stageIndex !== week.stage || row.weekIndex !== week.week) continue;
    const who = row.rosterId !== undefined ? `r${row.rosterId}` : `n${row.fullName.trim().toLowerCase()}`;
    const key = `${row.scheduleId}:${row.teamId}:${who}`;
    const line = out.get(key) ?? {
      key,
      name: row.fullName.trim(),
      teamId: row.teamId,
      scheduleId: row.scheduleId,
      stats: {},
    };
    for (const stat of LINE_STATS) {
      const v = row[stat];
      if (typeof v === "number" && Number.isFinite(v)) line.stats[stat] = num(line.stats[stat]) + v;
    }
    out.set(key, line);
  }
  return [...out.values()];
}

export const stat = (line: PlayerLine, s: LineStat) => num(line.stats[s]);

export function offenceScore(l: PlayerLine): number {
  const s = (k: LineStat) => stat(l, k);
  return (
    s("passYds") / 25 +
    4 * s("passTDs") -
    2 * s("passInts") +
    s("rushYds") / 10 +
    6 * s("rushTDs") -
    2 * s("rushFum") +
    s("recYds") / 10 +
    6 * s("recTDs") +
    0.5 * s("recCatches")
  );
}

export function defenceScore(l: PlayerLine): number {
  const s = (k: LineStat) => stat(l, k);
  return (
    s("defTotalTackles") +
    4 * s("defSacks") +
    5 * s("defInts") +
    4 * s("defForcedFum") +
    3 * s("defFumRec") +
    6 * s("defTDs")
  );
}

/** Yards from scrimmage and passing together: a tiebreak between two equal scores. */
export const totalYards = (l: PlayerLine) => stat(l, "passYds") + stat(l, "rushYds") + stat(l, "recYds");
