import { Hono } from "hono";
import type { Db } from "../../../db/client";
import { leagueOfArticle } from "../../../db/queries/leagues";
import { getRewrite } from "../../../db/queries/recap-rewrites";
import { listStatsImages } from "../../../db/queries/recaps";
import { updateRecap } from "../../../db/queries/recaps-write";
import { listWriters } from "../../../db/queries/writers";
import type { Recap } from "../../../db/schema";
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
import { assertMayPostIn, postableLeague } from "../../services/league-posting";
import { assignedPersona } from "../../services/persona";
import * as lifecycle from "../../services/recap-lifecycle";
import { dropUnreferenced } from "../../services/unreferenced-images";
import { zv } from "../../validate";
import { loadOwnRecap } from "./load";

const today = () => new Date().toISOString().slice(0, 10);

/** An edit now would be overwritten by the reporter's draft (issue 17: an edit is never lost). */
const writingNow = () =>
  new ApiError("conflict", "Our reporter is writing this story right now. You can edit it as soon as it is ready.");

/** An edit now would be overwritten by the corrected story being rewritten (issue 37 item 5). */
const rewritingNow = () =>
  new ApiError(
    "conflict",
    "Our reporter is rewriting this story from its corrected box score. You can edit it as soon as the new text is up.",
  );

/** The 409 of an edit the reporter's work in progress would overwrite, if there is one. */
async function busyWriting(db: Db, row: Recap): Promise<ApiError | undefined> {
  if (row.status === "generating") return writingNow();
  if ((await getRewrite(db, row.id))?.state === "writing") return rewritingNow();
  return undefined;
}

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
        ...(await postableLeague(c.var.db, input.leagueName, user.id)),
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
      const busy = await busyWriting(c.var.db, row);
      if (busy) throw busy;
      if (input.writerId !== undefined && input.writerId !== row.writerId)
        throw badRequest("The writer cannot be changed after the article is created");
      // Moving an article to a league needs its membership; staying where it is does not.
      const league = input.leagueName === undefined ? undefined : await leagueOfArticle(c.var.db, input.leagueName);
      if (league && league.leagueId !== row.leagueId) await assertMayPostIn(c.var.db, league.leagueId, c.var.user!.id);
      const updated = await updateRecap(c.var.db, id, {
        title: input.title,
        content: input.content,
        ...(league ?? {}),
        youtubeUrl: input.youtubeUrl,
        gameDate: input.gameDate,
        season: input.season,
        week: input.week,
        ...(input.articleImage === null ? { imageKey: null } : {}),
      });
      // Gone, or the reporter started writing or rewriting since it was read.
      if (!updated) throw (await busyWriting(c.var.db, await loadOwnRecap(c, id))) ?? notFound("Article not found");
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
