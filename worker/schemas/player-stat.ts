// The player stat object of spec §3 as the API validates it (the type lives in db/domain).
import { z } from "zod";
import { NAME_MAX, type PlayerStat, POSITIONS, STAT_KEYS, type StatKey, type StoryPlayerNames } from "../../db/domain";
import { textInput } from "./text-input";

const stat = z.number().finite().optional();

export const playerStatSchema = z.object({
  id: z.string().max(64),
  name: textInput("Player name").pipe(z.string().trim().min(1).max(NAME_MAX)),
  team: textInput("Player team").pipe(z.string().trim().max(NAME_MAX)),
  position: z.enum(POSITIONS),
  ...(Object.fromEntries(STAT_KEYS.map((k) => [k, stat])) as Record<StatKey, typeof stat>),
}) satisfies z.ZodType<PlayerStat>;

/** A story's box-score names by line id (decision 330): read from D1 through this, never trusted as stored. */
export const storyPlayerNamesSchema = z.record(
  z.string().max(64),
  z.string().trim().min(1).max(NAME_MAX),
) satisfies z.ZodType<StoryPlayerNames>;

/** The stored names, or null (none stored, or not the shape: the box score then shows its own names). */
export function readStoryPlayerNames(stored: unknown): StoryPlayerNames | null {
  if (stored == null) return null;
  const parsed = storyPlayerNamesSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
