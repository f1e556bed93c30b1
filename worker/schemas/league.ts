// Request bodies and answers of /api/leagues (issue 22, decision 220).
import { z } from "zod";
import {
  LEAGUE_GAMES,
  LEAGUE_NAME_RULE,
  LEAGUE_NAME_RULE_MESSAGE,
  leagueKey,
  NAME_MAX,
  normaliseLeagueName,
  OTHER_LEAGUE,
} from "../../db/domain";
import type { ExportSource, ExportState } from "../../db/domain/export-status";
import { textInput } from "./text-input";

export const LEAGUE_DESCRIPTION_MAX = 500;

/** A new league's name (decision 270): normalised, then held to the name rule. */
const leagueName = textInput("League name", {}).pipe(
  z
    .string()
    .transform(normaliseLeagueName)
    .pipe(
      z
        .string()
        .min(2, "League name must be at least 2 characters")
        .max(NAME_MAX, `League name must be at most ${NAME_MAX} characters`)
        .regex(LEAGUE_NAME_RULE, LEAGUE_NAME_RULE_MESSAGE)
        .refine((n) => leagueKey(n) !== OTHER_LEAGUE, "'Other' is the page of every other league; pick another name"),
    ),
);

const settings = {
  description: textInput("Description", { multiline: true }).pipe(
    z.string().trim().max(LEAGUE_DESCRIPTION_MAX, `Description must be at most ${LEAGUE_DESCRIPTION_MAX} characters`),
  ),
  /** #rrggbb; null = the spec's colour. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "Colour must look like #1d4ed8")
    .transform((c) => c.toLowerCase())
    .nullable(),
  game: z.enum(LEAGUE_GAMES, { message: "Game must be pro or college" }),
  autoPublish: z.boolean({ message: "autoPublish must be true or false" }),
  /** A persona id, or null for the personas in rotation. */
  personaId: z.string().trim().min(1).max(60).nullable(),
  joinApproval: z.boolean({ message: "joinApproval must be true or false" }),
};

export const createLeagueSchema = z.strictObject({
  name: leagueName,
  description: settings.description.optional(),
  color: settings.color.optional(),
  game: settings.game.optional(),
  autoPublish: settings.autoPublish.optional(),
  personaId: settings.personaId.optional(),
  joinApproval: settings.joinApproval.optional(),
});

export const patchLeagueSchema = z
  .strictObject({
    description: settings.description.optional(),
    color: settings.color.optional(),
    game: settings.game.optional(),
    autoPublish: settings.autoPublish.optional(),
    personaId: settings.personaId.optional(),
    joinApproval: settings.joinApproval.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to change");

export const leagueParamSchema = z.object({ league: z.string().min(1).max(200) });
export const memberParamSchema = z.object({
  league: z.string().min(1).max(200),
  userId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, "User id must be a positive whole number")
    .transform(Number),
});
export const inviteParamSchema = z.object({ code: z.string().regex(/^[0-9a-f]{32}$/, "Not an invite link") });
export const commissionerBodySchema = z.strictObject({
  userId: z.number({ message: "userId must be a user id" }).int().positive(),
});

/** What anyone may see of a league. */
export interface LeagueView {
  id: number;
  name: string;
  slug: string;
  game: "pro" | "college";
  season: number;
  description: string;
  color: string;
  iconUrl: string | null;
  hasCommissioner: boolean;
  hasExport: boolean;
}

/** What its commissioner (or an admin) sees: the secrets and the settings. */
export interface LeagueManageView extends LeagueView {
  inviteCode: string;
  webhookUrl: string | null;
  webhookDisabledReason: string | null;
  autoPublish: boolean;
  personaId: string | null;
  joinApproval: boolean;
  commissionerId: number | null;
  members: { userId: number; username: string; status: "active" | "pending" }[];
  /** Export stories whose box score was corrected after they were written (decision 223). */
  storiesToRewrite: { recapId: number; season: number; stage: number; week: number; scheduleId: number }[];
  /** The league's latest export POSTs and uploads, newest first, and what became of each (decision 300). */
  exports: ExportStatusView[];
}

export interface ExportStatusView {
  id: number;
  /** `leagueteams`, `week/reg/1/passing`… */
  route: string;
  source: ExportSource;
  state: ExportState;
  /** Why it was refused, or a note on what ingesting it did. */
  detail: string | null;
  rows: number | null;
  bytes: number;
  /** ISO 8601. */
  receivedAt: string;
}
