import { Hono } from "hono";
import { listStatsImages } from "../../../db/queries/recaps";
import { createRecapOnce, deleteRecap, updateRecap, writerIds } from "../../../db/queries/recaps-write";
import type { AppEnv } from "../../env";
import { badRequest, notFound } from "../../errors";
import { userWriteLimit } from "../../middleware/rate-limit";
import { KB, write } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import { toArticle } from "../../schemas/article";
import { idParamSchema } from "../../schemas/common";
import { createRecapSchema, patchRecapSchema } from "../../schemas/recap-write";
import { assertAiAllowance, startGeneration } from "../../services/ai/start";
import { articleReady } from "../../services/publish";
import { dropUnreferenced } from "../../services/unreferenced-images";
import { zv } from "../../validate";
import { loadOwnRecap } from "./load";

const today = () => new Date().toISOString().slice(0, 10);

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
      const known = await writerIds(c.var.db);
      const writerId = input.writerId && known.includes(input.writerId) ? input.writerId : (known[0] ?? null);
      const recap = input.type === "game_recap";
      const aiRequested = recap || input.aiRequested;
      if (aiRequested) await assertAiAllowance(c.env, user.id);
      const { row, created } = await createRecapOnce(c.var.db, {
        type: input.type,
        category: recap ? null : (input.category ?? "general"),
        title: input.title,
        content: input.content,
        leagueName: input.leagueName ?? null,
        writerId,
        gameDate: input.gameDate ?? today(),
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
        status: "ready",
        userId: user.id,
        userName: user.username,
        createKey: input.createKey ?? null,
      });
      // A repeat of a create that already happened: the same article, started once.
      if (!created) return c.json({ id: row.id }, 201);
      // With AI, the reporter's job publishes the article when it is written (news at once; a recap
      // after its box-score check). Without AI, it is ready now.
      if (aiRequested) await startGeneration(c.env, c.var.db, row.id);
      else {
        try {
          await articleReady(c.env, row.id);
        } catch (err) {
          console.error("Could not queue the article for publishing", row.id, err);
        }
      }
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
      if (input.writerId !== undefined && input.writerId !== row.writerId)
        throw badRequest("The writer cannot be changed after the article is created");
      const updated = await updateRecap(c.var.db, id, {
        title: input.title,
        content: input.content,
        leagueName: input.leagueName,
        youtubeUrl: input.youtubeUrl,
        ...(input.articleImage === null ? { imageKey: null } : {}),
      });
      if (!updated) throw notFound("Article not found");
      if (input.articleImage === null) await dropUnreferenced(c.env, c.var.db, [row.imageKey]);
      return c.json(toArticle(updated, await listStatsImages(c.var.db, id)));
    },
  )
  .delete("/:id", write({ bumps: "content" }), requireUser, zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const row = await loadOwnRecap(c, id);
    const stats = await listStatsImages(c.var.db, id);
    await deleteRecap(c.var.db, id);
    await dropUnreferenced(c.env, c.var.db, [row.imageKey, ...stats.map((s) => s.key)]);
    return c.json({ success: true, id, message: "Article deleted successfully" });
  });
