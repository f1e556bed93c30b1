import { z } from "zod";
import {
  REEL_DEFAULTS,
  REEL_DURATION_MAX,
  REEL_DURATION_MIN,
  REEL_FOCUS_TYPES,
  REEL_RANGE_MAX_DAYS,
  REEL_STYLE_NAMES,
} from "../../db/domain/reels";
import { textInput } from "./text-input";

// Request bodies of the highlight-reel routes (decision 182).

const NAME_MAX = 80;
const FAVOURITES_MAX = 20;

const name = (label: string) =>
  textInput(label).pipe(
    z.string().trim().min(1, `${label} is required`).max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`),
  );

const date = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      {
        message: `${label} must be a real date`,
      },
    );

export const reelDuration = z
  .number({ message: "Duration must be a number of seconds" })
  .int("Duration must be a whole number of seconds")
  .min(REEL_DURATION_MIN, `Duration must be from ${REEL_DURATION_MIN} to ${REEL_DURATION_MAX} seconds`)
  .max(REEL_DURATION_MAX, `Duration must be from ${REEL_DURATION_MIN} to ${REEL_DURATION_MAX} seconds`);
export const reelStyle = z.enum(REEL_STYLE_NAMES as [string, ...string[]], {
  message: `Style must be one of: ${REEL_STYLE_NAMES.join(", ")}`,
});

/**
 * POST /api/reels: a league, a team or a player over a date range. A league reel's focus is the
 * league itself; duration and style fall back to the caller's preferences, then to the defaults.
 */
export const createReelBody = z
  .object({
    leagueName: name("League"),
    focusType: z.enum(REEL_FOCUS_TYPES, { message: "Focus must be league, team or player" }),
    focusValue: name("Team or player").optional(),
    startDate: date("Start date"),
    endDate: date("End date"),
    duration: reelDuration.optional(),
    style: reelStyle.optional(),
    title: name("Title").optional(),
  })
  .refine((b) => b.focusType === "league" || b.focusValue, {
    message: "Name the team or player the reel is about",
    path: ["focusValue"],
  })
  .refine((b) => b.startDate <= b.endDate, {
    message: "The start date must be on or before the end date",
    path: ["endDate"],
  })
  .refine((b) => Date.parse(b.endDate) - Date.parse(b.startDate) <= REEL_RANGE_MAX_DAYS * 86_400_000, {
    message: `A reel covers at most ${REEL_RANGE_MAX_DAYS} days`,
    path: ["endDate"],
  });

/** `?league=` of the public list of a league's latest reels. */
export const leagueReelsQuery = z.object({ league: name("League") });

const favourites = (label: string) =>
  z
    .array(name(label), { message: `${label} must be a list` })
    .max(FAVOURITES_MAX, `At most ${FAVOURITES_MAX} favourites`)
    // The same name twice (in any case) is kept once, as first typed.
    .transform((list) => list.filter((s, i) => list.findIndex((t) => t.toLowerCase() === s.toLowerCase()) === i));

/** PUT /api/account/reel-preferences: the whole set (the form always sends every field). */
export const reelPreferencesBody = z.object({
  favoriteTeams: favourites("Team"),
  favoritePlayers: favourites("Player"),
  defaultDuration: reelDuration.default(REEL_DEFAULTS.duration),
  preferredStyle: reelStyle.default(REEL_DEFAULTS.style),
  autoGenerate: z.boolean({ message: "autoGenerate must be true or false" }),
  notifyOnCompletion: z.boolean({ message: "notifyOnCompletion must be true or false" }),
});
