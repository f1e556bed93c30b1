// The export's bodies, validated with zod (decision 222). Field names follow the Madden Companion
// App export as typed by open-source receivers (snallabot-service src/export/madden_league_types.ts).
// Objects are loose: every field the game sends is kept, only the ones DGSN reads are checked.
import { z } from "zod";
import { EXPORT_LISTS, type ExportKind } from "../../db/domain/league-export";

const int = z.number().int();
const num = z.number().optional();

const weekly = { seasonIndex: int.min(0), stageIndex: int.min(0), weekIndex: int.min(0) };
const playerStat = {
  ...weekly,
  statId: int,
  scheduleId: int,
  teamId: int,
  rosterId: int.optional(),
  fullName: z.string(),
};

const ROW_SCHEMAS = {
  team: z.looseObject({
    teamId: int,
    cityName: z.string().optional(),
    nickName: z.string().optional(),
    displayName: z.string(),
    abbrName: z.string().optional(),
    divName: z.string().optional(),
  }),
  standing: z.looseObject({
    teamId: int,
    seasonIndex: int.min(0),
    totalWins: int,
    totalLosses: int,
    totalTies: int.optional(),
    ptsFor: num,
    ptsAgainst: num,
    winLossStreak: num,
    seed: num,
    conferenceName: z.string().optional(),
  }),
  schedule: z.looseObject({
    ...weekly,
    scheduleId: int,
    homeTeamId: int,
    awayTeamId: int,
    homeScore: int.min(0),
    awayScore: int.min(0),
    status: int,
  }),
  teamstats: z.looseObject({ ...weekly, statId: int, scheduleId: int, teamId: int }),
  passing: z.looseObject({ ...playerStat, passComp: num, passAtt: num, passYds: num, passTDs: num, passInts: num }),
  rushing: z.looseObject({ ...playerStat, rushAtt: num, rushYds: num, rushTDs: num, rushFum: num }),
  receiving: z.looseObject({ ...playerStat, recCatches: num, recYds: num, recTDs: num }),
  defense: z.looseObject({ ...playerStat, defTotalTackles: num, defSacks: num, defInts: num, defForcedFum: num }),
  kicking: z.looseObject({ ...playerStat, fGMade: num, fGAtt: num, xPMade: num, xPAtt: num }),
  punting: z.looseObject({ ...playerStat, puntAtt: num, puntYds: num }),
  roster: z.looseObject({ rosterId: int, teamId: int.optional(), firstName: z.string(), lastName: z.string() }),
  freeagent: z.looseObject({ rosterId: int, firstName: z.string(), lastName: z.string() }),
} satisfies Record<ExportKind, z.ZodType>;

export type ExportRowOf<K extends ExportKind> = z.output<(typeof ROW_SCHEMAS)[K]>;

/** `{ success, message, <list>: [...] }` of one data type; `success: false` carries no rows. */
export function exportBodySchema<K extends ExportKind>(kind: K) {
  return z.looseObject({
    success: z.boolean().optional(),
    message: z.string().optional(),
    // Required unless `success` is false (checked by the caller, which names the missing list).
    [EXPORT_LISTS[kind]]: z.array(ROW_SCHEMAS[kind]).max(20_000, "Too many rows in one export").optional(),
  });
}
