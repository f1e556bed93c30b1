import { z } from "zod";
import {
  ARTICLE_ID_MESSAGE,
  ARTICLE_ID_PATTERN,
  GAME_WEEKS,
  SEASON_MAX,
  SEASON_MIN,
  WEEK_MESSAGE,
} from "../../db/domain";
import { NEWSROOM_SHELVES } from "../../db/domain/newsroom/kinds";

export const idParamSchema = z.object({
  id: z.string().regex(ARTICLE_ID_PATTERN, ARTICLE_ID_MESSAGE).transform(Number),
});

const whole = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const KIND_MESSAGE = `kind must be one of ${NEWSROOM_SHELVES.join(", ")}`;

/** `?season&week&kind` of the public lists and feeds (decisions 201, 311): absent or empty means every one. */
export const gameWeekFilterSchema = z.object({
  season: whole("season", SEASON_MIN, SEASON_MAX, 0).transform((n) => (n === 0 ? undefined : n)),
  week: z
    .union([z.enum(GAME_WEEKS, { message: WEEK_MESSAGE }), z.literal("")], { message: WEEK_MESSAGE })
    .optional()
    .transform((w) => w || undefined),
  kind: z
    .union([z.enum(NEWSROOM_SHELVES, { message: KIND_MESSAGE }), z.literal("")], { message: KIND_MESSAGE })
    .optional()
    .transform((k) => k || undefined),
});

/** `?league=` of the lists and feeds that can show one league's stories (a name, matched by key). */
export const leagueQuerySchema = z.object({ league: z.string().max(200, "League name is too long").optional() });

/** `?limit&page` of every article list: limit 1–1000, page ≥ 1, a clear 400 otherwise. */
export const listQuerySchema = (defaultLimit: number) =>
  z.object({
    limit: whole("limit", 1, 1000, defaultLimit),
    page: whole("page", 1, 1_000_000, 1),
  });
