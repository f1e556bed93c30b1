// The season ledger's shapes (issue 38, decision 291): what it reads (one season of a league's
// export, as the loader hands it over) and what it gives (the facts a beat writer would have for one
// game, each with where it came from).

export type ExportData = Record<string, unknown>;

/** One stored weekly row: its week and the row as the export sent it. */
export interface WeekRow {
  stage: number;
  week: number;
  data: ExportData;
}

/** Everything the ledger reads about one season; the loader (load.ts) is the only code that fills it. */
export interface SeasonData {
  /** 0-based `seasonIndex`. */
  season: number;
  teams: ExportData[];
  schedule: (WeekRow & { rowId: number })[];
  /** The last standings the league sent for the season (their own `weekIndex` says which week). */
  standings: ExportData[];
  passing: WeekRow[];
  rushing: WeekRow[];
  receiving: WeekRow[];
  defense: WeekRow[];
  /** Roster rows of every team the league exported (`rosterId`, `firstName`, `lastName`). */
  roster: ExportData[];
}

/** Which game: its stage, 0-based week and schedule id (as the export keys it). */
export interface GameRef {
  stage: number;
  week: number;
  scheduleId: number;
}

/** A fact and where it came from ("results of weeks 1-3", "standings sent for week 3", "schedule"). */
export interface Fact<T> {
  value: T;
  source: string;
}

export interface WinLoss {
  wins: number;
  losses: number;
  ties: number;
}

export interface Rank {
  rank: number;
  /** Other teams (or players) share the rank. */
  tied: boolean;
  of: number;
}

export interface NextGame {
  opponent: string;
  opponentNickname: string;
  home: boolean;
  /** "Week 5". */
  weekLabel: string;
  stage: number;
  week: number;
}

export interface TeamLedger {
  teamId: number;
  name: string;
  nickname: string;
  division: string;
  won: boolean;
  lost: boolean;
  /** Each record counts the games played through this one (null when an earlier week is missing). */
  record: Fact<WinLoss> | null;
  recordBefore: Fact<WinLoss> | null;
  divisionRecord: Fact<WinLoss> | null;
  homeRecord: Fact<WinLoss> | null;
  awayRecord: Fact<WinLoss> | null;
  /** Signed: wins > 0, losses < 0; after and before this game. */
  streak: Fact<number> | null;
  streakBefore: Fact<number> | null;
  /** Place in the division by winning percentage after this game. */
  divisionPlace: Fact<Rank> | null;
  /** Only from standings sent for this game's week whose record agrees with the results. */
  seed: Fact<number> | null;
  pointsFor: Fact<number> | null;
  pointsAgainst: Fact<number> | null;
  /** 1 = most points scored. */
  pointsForRank: Fact<Rank> | null;
  /** 1 = fewest points allowed. */
  pointsAgainstRank: Fact<Rank> | null;
  /** The most points the team has scored in a game this season, this game included (and earlier games exist). */
  seasonHighPoints: Fact<boolean> | null;
  next: Fact<NextGame> | null;
}

export interface Meeting {
  weekLabel: string;
  winner: string | null;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
}

/** A season stat the ledger follows for each player, as the export names its field. */
export type SeasonStat =
  | "passYds"
  | "passTDs"
  | "rushYds"
  | "rushTDs"
  | "recYds"
  | "recTDs"
  | "tackles"
  | "sacks"
  | "ints";

export interface PlayerSeason {
  /** The box score's id of the player's line (`x<rosterId>`). */
  id: string;
  rosterId: number;
  exportName: string;
  /** The roster's full name when the league exported it. */
  full: string | null;
  surname: string | null;
  team: string;
  /** Season totals through this game and their league rank then. */
  totals: Partial<Record<SeasonStat, Fact<{ total: number; rank: Rank }>>>;
  /** Stats where this game is the player's best of the season (with earlier games to compare). */
  seasonHighs: SeasonStat[];
  /** Stats where this game's number is the player's first of the season (earlier games had none). */
  firsts: SeasonStat[];
}

export interface GameLedger {
  season: number;
  game: GameRef & { weekLabel: string };
  home: TeamLedger;
  away: TeamLedger;
  divisionGame: boolean;
  /** Earlier games between the two teams this season. */
  meetings: Fact<Meeting[]>;
  players: PlayerSeason[];
  /** Every team of the league by name (the next opponents a story may name). */
  teamNames: string[];
  /** Why the standings were or were not used for this game. */
  standings: string;
}

/** A player a news story names, as the league's export knows him (decision 297). */
export interface NewsPlayer {
  rosterId: number;
  /** The roster's full name ("Amon St. Brown") and the surname a story repeats. */
  full: string;
  surname: string;
  /** The export's position code ("QB"), when the roster row has one. */
  position: string | null;
  age: number | null;
  /** The team the roster lists him on, full name; null for a free agent. */
  team: string | null;
  contract: { length: number; yearsLeft: number } | null;
  /** Weeks out injured, when the roster lists an injury. */
  injuryWeeks: number | null;
  /** Season totals through `NewsLedger.through` (only stats every week of which is in the export). */
  totals: Fact<Partial<Record<SeasonStat, number>>> | null;
}

/** A team a news story names: its record through the last exported week. */
export interface NewsTeam {
  name: string;
  nickname: string;
  record: Fact<WinLoss> | null;
}

/** What the league's export proves about the people and teams a news story names (decision 297). */
export interface NewsLedger {
  /** "Week 3": the last regular-season week with results, which totals and records count through. */
  through: string | null;
  players: NewsPlayer[];
  teams: NewsTeam[];
}
