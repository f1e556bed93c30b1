// Request bodies and answers of the commissioner's newsroom settings (issue 41, decision 311).
import { z } from "zod";
import { NEWSROOM_KINDS, type NewsroomKind } from "../../db/domain/newsroom/kinds";
import { leagueParamSchema } from "./league";

export const newsroomKindsBodySchema = z.strictObject({
  kinds: z
    .array(z.enum(NEWSROOM_KINDS, { message: `Each kind must be one of: ${NEWSROOM_KINDS.join(", ")}` }), {
      message: "kinds must be a list of newsroom kinds",
    })
    .max(NEWSROOM_KINDS.length)
    .transform((kinds) => NEWSROOM_KINDS.filter((k) => kinds.includes(k))),
});

export const newsroomArticleParamSchema = leagueParamSchema.extend({
  recapId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "Article id must be a positive whole number")
    .transform(Number),
});

/** What the commissioner's page shows: each kind and whether it is written, and the articles held. */
export interface NewsroomSettingsView {
  kinds: { kind: NewsroomKind; label: string; on: boolean }[];
  held: { recapId: number; title: string; kind: NewsroomKind }[];
  /** When the league's rosters were last compared (ISO), or null before its first roster export. */
  rostersComparedAt: string | null;
}
