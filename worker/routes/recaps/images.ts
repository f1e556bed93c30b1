import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  EACH_IMAGE_TOO_LARGE,
  IMAGE_TOO_LARGE,
  STATS_GROUP_LIMITS,
  STATS_GROUPS,
  type StatsGroup,
} from "../../../db/domain";
import { getRecap, listStatsImages } from "../../../db/queries/recaps";
import { replaceStatsImages, swapImageKey } from "../../../db/queries/recaps-write";
import type { Recap } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { badRequest, notFound } from "../../errors";
import { userWriteLimit } from "../../middleware/rate-limit";
import { MB, write } from "../../middleware/route-policy";
import { requireAdmin, requireUser } from "../../middleware/session";
import { mediaUrl, toArticle } from "../../schemas/article";
import { idParamSchema } from "../../schemas/common";
import { imageFormSchema, imageJsonSchema } from "../../schemas/recap-write";
import { checkedImage, storeChecked } from "../../services/image-upload";
import { dropUnreferenced } from "../../services/unreferenced-images";
import { zv } from "../../validate";
import { loadOwnRecap } from "./load";

type Ctx = { env: Env; var: AppEnv["Variables"] };

/** Parallel uploads to one article retry the compare-and-set at most this often. */
const SWAP_ATTEMPTS = 10;

/**
 * Stores the image, then swaps it in only over the key it last read, so parallel uploads each
 * remove exactly the image they replaced and none is left in R2 unreferenced (issue 17 item 7).
 */
async function setFeaturedImage(c: Ctx, row: Recap, input: string | File) {
  const image = await checkedImage(input);
  const key = await storeChecked(c.env.IMAGES, image);
  let expected = row.imageKey;
  for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
    const updated = await swapImageKey(c.var.db, row.id, expected, key);
    if (updated) {
      if (expected !== key) await dropUnreferenced(c.env, c.var.db, [expected]);
      return toArticle(updated, await listStatsImages(c.var.db, row.id));
    }
    const current = await getRecap(c.var.db, row.id);
    if (!current) break;
    expected = current.imageKey;
  }
  await dropUnreferenced(c.env, c.var.db, [key]);
  throw notFound("Article not found");
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

/** An article's images: the featured image (author, or an admin's fix) and the stats screenshots. */
export const recapImageRoutes = new Hono<AppEnv>()
  .post(
    "/:id/image",
    write({ bumps: "content", maxBody: 7 * MB, tooLarge: IMAGE_TOO_LARGE }),
    requireUser,
    zv("param", idParamSchema),
    userWriteLimit("upload"),
    async (c) => {
      const { id } = c.req.valid("param");
      const row = await loadOwnRecap(c, id);
      return c.json(await setFeaturedImage(c, row, await imageInput(c)));
    },
  )
  .post(
    "/:id/fix-image",
    write({ bumps: "content", maxBody: 7 * MB, tooLarge: IMAGE_TOO_LARGE }),
    requireAdmin,
    zv("param", idParamSchema),
    zv("json", imageJsonSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const row = await loadOwnRecap(c, id);
      const article = await setFeaturedImage(c, row, c.req.valid("json").imageData);
      return c.json({ success: true, message: "Article image has been fixed across all fields", article });
    },
  )
  .post(
    "/:id/stats-images/:group",
    // Up to three images of 5 MB each, as data URLs.
    write({ bumps: "content", maxBody: 3 * 7 * MB, tooLarge: EACH_IMAGE_TOO_LARGE }),
    requireUser,
    zv("param", groupParamSchema),
    zv("json", z.record(z.string(), z.unknown(), { message: "Send the images as JSON" })),
    userWriteLimit("upload"),
    async (c) => {
      const { id, group } = c.req.valid("param");
      const row = await loadOwnRecap(c, id);
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
      const keys = await Promise.all(images.map((img) => storeChecked(c.env.IMAGES, img)));
      let replaced: string[];
      try {
        replaced = await replaceStatsImages(c.var.db, row.id, group, keys);
      } catch (err) {
        await dropUnreferenced(c.env, c.var.db, keys);
        throw err;
      }
      await dropUnreferenced(c.env, c.var.db, replaced);
      const statsImages = await listStatsImages(c.var.db, id);
      return c.json({
        statsImages: statsImages.map((s) => ({ group: s.group, index: s.index, url: mediaUrl(s.key) })),
      });
    },
  );
