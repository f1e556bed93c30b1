// Issue 17 item 6: uploads are judged by their whole structure and their dimensions, not by their
// first and last bytes; a refused upload stores nothing in R2 and changes nothing in D1.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { IMAGE_DIMENSIONS_TOO_LARGE, IMAGE_INVALID } from "../../db/domain";
import { authApi, registerUser } from "./auth-helpers";
import { GIF_1X1, HOSTILE_IMAGES, pngDeclaring, WEBP_LOSSY_1X1 } from "./image-fixtures";
import { dataUrl, imageForm, snapshot, tinyJpeg } from "./posting-helpers";

const r2Keys = async () => (await env.IMAGES.list({ prefix: "img/" })).objects.map((o) => o.key).sort();

async function authorWithArticle() {
  const author = await registerUser();
  const res = await authApi("/api/recaps", {
    cookie: author.cookie,
    json: { type: "news", title: "Upload target", content: "Text.", aiRequested: false },
  });
  return { cookie: author.cookie, id: (await res.json<{ id: number }>()).id };
}

describe("POST /api/recaps/:id/image structure and size checks", () => {
  it("security: each hostile look-alike is a 400 and nothing is stored", async () => {
    const { cookie, id } = await authorWithArticle();
    const before = { keys: await r2Keys(), row: await snapshot(id) };
    for (const [name, bytes] of HOSTILE_IMAGES) {
      for (const init of [
        { json: { imageData: dataUrl(bytes) } },
        { body: imageForm(new Blob([bytes], { type: "image/png" }), "x.png") },
      ]) {
        const res = await authApi(`/api/recaps/${id}/image`, { cookie, ...init });
        expect(res.status, name).toBe(400);
        expect(await res.json(), name).toEqual({
          error: { code: "bad_request", message: IMAGE_INVALID },
          message: IMAGE_INVALID,
        });
      }
    }
    expect(await r2Keys()).toEqual(before.keys);
    expect(await snapshot(id)).toEqual(before.row);
  });

  it("security: a 50000×50000 and a 30000×30000 PNG are refused with a clear message", async () => {
    const { cookie, id } = await authorWithArticle();
    const before = await r2Keys();
    for (const size of [50_000, 30_000]) {
      const res = await authApi(`/api/recaps/${id}/image`, {
        cookie,
        json: { imageData: dataUrl(pngDeclaring(size, size)) },
      });
      expect(res.status).toBe(400);
      expect((await res.json<{ message: string }>()).message).toBe(IMAGE_DIMENSIONS_TOO_LARGE);
    }
    expect(await r2Keys()).toEqual(before);
  });

  it("happy: well-formed JPEG, GIF and WEBP files are stored and served back", async () => {
    const { cookie, id } = await authorWithArticle();
    for (const [bytes, type] of [
      [tinyJpeg(77), "image/jpeg"],
      [GIF_1X1, "image/gif"],
      [WEBP_LOSSY_1X1, "image/webp"],
    ] as const) {
      const res = await authApi(`/api/recaps/${id}/image`, { cookie, json: { imageData: dataUrl(bytes, type) } });
      expect(res.status, type).toBe(200);
      const { imageUrl } = await res.json<{ imageUrl: string }>();
      const media = await authApi(imageUrl);
      expect(media.headers.get("Content-Type")).toBe(type);
      expect(new Uint8Array(await media.arrayBuffer())).toEqual(bytes);
    }
  });
});
