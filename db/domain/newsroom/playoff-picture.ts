// The playoff picture (decision 310), from the export's standings once the season is past its
// midpoint. Seeds are the export's own; "clinched" and "eliminated" come only from its
// `playoffStatus` (never worked out here). A division leader is the division's best-seeded team,
// named only when the division has a seeded team. In the hunt: unseeded, not eliminated, and at most
// HUNT_GAMES_BEHIND games behind the last seed (games behind = (wins gap + losses gap) / 2).
import { PLAYOFF_STATUS, type StandingRow, type TeamRow } from "./rows";
import { type Team, teamsById } from "./teams";

export const PLAYOFF_SEEDS = 7;
/** 0-based week from which the picture is written: the season's 18 weeks are half played after week 9. */
export const PICTURE_FROM_WEEK = 9;
export const HUNT_GAMES_BEHIND = 2;

export type PlayoffMark = "clinched-top-seed" | "clinched-division" | "clinched-berth" | "eliminated";

export interface PlayoffTeam {
  team: Team;
  seed: number | null;
  wins: number;
  losses: number;
  ties: number;
  mark: PlayoffMark | null;
  division: string;
  /** Games behind the last seed (0 for seeded teams). */
  gamesBehind: number;
}

export interface ConferencePicture {
  conference: string;
  seeds: PlayoffTeam[];
  divisionLeaders: PlayoffTeam[];
  hunt: PlayoffTeam[];
  eliminated: PlayoffTeam[];
}

export interface PlayoffPicture {
  season: number;
  week: number;
  conferences: ConferencePicture[];
}

const MARKS: Record<number, PlayoffMark> = {
  [PLAYOFF_STATUS.eliminated]: "eliminated",
  [PLAYOFF_STATUS.clinchedBerth]: "clinched-berth",
  [PLAYOFF_STATUS.clinchedDivision]: "clinched-division",
  [PLAYOFF_STATUS.clinchedTopSeed]: "clinched-top-seed",
};

const seedOf = (s: StandingRow) =>
  typeof s.seed === "number" && s.seed >= 1 && s.seed <= PLAYOFF_SEEDS ? s.seed : null;

export function playoffPicture(input: {
  teams: readonly TeamRow[];
  standings: readonly StandingRow[];
  season: number;
  week: number;
}): PlayoffPicture | null {
  if (input.week < PICTURE_FROM_WEEK || input.week >= 18) return null;
  const teams = teamsById(input.teams);
  const rows = input.standings.filter((s) => s.seasonIndex === input.season && teams.has(s.teamId));
  if (!rows.some((s) => seedOf(s) !== null)) return null;
  const byConference = new Map<string, PlayoffTeam[]>();
  for (const s of rows) {
    const team = teams.get(s.teamId)!;
    const conference = (s.conferenceName ?? "").trim() || team.division.split(" ")[0] || "League";
    const list = byConference.get(conference) ?? [];
    list.push({
      team,
      seed: seedOf(s),
      wins: s.totalWins,
      losses: s.totalLosses,
      ties: s.totalTies ?? 0,
      mark: s.playoffStatus === undefined ? null : (MARKS[s.playoffStatus] ?? null),
      division: (s.divisonName ?? "").trim() || team.division,
      gamesBehind: 0,
    });
    byConference.set(conference, list);
  }
  const conferences = [...byConference.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([conference, list]): ConferencePicture => {
      const seeds = list.filter((t) => t.seed !== null).sort((a, b) => a.seed! - b.seed!);
      const last = seeds.at(-1);
      const unseeded = list
        .filter((t) => t.seed === null)
        .map((t) => ({ ...t, gamesBehind: last ? (last.wins - t.wins + (t.losses - last.losses)) / 2 : 0 }))
        .sort((a, b) => a.gamesBehind - b.gamesBehind || a.team.name.localeCompare(b.team.name));
      const leaders = new Map<string, PlayoffTeam>();
      for (const t of seeds) if (t.division && !leaders.has(t.division)) leaders.set(t.division, t);
      return {
        conference,
        seeds,
        divisionLeaders: [...leaders.values()].sort((a, b) => a.division.localeCompare(b.division)),
        hunt: unseeded.filter((t) => t.mark !== "eliminated" && t.gamesBehind <= HUNT_GAMES_BEHIND),
        eliminated: unseeded.filter((t) => t.mark === "eliminated"),
      };
    });
  return { season: input.season, week: input.week, conferences };
}
