// AI writing of one article: box-score extraction from the stats screenshots, the author's
// check-and-correct step ('Write my recap'), and retry of a failed story.
import { Buffer } from "node:buffer";
import { Hono } from "hono";
import { z } from "zod";
import { checkBoxScore, NAME_MAX, SCORE_MAX } from "../../../db/domain";
import { confirmBoxScore, saveExtraction } from "../../../db/queries/generation";
import { listStatsImages } from "../../../db/queries/recaps";
import type { Recap } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError, badRequest, errorBody } from "../../errors";
import { KB, privateRead, write } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import type { BoxScoreView } from "../../schemas/box-score";
import { idParamSchema } from "../../schemas/common";
import { playerStatSchema } from "../../schemas/player-stat";
import { textInput } from "../../schemas/text-input";
import { type BoxScore, extractedScore, extractionRequest, mergeBoxScore } from "../../services/ai/box-score";
import { providerFor } from "../../services/ai/provider";
import { assertAiAllowance, queueGeneration } from "../../services/ai/start";
import { AiError } from "../../services/ai/types";
import { zv } from "../../validate";
import { loadOwnRecap } from "./load";

const team = (message: string) =>
  textInput("Team", { typeMessage: message }).pipe(z.string().trim().min(1, message).max(NAME_MAX));
const scoreField = z
  .number({ message: "Score must be at least 0" })
  .int("Score must be a whole number")
  .min(0, "Score must be at least 0")
  .max(SCORE_MAX);

export const boxScoreBodySchema = z.object({
  homeTeam: team("Home team is required"),
  awayTeam: team("Away team is required"),
  homeScore: scoreField,
  awayScore: scoreField,
  players: z.array(playerStatSchema).max(80, "A box score can have at most 80 player rows"),
  /** Confirms a box score that has warnings (decision 120); refusals cannot be acknowledged. */
  acknowledgeWarnings: z.boolean({ message: "acknowledgeWarnings must be true or false" }).default(false),
});
export type BoxScoreBody = z.infer<typeof boxScoreBodySchema>;

const view = (row: Recap, extractionError: string | null = null): BoxScoreView => ({
  recapId: row.id,
  status: row.status,
  homeTeam: row.homeTeam ?? "",
  awayTeam: row.awayTeam ?? "",
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  players: row.players,
  extracted: row.rawAnalysis !== null,
  extractionError,
});

const busy = () => new ApiError("conflict", "Our reporter is already writing this story.");

async function imageDataUrl(bucket: R2Bucket, key: string): Promise<string | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const bytes = Buffer.from(await object.arrayBuffer());
  return `data:${object.httpMetadata?.contentType ?? "image/jpeg"};base64,${bytes.toString("base64")}`;
}

// requireUser per route, not .use(): this sub-app shares the /recaps prefix with public reads.
export const boxScoreRoutes = new Hono<AppEnv>()
  .post("/:id/extract", write({ bumps: "content" }), requireUser, zv("param", idParamSchema), async (c) => {
    const row = await loadOwnRecap(c, c.req.valid("param").id);
    if (row.type === "news") throw badRequest("Only game recaps have a box score");
    if (row.status === "generating") throw busy();
    await assertAiAllowance(c.env, c.var.user!.id);

    const provider = providerFor(c.env);
    const typed: BoxScore = view(row);
    const extractions: { group: string; data: unknown }[] = [];
    let extractionError: string | null = null;
    if (provider.readsImages) {
      const byGroup = new Map<string, string[]>();
      for (const image of await listStatsImages(c.var.db, row.id)) {
        const url = await imageDataUrl(c.env.IMAGES, image.key);
        if (url) byGroup.set(image.group, [...(byGroup.get(image.group) ?? []), url]);
      }
      try {
        for (const [group, images] of byGroup) {
          const data = await provider.extractJson(extractionRequest(group, typed.homeTeam, typed.awayTeam, images));
          extractions.push({ group, data });
        }
      } catch (err) {
        if (!(err instanceof AiError)) throw err;
        extractionError = `We could not read the screenshots (${err.message}). Please fill in the box score by hand.`;
      }
    }
    const merged = mergeBoxScore(
      typed,
      extractions.map((e) => e.data),
    );
    const raw = JSON.stringify({ provider: provider.name, extractions, error: extractionError });
    if (!(await saveExtraction(c.var.db, row.id, merged.players, raw))) throw busy();
    return c.json(view({ ...row, players: merged.players, status: "draft", rawAnalysis: raw }, extractionError));
  })
  .get("/:id/box-score", privateRead, requireUser, zv("param", idParamSchema), async (c) => {
    const row = await loadOwnRecap(c, c.req.valid("param").id);
    if (row.type === "news") throw badRequest("Only game recaps have a box score");
    return c.json(view(row));
  })
  .put(
    "/:id/box-score",
    write({ bumps: "content", maxBody: 256 * KB }),
    requireUser,
    zv("param", idParamSchema),
    zv("json", boxScoreBodySchema),
    async (c) => {
      const row = await loadOwnRecap(c, c.req.valid("param").id);
      if (row.type === "news") throw badRequest("Only game recaps have a box score");
      if (row.status === "generating") throw busy();
      await assertAiAllowance(c.env, c.var.user!.id);
      const { acknowledgeWarnings, ...body } = c.req.valid("json");
      const { refusals, warnings } = checkBoxScore(body, extractedScore(row.rawAnalysis));
      if (refusals.length)
        return c.json(
          { ...errorBody("bad_request", refusals.map((r) => r.message).join(" ")), refusals, warnings },
          400,
        );
      if (warnings.length && !acknowledgeWarnings)
        return c.json({ ...errorBody("box_score_warnings", warnings.map((w) => w.message).join(" ")), warnings }, 422);
      const players = body.players.map((p, i) => ({ ...p, id: p.id || `p${i + 1}` }));
      if (!(await confirmBoxScore(c.var.db, row.id, { ...body, players }))) throw busy();
      await c.env.JOBS.send({ type: "generate", recapId: row.id });
      return c.json({ id: row.id, status: "generating" as const }, 202);
    },
  )
  .post("/:id/retry", write({ bumps: "content" }), requireUser, zv("param", idParamSchema), async (c) => {
    const row = await loadOwnRecap(c, c.req.valid("param").id);
    if (row.status === "generating") throw busy();
    if (row.status !== "failed") throw new ApiError("conflict", "Only a story that failed can be retried.");
    await assertAiAllowance(c.env, c.var.user!.id);
    if (!(await queueGeneration(c.env, c.var.db, row.id, ["failed"]))) throw busy();
    return c.json({ id: row.id, status: "generating" as const }, 202);
  });
