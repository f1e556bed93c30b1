// Request bodies of the article write routes, with the spec's §5 messages (limits and messages
// from db/domain, which the SPA's forms use too).
import { z } from "zod";
import {
  CONTENT_MAX,
  GAME_DATE_MESSAGE,
  GAME_WEEKS,
  isGameDate,
  NAME_MAX,
  NEWS_CATEGORIES,
  REQUIRED_MESSAGE,
  SCORE_MAX,
  SCORE_MIN_MESSAGE,
  SEASON_MAX,
  SEASON_MESSAGE,
  SEASON_MIN,
  TEAMS_REQUIRED_MESSAGE,
  TITLE_MAX,
  toEmbedUrl,
  WEEK_MESSAGE,
} from "../../db/domain";
import { playerStatSchema } from "./player-stat";
import { textInput } from "./text-input";

const text = (label: string, max: number, multiline = false) =>
  textInput(label, { multiline }).pipe(z.string().trim().max(max, `${label} must be at most ${max} characters`));
const optionalText = (label: string, max: number, multiline = false) =>
  z
    .union([text(label, max, multiline), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

const title = text("Title", TITLE_MAX);
const content = text("Content", CONTENT_MAX, true);

/** Scores are whole numbers ≥ 0; empty (or absent) means omitted (spec §5). */
const score = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === "") return 0;
    if (typeof v !== "number" || !Number.isInteger(v)) {
      ctx.addIssue({ code: "custom", message: "Score must be a whole number" });
      return z.NEVER;
    }
    if (v < 0) {
      ctx.addIssue({ code: "custom", message: SCORE_MIN_MESSAGE });
      return z.NEVER;
    }
    if (v > SCORE_MAX) {
      ctx.addIssue({ code: "custom", message: `Score must be at most ${SCORE_MAX}` });
      return z.NEVER;
    }
    return v;
  });

/** A real calendar day, YYYY-MM-DD (a time after it, as some clients send, is allowed and kept). */
export const gameDate = z
  .string({ message: GAME_DATE_MESSAGE })
  .max(32, GAME_DATE_MESSAGE)
  .refine((v) => isGameDate(v.slice(0, 10)), GAME_DATE_MESSAGE);

/** The franchise season, 1–99; empty or null means not given. */
export const season = z
  .union([z.number().int(SEASON_MESSAGE).min(SEASON_MIN, SEASON_MESSAGE).max(SEASON_MAX, SEASON_MESSAGE), z.null()], {
    message: SEASON_MESSAGE,
  })
  .optional();

/** The week (db/domain GAME_WEEKS); null means not given. */
export const week = z
  .union([z.enum(GAME_WEEKS, { message: WEEK_MESSAGE }), z.null()], { message: WEEK_MESSAGE })
  .optional();

/** A YouTube link in any accepted form becomes its embed address; empty means none. */
export const youtubeUrl = z
  .union([z.string().max(500, "Video URL is too long"), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v.trim() === "") return null;
    const result = toEmbedUrl(v);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.url;
  });

export const createRecapSchema = z
  .object({
    type: z.enum(["news", "game_recap"], { message: "Article type must be news or game_recap" }).default("news"),
    category: z.enum(NEWS_CATEGORIES, { message: "Unknown news category" }).optional(),
    title: title.default(""),
    content: content.default(""),
    leagueName: optionalText("League name", NAME_MAX),
    writerId: z.string().max(64).optional(),
    gameDate: gameDate.optional(),
    season,
    week,
    /** The spec's "request AI processing" flag (default true; forced true for recaps). */
    aiRequested: z.boolean({ message: "aiRequested must be true or false" }).default(true),
    homeTeam: optionalText("Home team", NAME_MAX),
    awayTeam: optionalText("Away team", NAME_MAX),
    homeScore: score,
    awayScore: score,
    fromDirectImages: z.boolean().default(false),
    youtubeUrl,
    playerQuotes: optionalText("Player quotes", 5000, true),
    venue: optionalText("Venue", 120),
    gameSummary: optionalText("Game summary", 5000, true),
    injuries: optionalText("Injuries", 5000, true),
    keyMoments: optionalText("Key moments", 5000, true),
    notes: optionalText("Notes", 5000, true),
    players: z.array(playerStatSchema).max(100, "At most 100 players").default([]),
    /** Idempotency key the create form picks once: repeats of one submission make one article. */
    createKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, "createKey must be 16–64 letters, digits, '-' or '_'")
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.title || !v.content) ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE });
    else if (v.type === "game_recap" && (!v.homeTeam || !v.awayTeam))
      ctx.addIssue({ code: "custom", message: TEAMS_REQUIRED_MESSAGE });
  });
export type CreateRecapInput = z.input<typeof createRecapSchema>;

export const patchRecapSchema = z
  .object({
    title: title.optional(),
    content: content.optional(),
    leagueName: optionalText("League name", NAME_MAX),
    youtubeUrl,
    /** Only `null` (remove the image); a new image goes through POST /api/recaps/:id/image. */
    articleImage: z.null({ message: "Upload a new image with the image upload instead" }).optional(),
    writerId: z.string().max(64).nullable().optional(),
    gameDate: gameDate.optional(),
    season,
    week,
  })
  .superRefine((v, ctx) => {
    if (v.title === "" || v.content === "") ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE });
  });
export type PatchRecapInput = z.input<typeof patchRecapSchema>;

export const imageJsonSchema = z.object({
  imageData: z.string({ message: "Please provide an image" }).min(1, "Please provide an image"),
});
export const imageFormSchema = z.object({
  imageData: z.union([z.instanceof(File), z.string().min(1)], { message: "Please provide an image" }),
});
