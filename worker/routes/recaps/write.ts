import { Hono } from "hono";
import { leagueOfArticle } from "../../../db/queries/leagues";
import { listStatsImages } from "../../../db/queries/recaps";
import { updateRecap } from "../../../db/queries/recaps-write";
import { listWriters } from "../../../db/queries/writers";
import type { AppEnv } from "../../env";
import { ApiError, badRequest, notFound } from "../../errors";
import { userWriteLimit } from "../../middleware/rate-limit";
import { KB, write } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import { toArticle } from "../../schemas/article";
import { idParamSchema } from "../../schemas/common";
import { createRecapSchema, patchRecapSchema } from "../../schemas/recap-write";
import { assertAiAllowance } from "../../services/ai/allowance";
import { deleteArticle } from "../../services/delete-article";
import { assignedPersona } from "../../services/persona";
import * as lifecycle from "../../services/recap-lifecycle";
import { dropUnreferenced } from "../../services/unreferenced-images";
import { zv } from "../../validate";
import { loadOwnRecap } from "./load";

const today = () => new Date().toISOString().slice(0, 10);

/** An edit now would be overwritten by the reporter's draft (issue 17: an edit is never lost). */
const writingNow = () =>
  new ApiError("conflict", "Our reporter is writing this story right now. You can edit it as soon as it is ready.");

/** Writing articles: create, edit and delete. Every route needs a session. */
export const recapWriteRoutes = new Hono<AppEnv>()
  .post(
    "/",
    write({ bumps: "content", maxBody: 256 * KB }),
    requireUser,
    zv("json", createRecapSchema),
    userWriteLimit("post"),
    async (c) => {
      const input = c.req.valid("json");
      const user = c.var.user!;
      const writerId = assignedPersona(await listWriters(c.var.db), input.writerId ?? null)?.id ?? null;
      const recap = input.type === "game_recap";
      const aiRequested = recap || input.aiRequested;
      if (aiRequested) await assertAiAllowance(c.env, user.id);
      // The lifecycle inserts it in its final status: ready (no AI; queued for Discord), generating
      // (news with AI; the reporter is queued) or draft (a recap waits for its box-score check).
      const { row } = await lifecycle.create(c.env, c.var.db, {
        type: input.type,
        category: recap ? null : (input.category ?? "general"),
        title: input.title,
        content: input.content,
        ...(await leagueOfArticle(c.var.db, input.leagueName)),
        writerId,
        gameDate: input.gameDate ?? today(),
        season: input.season ?? null,
        week: input.week ?? null,
        homeTeam: recap ? input.homeTeam : null,
        awayTeam: recap ? input.awayTeam : null,
        homeScore: recap ? input.homeScore : 0,
        awayScore: recap ? input.awayScore : 0,
        fromDirectImages: recap && input.fromDirectImages,
        youtubeUrl: input.youtubeUrl ?? null,
        playerQuotes: input.playerQuotes ?? null,
        venue: input.venue ?? null,
        gameSummary: input.gameSummary ?? null,
        injuries: input.injuries ?? null,
        keyMoments: input.keyMoments ?? null,
        notes: input.notes ?? null,
        players: input.players,
        aiRequested,
        userId: user.id,
        userName: user.username,
        createKey: input.createKey ?? null,
      });
      return c.json({ id: row.id }, 201);
    },
  )
  .patch(
    "/:id",
    write({ bumps: "content", maxBody: 256 * KB }),
    requireUser,
    zv("param", idParamSchema),
    zv("json", patchRecapSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const row = await loadOwnRecap(c, id);
      if (row.status === "generating") throw writingNow();
      if (input.writerId !== undefined && input.writerId !== row.writerId)
        throw badRequest("The writer cannot be changed after the article is created");
      const updated = await updateRecap(c.var.db, id, {
        title: input.title,
        content: input.content,
        ...(input.leagueName !== undefined ? await leagueOfArticle(c.var.db, input.leagueName) : {}),
        youtubeUrl: input.youtubeUrl,
        gameDate: input.gameDate,
        season: input.season,
        week: input.week,
        ...(input.articleImage === null ? { imageKey: null } : {}),
      });
      // Gone, or the reporter started writing since it was read.
      if (!updated)
        throw (await loadOwnRecap(c, id)).status === "generating" ? writingNow() : notFound("Article not found");
      if (input.articleImage === null) await dropUnreferenced(c.env, c.var.db, [row.imageKey]);
      // A new league, season or week may name another exported game, or no longer name its own.
      await lifecycle.edited(c.env, c.var.db, row, updated);
      return c.json(toArticle(updated, await listStatsImages(c.var.db, id)));
    },
  )
  .delete("/:id", write({ bumps: "content" }), requireUser, zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const row = await loadOwnRecap(c, id);
    const stats = await listStatsImages(c.var.db, id);
    await deleteArticle(c.env, c.var.db, id);
    await dropUnreferenced(c.env, c.var.db, [row.imageKey, ...stats.map((s) => s.key)]);
    return c.json({ success: true, id, message: "Article deleted successfully" });
  });
