// The commissioner's side of the export (issue 22, decision 225): uploading the export's JSON files
// from the league's page, for a league without a bot, through the same reading, ingest job
// (validation, storage, stories) and status record as POST /export/{secret}/… (decision 300); and the one-click rewrite of a story whose exported box
// score was corrected after it was written.
import { Hono } from "hono";
import { z } from "zod";
import { clearRewrite, gameOfStory } from "../../../db/queries/export-games";
import { getRecap } from "../../../db/queries/recaps";
import type { AppEnv } from "../../env";
import { ApiError, badRequest, notFound } from "../../errors";
import { KB, write } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import { leagueParamSchema } from "../../schemas/league";
import { EXPORT_MAX_BYTES } from "../../services/league-export/body";
import { exportTarget, routeOf } from "../../services/league-export/paths";
import { receiveExport } from "../../services/league-export/receive";
import { currentBoxScore } from "../../services/league-export/week-games";
import * as lifecycle from "../../services/recap-lifecycle";
import { zv } from "../../validate";
import { loadManaged } from "./access";

/** The export route the file belongs to, as the bot would POST it: `week/reg/1/passing`, `leagueteams`… */
const uploadQuerySchema = z.object({
  route: z
    .string()
    .min(1, "Say which export route this file is for")
    .max(100)
    .regex(/^[A-Za-z0-9/_-]+$/, "Not an export route"),
});

const rewriteParamSchema = leagueParamSchema.extend({
  recapId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "Story id must be a positive whole number")
    .transform(Number),
});

export const UPLOAD_LIMIT_PERIOD_S = 60;

export const leagueExportRoutes = new Hono<AppEnv>()
  .post(
    "/:league/export-upload",
    write({ bumps: null, maxBody: EXPORT_MAX_BYTES + KB, tooLarge: "This export is too large" }),
    requireUser,
    zv("param", leagueParamSchema),
    zv("query", uploadQuerySchema),
    async (c) => {
      const league = await loadManaged(c, c.req.valid("param").league);
      if (league.game === "college")
        throw badRequest("College Football has no data export: college leagues post screenshots instead.");
      const { success } = await c.env.EXPORT_LIMITER.limit({ key: `export-upload:${c.var.user!.id}` });
      if (!success)
        throw new ApiError("rate_limited", "Too many export files at once; try again in a minute.", {
          "Retry-After": String(UPLOAD_LIMIT_PERIOD_S),
        });
      // The platform and the game's league id are part of the bot's path, not of the data.
      const segments = ["upload", "0", ...c.req.valid("query").route.split("/").filter(Boolean)];
      if (!exportTarget(segments)) throw badRequest("Not an export route");
      const received = await receiveExport(c.env, c.var.db, league.id, routeOf(segments), "upload", c.req.raw);
      return c.json({ success: true as const, id: received.id, state: received.state }, 202);
    },
  )
  .post(
    "/:league/stories/:recapId/rewrite",
    write({ bumps: "content" }),
    requireUser,
    zv("param", rewriteParamSchema),
    async (c) => {
      const { league: param, recapId } = c.req.valid("param");
      const league = await loadManaged(c, param);
      const game = await gameOfStory(c.var.db, league.id, recapId);
      const story = game ? await getRecap(c.var.db, recapId) : undefined;
      if (!game || !story) throw notFound("This league has no exported story with that id");
      if (!game.needsRewrite) throw new ApiError("conflict", "This story already matches the export.");
      const box = await currentBoxScore(c.env, game);
      if (!box) throw new ApiError("conflict", "The export no longer has this game's box score.");
      // The reporter writes again from the corrected box score, checked by the claim checker as before.
      // A published story stays up until the new text passes (decision 202); one not yet published
      // is simply written again.
      if (story.status === "ready") {
        const correction = {
          ...box,
          gameDate: story.gameDate,
          season: story.season,
          week: story.week,
          writerId: story.writerId ?? "",
        };
        await lifecycle.correct(c.env, c.var.db, story, correction, c.var.user!.id);
      } else await lifecycle.confirm(c.env, c.var.db, story, box);
      await clearRewrite(c.var.db, game);
      return c.json(
        { recapId, status: story.status === "ready" ? ("rewriting" as const) : ("generating" as const) },
        202,
      );
    },
  );
