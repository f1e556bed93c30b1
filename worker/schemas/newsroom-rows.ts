// The export rows as the newsroom reads them (issue 41): the fields it needs beyond those the ingest
// checks (league-export.ts), with the export's own names. The ingest has already checked each row's
// identity; here an extra field that is missing or of the wrong type is dropped (the newsroom then
// says nothing that needs it) instead of failing the row, and a row without its identity is skipped.
import { z } from "zod";
import type { GameRow, RosterPlayer, StandingRow, StatRow, TeamRow } from "../../db/domain/newsroom";

const int = z.number().int();
const loose = <T extends z.ZodType>(t: T) => t.optional().catch(undefined);
const optInt = loose(int);
const optNum = loose(z.number().finite());
const optStr = loose(z.string());
const optBool = loose(z.boolean());
const weekly = { seasonIndex: int.min(0), stageIndex: int.min(0), weekIndex: int.min(0) };

const team = z.object({
  teamId: int,
  displayName: z.string(),
  cityName: optStr,
  nickName: optStr,
  abbrName: optStr,
  divName: optStr,
});

const standing = z.object({
  teamId: int,
  seasonIndex: int.min(0),
  weekIndex: optInt,
  totalWins: int.min(0),
  totalLosses: int.min(0),
  totalTies: optInt,
  ptsFor: optNum,
  ptsAgainst: optNum,
  seed: optInt,
  playoffStatus: optInt,
  conferenceName: optStr,
  divisonName: optStr,
});

const schedule = z.object({
  ...weekly,
  scheduleId: int,
  homeTeamId: int,
  awayTeamId: int,
  homeScore: int.min(0),
  awayScore: int.min(0),
  status: int,
  isGameOfTheWeek: optBool,
});

const stat = z.object({
  ...weekly,
  scheduleId: int,
  teamId: int,
  rosterId: optInt,
  fullName: z.string(),
  passComp: optNum,
  passAtt: optNum,
  passYds: optNum,
  passTDs: optNum,
  passInts: optNum,
  rushAtt: optNum,
  rushYds: optNum,
  rushTDs: optNum,
  rushFum: optNum,
  recCatches: optNum,
  recYds: optNum,
  recTDs: optNum,
  defTotalTackles: optNum,
  defSacks: optNum,
  defInts: optNum,
  defForcedFum: optNum,
  defFumRec: optNum,
  defTDs: optNum,
});

const player = z.object({
  rosterId: int,
  teamId: optInt,
  firstName: z.string(),
  lastName: z.string(),
  position: optStr,
  age: optInt,
  playerBestOvr: optInt,
  injuryLength: loose(int.min(0)),
  injuryType: optInt,
  isOnIR: optBool,
  isFreeAgent: optBool,
  contractLength: optInt,
  contractYearsLeft: optInt,
  contractSalary: optNum,
  contractBonus: optNum,
  yearsPro: optInt,
  draftRound: optInt,
  draftPick: optInt,
  presentationId: optInt,
  birthYear: optInt,
  birthMonth: optInt,
  birthDay: optInt,
});

/** Stored rows read into the newsroom's shape; a row without its identity is skipped. */
const reader =
  <T>(schema: z.ZodType<T>) =>
  (rows: readonly unknown[]): T[] =>
    rows.flatMap((row) => {
      const r = schema.safeParse(row);
      return r.success ? [r.data] : [];
    });

export const readTeams = reader<TeamRow>(team);
export const readStandings = reader<StandingRow>(standing);
export const readGames = reader<GameRow>(schedule);
/** Any player stat group's rows (passing, rushing, receiving, defense). */
export const readStats = reader<StatRow>(stat);
/** Roster and free-agent rows. */
export const readPlayers = reader<RosterPlayer>(player);
