// AI writing of one game recap: the box score read from the stats screenshots, the author's
// check-and-correct step ('Write my recap'), reading the screenshots again, and retry of a failed
// story. The steps themselves are the recap lifecycle's (services/recap-lifecycle.ts).
import { Hono } from "hono";
import { z } from "zod";
import { NAME_MAX, SCORE_MAX, SCORE_MIN_MESSAGE } from "../../../db/domain";
import { checkBoxScore } from "../../../db/domain/box-score-checks";
import { getRewrite } from "../../../db/queries/recap-rewrites";
import { listStatsImages } from "../../../db/queries/recaps";
import { listWriters } from "../../../db/queries/writers";
import type { Recap } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { badRequest, errorBody } from "../../errors";
import { KB, privateRead, write } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import { mediaUrl } from "../../schemas/article";
import type { BoxScoreView } from "../../schemas/box-score";
import { idParamSchema } from "../../schemas/common";
import { playerStatSchema } from "../../schemas/player-stat";
import { gameDate, season, week } from "../../schemas/recap-write";
import { textInput } from "../../schemas/text-input";
import { assertAiAllowance } from "../../services/ai/allowance";
import { extractedScore, unreadLines } from "../../services/ai/box-score";
import { assignedPersona } from "../../services/persona";
import * as lifecycle from "../../services/recap-lifecycle";
import { zv } from "../../validate";
import { loadCorrectableRecap, loadOwnRecap } from "./load";

const team = (message: string) =>
  textInput("Team", { typeMessage: message }).pipe(z.string().trim().min(1, message).max(NAME_MAX));
const scoreField = z
  .number({ message: SCORE_MIN_MESSAGE })
  .int("Score must be a whole number")
  .min(0, SCORE_MIN_MESSAGE)
  .max(SCORE_MAX);

export const boxScoreBodySchema = z.object({
  homeTeam: team("Home team is required"),
  awayTeam: team("Away team is required"),
  homeScore: scoreField,
  awayScore: scoreField,
  players: z.array(playerStatSchema).max(80, "A box score can have at most 80 player rows"),
  /** Confirms a box score that has warnings (decision 120); refusals cannot be acknowledged. */
  acknowledgeWarnings: z.boolean({ message: "acknowledgeWarnings must be true or false" }).default(false),
  /** A published recap's correction (decision 202) may also fix the date, season and week… */
  gameDate: gameDate.optional(),
  season,
  week,
  /** …and ask another reporter to rewrite it. */
  writerId: z.string().max(64).optional(),
});
export type BoxScoreBody = z.infer<typeof boxScoreBodySchema>;

/** The box score and the screenshots it was read from (shown above the table to check against). */
const view = async (db: AppEnv["Variables"]["db"], row: Recap): Promise<BoxScoreView> => ({
  recapId: row.id,
  status: row.status,
  homeTeam: row.homeTeam ?? "",
  awayTeam: row.awayTeam ?? "",
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  players: row.players,
  gameDate: row.gameDate,
  season: row.season,
  week: row.week,
  writerId: row.writerId,
  rewrite: await rewriteView(db, row.id),
  extraction: { state: row.extractionState, error: row.extractionError, unread: unreadLines(row.rawAnalysis) },
  statsImages: (await listStatsImages(db, row.id)).map((s) => ({
    group: s.group,
    index: s.index,
    url: mediaUrl(s.key),
  })),
});

async function rewriteView(db: AppEnv["Variables"]["db"], id: number): Promise<BoxScoreView["rewrite"]> {
  const r = await getRewrite(db, id);
  return r ? { state: r.state, error: r.error, writerId: r.writerId, updatedAt: r.updatedAt.toISOString() } : null;
}

/** A game recap (news has no box score) of the author's, or an export story of the commissioner's. */
async function ownGameRecap(c: { var: AppEnv["Variables"] }, id: number): Promise<Recap> {
  const row = await loadCorrectableRecap(c, id);
  if (row.type === "news") throw badRequest("Only game recaps have a box score");
  return row;
}

// requireUser per route, not .use(): this sub-app shares the /recaps prefix with public reads.
export const boxScoreRoutes = new Hono<AppEnv>()
  // 'Read the screenshots again': reading starts by itself when they are uploaded (a queued job).
  .post("/:id/extract", write({ bumps: "content" }), requireUser, zv("param", idParamSchema), async (c) => {
    const row = await ownGameRecap(c, c.req.valid("param").id);
    lifecycle.assertAllowed("extract", row);
    await assertAiAllowance(c.env, c.var.user!.id);
    return c.json(await view(c.var.db, await lifecycle.extractNow(c.env, c.var.db, row)));
  })
  .get("/:id/box-score", privateRead, requireUser, zv("param", idParamSchema), async (c) => {
    return c.json(await view(c.var.db, await ownGameRecap(c, c.req.valid("param").id)));
  })
  .put(
    "/:id/box-score",
    write({ bumps: "content", maxBody: 256 * KB }),
    requireUser,
    zv("param", idParamSchema),
    zv("json", boxScoreBodySchema),
    async (c) => {
      const row = await ownGameRecap(c, c.req.valid("param").id);
      // A published recap is corrected (below); anything else must be one the reporter can write.
      if (row.status !== "ready") lifecycle.assertAllowed("confirm", row);
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
      const { gameDate, season, week, writerId, ...box } = body;
      const players = box.players.map((p, i) => ({ ...p, id: p.id || `p${i + 1}` }));
      if (row.status === "ready") {
        // A published recap: corrected and rewritten while the published text stays (decision 202).
        const writer = assignedPersona(await listWriters(c.var.db), writerId ?? row.writerId);
        if (writerId && writer?.id !== writerId) throw badRequest("Unknown reporter");
        await lifecycle.correct(
          c.env,
          c.var.db,
          row,
          {
            ...box,
            players,
            gameDate: gameDate ?? row.gameDate,
            season: season === undefined ? row.season : season,
            week: week === undefined ? row.week : week,
            writerId: writer?.id ?? row.writerId ?? "",
          },
          c.var.user!.id,
        );
        return c.json({ id: row.id, status: "ready" as const, rewrite: "writing" as const }, 202);
      }
      await lifecycle.confirm(c.env, c.var.db, row, {
        ...box,
        players,
        ...(gameDate !== undefined ? { gameDate } : {}),
        ...(season !== undefined ? { season } : {}),
        ...(week !== undefined ? { week } : {}),
      });
      return c.json({ id: row.id, status: "generating" as const }, 202);
    },
  )
  .post("/:id/retry", write({ bumps: "content" }), requireUser, zv("param", idParamSchema), async (c) => {
    const row = await loadOwnRecap(c, c.req.valid("param").id);
    lifecycle.assertAllowed("retry", row);
    await assertAiAllowance(c.env, c.var.user!.id);
    await lifecycle.retry(c.env, c.var.db, row);
    return c.json({ id: row.id, status: "generating" as const }, 202);
  });
