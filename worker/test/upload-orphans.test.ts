// Issue 17 item 7: parallel uploads leave no unreferenced objects in R2, and a double-clicked
// Create makes one article.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recapImages, recaps } from "../../db/schema";
import { authApi, registerUser } from "./auth-helpers";
import { db } from "./helpers";
import { dataUrl, tinyJpeg } from "./posting-helpers";

/** R2 objects that no article refers to. */
async function orphans(): Promise<string[]> {
  const stored = (await env.IMAGES.list({ prefix: "img/" })).objects.map((o) => o.key);
  const featured = (await db().select({ key: recaps.imageKey }).from(recaps)).map((r) => r.key);
  const stats = (await db().select({ key: recapImages.key }).from(recapImages)).map((r) => r.key);
  const used = new Set([...featured, ...stats]);
  return stored.filter((k) => !used.has(k));
}

async function authorWithArticle() {
  const author = await registerUser();
  const res = await authApi("/api/recaps", {
    cookie: author.cookie,
    json: { type: "news", title: "Parallel", content: "Text.", aiRequested: false },
  });
  return { ...author, id: (await res.json<{ id: number }>()).id };
}

describe("parallel image uploads", () => {
  it("concurrency: 6 parallel featured-image uploads leave one image and no orphan", async () => {
    const { cookie, id } = await authorWithArticle();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        authApi(`/api/recaps/${id}/image`, { cookie, json: { imageData: dataUrl(tinyJpeg(1000 + n), "image/jpeg") } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [row] = await db().select().from(recaps).where(eq(recaps.id, id));
    expect(row?.imageKey).toMatch(/^img\/[0-9a-f]{64}\.jpg$/);
    expect(await env.IMAGES.head(row!.imageKey!)).not.toBeNull();
    expect(await orphans()).toEqual([]);
  });

  it("concurrency: 4 parallel uploads to one stats group leave one set and no orphan", async () => {
    const { cookie, id } = await authorWithArticle();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, n) =>
        authApi(`/api/recaps/${id}/stats-images/game`, {
          cookie,
          json: {
            gameData0: dataUrl(tinyJpeg(2000 + n), "image/jpeg"),
            gameData1: dataUrl(tinyJpeg(3000 + n), "image/jpeg"),
          },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const stats = await db().select().from(recapImages).where(eq(recapImages.recapId, id));
    expect(stats.length).toBe(2);
    expect(await orphans()).toEqual([]);
  });
});

describe("POST /api/recaps with a createKey", () => {
  const news = { type: "news", title: "Double click", content: "Text.", aiRequested: false };

  it("concurrency: a double click (two parallel creates with one key) makes one article", async () => {
    const { cookie, user } = await registerUser();
    const createKey = crypto.randomUUID();
    const [a, b] = await Promise.all([
      authApi("/api/recaps", { cookie, json: { ...news, createKey } }),
      authApi("/api/recaps", { cookie, json: { ...news, createKey } }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [idA, idB] = [(await a.json<{ id: number }>()).id, (await b.json<{ id: number }>()).id];
    expect(idA).toBe(idB);
    const again = await authApi("/api/recaps", { cookie, json: { ...news, createKey } });
    expect(await again.json()).toEqual({ id: idA });
    expect((await db().select().from(recaps).where(eq(recaps.userId, user.id))).length).toBe(1);
  });

  it("happy: different keys, or no key, make separate articles; one key is per author", async () => {
    const first = await registerUser();
    const second = await registerUser();
    const createKey = crypto.randomUUID();
    const ids = new Set<number>();
    for (const [cookie, json] of [
      [first.cookie, { ...news, createKey }],
      [first.cookie, { ...news, createKey: crypto.randomUUID() }],
      [first.cookie, news],
      [first.cookie, news],
      [second.cookie, { ...news, createKey }],
    ] as const) {
      const res = await authApi("/api/recaps", { cookie, json });
      expect(res.status).toBe(201);
      ids.add((await res.json<{ id: number }>()).id);
    }
    expect(ids.size).toBe(5);
  });

  it("error: a malformed key is a 400 and stores nothing", async () => {
    const { cookie, user } = await registerUser();
    const res = await authApi("/api/recaps", { cookie, json: { ...news, createKey: "short" } });
    expect(res.status).toBe(400);
    expect((await db().select().from(recaps).where(eq(recaps.userId, user.id))).length).toBe(0);
  });
});
