// The export rows the newsroom reads, with the Madden Companion App's own field names (as typed by
// snallabot-service src/export/madden_league_types.ts and its export notes). Plain types, so the
// newsroom runs anywhere: worker/schemas/newsroom-rows.ts checks stored rows into these shapes.
// Every field the game may leave out is optional, and the newsroom never states one it lacks.

export interface TeamRow {
  teamId: number;
  displayName: string;
  cityName?: string;
  nickName?: string;
  abbrName?: string;
  divName?: string;
}

/** `playoffStatus` of a standings row, as the export documents it. */
export const PLAYOFF_STATUS = {
  eliminated: 0,
  undecided: 1,
  clinchedBerth: 2,
  clinchedDivision: 3,
  clinchedTopSeed: 4,
} as const;

export interface StandingRow {
  teamId: number;
  seasonIndex: number;
  weekIndex?: number;
  totalWins: number;
  totalLosses: number;
  totalTies?: number;
  ptsFor?: number;
  ptsAgainst?: number;
  /** Seed in the conference; 0 or absent when the export gives none. */
  seed?: number;
  playoffStatus?: number;
  conferenceName?: string;
  /** Spelled so by the export. */
  divisonName?: string;
}

export interface GameRow {
  scheduleId: number;
  seasonIndex: number;
  stageIndex: number;
  weekIndex: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  /** 1 not played, 2 away win, 3 home win, 4 tie. */
  status: number;
  isGameOfTheWeek?: boolean;
}

/** One player's row of one game in any stat group; each group fills its own fields. */
export interface StatRow {
  scheduleId: number;
  seasonIndex: number;
  stageIndex: number;
  weekIndex: number;
  teamId: number;
  rosterId?: number;
  fullName: string;
  passComp?: number;
  passAtt?: number;
  passYds?: number;
  passTDs?: number;
  passInts?: number;
  rushAtt?: number;
  rushYds?: number;
  rushTDs?: number;
  rushFum?: number;
  recCatches?: number;
  recYds?: number;
  recTDs?: number;
  defTotalTackles?: number;
  defSacks?: number;
  defInts?: number;
  defForcedFum?: number;
  defFumRec?: number;
  defTDs?: number;
}

/** The stat groups the awards and the rankings' standout lines read. */
export interface WeekStats {
  passing: StatRow[];
  rushing: StatRow[];
  receiving: StatRow[];
  defense: StatRow[];
}

export interface RosterPlayer {
  rosterId: number;
  teamId?: number;
  firstName: string;
  lastName: string;
  position?: string;
  age?: number;
  playerBestOvr?: number;
  /** Weeks out; 0 when healthy. */
  injuryLength?: number;
  injuryType?: number;
  isOnIR?: boolean;
  isFreeAgent?: boolean;
  contractLength?: number;
  contractYearsLeft?: number;
  contractSalary?: number;
  contractBonus?: number;
  yearsPro?: number;
  draftRound?: number;
  draftPick?: number;
  /** With the birth date, the player's identity: the export reuses and duplicates rosterIds. */
  presentationId?: number;
  birthYear?: number;
  birthMonth?: number;
  birthDay?: number;
}
