import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { read } from "../middleware/route-policy";

/** Content-addressed keys: `img/<sha256 hex>.<ext>`. Anything else is not ours. */
const MEDIA_KEY = /^img\/[0-9a-f]{64}\.(jpg|png|gif|webp)$/;

/** Streams image bytes from R2. Keys never change meaning, so the cache is a year and immutable. */
export const mediaRoutes = new Hono<AppEnv>().get("/:key{.+}", read({ kind: "own" }), async (c) => {
  const key = c.req.param("key");
  if (!MEDIA_KEY.test(key)) throw notFound("Image not found");
  const etag = c.req.header("If-None-Match");
  const object = await c.env.IMAGES.get(key, etag ? { onlyIf: { etagDoesNotMatch: etag.replaceAll('"', "") } } : {});
  if (!object) throw notFound("Image not found");
  const headers = new Headers({
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
