// A team across exports. The export's team ids are not stable (a title update renumbers them), so
// the newsroom knows a team by its abbreviation and name, as the export's notes advise; the id only
// finds the team inside one export.
import type { TeamRow } from "./rows";

export interface Team {
  /** Stable across exports: "ABBR|nickname", lower-cased. */
  key: string;
  teamId: number;
  /** "Albany Anvils", as stories name a team on first mention. */
  name: string;
  /** "Anvils". */
  short: string;
  abbr: string;
  division: string;
}

export const teamKeyOf = (t: TeamRow) =>
  `${(t.abbrName ?? "").trim()}|${(t.nickName || t.displayName).trim()}`.toLowerCase();

export function teamOf(t: TeamRow): Team {
  const short = (t.nickName || t.displayName).trim();
  return {
    key: teamKeyOf(t),
    teamId: t.teamId,
    name: `${(t.cityName ?? "").trim()} ${short}`.trim(),
    short,
    abbr: (t.abbrName ?? short).trim(),
    division: (t.divName ?? "").trim(),
  };
}

/** The teams of one export by their id in that export. */
export const teamsById = (rows: readonly TeamRow[]) => new Map(rows.map((t) => [t.teamId, teamOf(t)]));
