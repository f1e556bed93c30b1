// The player stat object of spec §3 as the API validates it (the type lives in db/domain).
import { z } from "zod";
import { NAME_MAX, type PlayerStat, POSITIONS, STAT_KEYS, type StatKey } from "../../db/domain";

const stat = z.number().finite().optional();

export const playerStatSchema = z.object({
  id: z.string().max(64),
  name: z.string().min(1).max(NAME_MAX),
  team: z.string().max(NAME_MAX),
  position: z.enum(POSITIONS),
  ...(Object.fromEntries(STAT_KEYS.map((k) => [k, stat])) as Record<StatKey, typeof stat>),
}) satisfies z.ZodType<PlayerStat>;
