import { type Context, Hono } from "hono";
import { z } from "zod";
import { STATS_GROUP_LIMITS, STATS_GROUPS, type StatsGroup } from "../../db/domain";
import { getRecap, listRecaps, listStatsImages } from "../../db/queries/recaps";
import {
  createRecap,
  deleteRecap,
  replaceStatsImages,
  unreferencedKeys,
  updateRecap,
  writerIds,
} from "../../db/queries/recaps-write";
import type { Recap } from "../../db/schema";
import type { AppEnv } from "../env";
import { ApiError, badRequest, notFound } from "../errors";
import { userWriteLimit } from "../middleware/rate-limit";
import { assertAuthorOrAdmin, requireAdmin, requireUser } from "../middleware/session";
import { mediaUrl, toArticle, toArticleList } from "../schemas/article";
import { idParamSchema, listQuerySchema } from "../schemas/common";
import { createRecapSchema, imageFormSchema, imageJsonSchema, patchRecapSchema } from "../schemas/recap-write";
import { assertAiAllowance, startGeneration } from "../services/ai/start";
import { checkedImage, EACH_IMAGE_TOO_LARGE, storeChecked } from "../services/image-upload";
import { articleReady } from "../services/publish";
import { zv } from "../validate";

type Ctx = { env: Env; var: AppEnv["Variables"] };

/** The article, or 404; then the author-or-admin check (so strangers learn nothing more). */
async function ownedRecap(c: Ctx, id: number): Promise<Recap> {
  if (!c.var.user) throw new ApiError("unauthorized", "You need to sign in");
  const row = await getRecap(c.var.db, id);
  if (!row) throw notFound("Article not found");
  assertAuthorOrAdmin(c.var.user, row.userId);
  return row;
}

/** R2 objects nobody refers to any more are removed; a failure only leaves an orphan, so log it. */
async function dropUnreferenced(c: Ctx, keys: (string | null)[]): Promise<void> {
  const candidates = keys.filter((k): k is string => !!k);
  try {
    const gone = await unreferencedKeys(c.var.db, candidates);
    if (gone.length) await c.env.IMAGES.delete(gone);
  } catch (err) {
    console.error("Could not remove unreferenced images", candidates, err);
  }
}

async function setFeaturedImage(c: Ctx, row: Recap, input: string | File) {
  const image = await checkedImage(input);
  const key = await storeChecked(c.env.IMAGES, image);
  const updated = await updateRecap(c.var.db, row.id, { imageKey: key });
  if (!updated) throw notFound("Article not found");
  if (row.imageKey !== key) await dropUnreferenced(c, [row.imageKey]);
  return toArticle(updated, await listStatsImages(c.var.db, row.id));
}

/** JSON `{imageData}` (a data URL) or multipart `imageData` (a file or a data URL string). */
async function imageInput(c: Context<AppEnv>) {
  const multipart = (c.req.header("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  let raw: unknown;
  try {
    raw = multipart ? await c.req.parseBody() : await c.req.json();
  } catch {
    throw badRequest("Please provide an image");
  }
  const parsed = (multipart ? imageFormSchema : imageJsonSchema).safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Please provide an image");
  return parsed.data.imageData;
}

const groupParamSchema = idParamSchema.extend({
  group: z.enum(STATS_GROUPS as [StatsGroup, ...StatsGroup[]], {
    message: `Unknown stats group (use one of: ${STATS_GROUPS.join(", ")})`,
  }),
});

const today = () => new Date().toISOString().slice(0, 10);

/** Writing articles: create, edit, delete and images. Every route needs a session. */
export const recapWriteRoutes = new Hono<AppEnv>()
  .get("/mine", requireUser, zv("query", listQuerySchema(100)), async (c) => {
    const { limit, page } = c.req.valid("query");
    const { rows, total } = await listRecaps(c.var.db, { limit, page, userId: c.var.user!.id });
    return c.json(toArticleList(rows, total, page, limit));
  })
  .post("/", requireUser, zv("json", createRecapSchema), userWriteLimit("post"), async (c) => {
    const input = c.req.valid("json");
    const user = c.var.user!;
    const known = await writerIds(c.var.db);
    const writerId = input.writerId && known.includes(input.writerId) ? input.writerId : (known[0] ?? null);
    const recap = input.type === "game_recap";
    const aiRequested = recap || input.aiRequested;
    if (aiRequested) await assertAiAllowance(c.env, user.id);
    const row = await createRecap(c.var.db, {
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
    });
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
  })
  .patch("/:id", requireUser, zv("param", idParamSchema), zv("json", patchRecapSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const row = await ownedRecap(c, id);
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
    if (input.articleImage === null) await dropUnreferenced(c, [row.imageKey]);
    return c.json(toArticle(updated, await listStatsImages(c.var.db, id)));
  })
  .delete("/:id", requireUser, zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const row = await ownedRecap(c, id);
    const stats = await listStatsImages(c.var.db, id);
    await deleteRecap(c.var.db, id);
    await dropUnreferenced(c, [row.imageKey, ...stats.map((s) => s.key)]);
    return c.json({ success: true, id, message: "Article deleted successfully" });
  })
  .post("/:id/image", requireUser, zv("param", idParamSchema), userWriteLimit("upload"), async (c) => {
    const { id } = c.req.valid("param");
    const row = await ownedRecap(c, id);
    return c.json(await setFeaturedImage(c, row, await imageInput(c)));
  })
  .post("/:id/fix-image", requireAdmin, zv("param", idParamSchema), zv("json", imageJsonSchema), async (c) => {
    const { id } = c.req.valid("param");
    const row = await ownedRecap(c, id);
    const article = await setFeaturedImage(c, row, c.req.valid("json").imageData);
    return c.json({ success: true, message: "Article image has been fixed across all fields", article });
  })
  .post(
    "/:id/stats-images/:group",
    requireUser,
    zv("param", groupParamSchema),
    zv("json", z.record(z.string(), z.unknown(), { message: "Send the images as JSON" })),
    userWriteLimit("upload"),
    async (c) => {
      const { id, group } = c.req.valid("param");
      const row = await ownedRecap(c, id);
      const body = c.req.valid("json");
      const pattern = new RegExp(`^${group}Data(\\d{1,2})$`);
      const entries = Object.entries(body)
        .map(([k, v]) => [pattern.exec(k)?.[1], v] as const)
        .filter((e): e is readonly [string, unknown] => e[0] !== undefined)
        .sort((a, b) => Number(a[0]) - Number(b[0]));
      const max = STATS_GROUP_LIMITS[group];
      if (entries.length === 0) throw badRequest(`Send at least one image as ${group}Data0`);
      if (entries.length > max) throw badRequest(`You can only upload up to ${max} images for ${group} stats`);
      // Check every image before storing any: a refusal leaves the article as it was.
      const images = [];
      for (const [, value] of entries) {
        if (typeof value !== "string") throw badRequest("Each image must be a data URL");
        images.push(await checkedImage(value, EACH_IMAGE_TOO_LARGE));
      }
      const before = await listStatsImages(c.var.db, id);
      const keys = await Promise.all(images.map((img) => storeChecked(c.env.IMAGES, img)));
      await replaceStatsImages(c.var.db, row.id, group, keys);
      await dropUnreferenced(
        c,
        before.filter((s) => s.group === group).map((s) => s.key),
      );
      const statsImages = await listStatsImages(c.var.db, id);
      return c.json({
        statsImages: statsImages.map((s) => ({ group: s.group, index: s.index, url: mediaUrl(s.key) })),
      });
    },
  );
