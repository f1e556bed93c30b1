import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../env";
import { recapReadRoutes } from "../routes/recaps/read";
import type { Article } from "../schemas/article";
import { db, insertRecap } from "../test/helpers";
import { recordingD1 } from "../test/recording-d1";
import { checkRecordNow, forgetBookmark, leasedVersions } from "../test/versions-object";
import { cacheKey, httpCache } from "./cache";
import { d1Session } from "./d1-session";

// Decision 196: what a miss waits for. Real D1, the real object, the real middleware and read
// routes, on an origin of their own so Cache API keys never meet other files'.
const ORIGIN = "https://miss-path.test";
const testApp = new Hono<AppEnv>().use(d1Session).use(httpCache).route("/api/recaps", recapReadRoutes);
testApp.onError((err) => {
  throw err;
});

/** An execution context that keeps what it was given, so a test can see and await it. */
function recordingContext() {
  const given: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => given.push(p),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
  return { ctx, given };
}

describe("a cache miss's Cache API copy and version read", () => {
  it("happy: the copy is stored after the answer (waitUntil); this isolate's next reader hits at once", async () => {
    const row = await insertRecap({ title: "Stored after answering" });
    const url = `${ORIGIN}/api/recaps/${row.id}`;
    const { ctx, given } = recordingContext();
    const put = vi.spyOn(caches.default, "put");
    const miss = await testApp.fetch(new Request(url), env, ctx);
    expect(miss.status).toBe(200);
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    // The answer did not wait for the Cache API: its put was handed over instead, and starts only
    // in a later task, once the answer is out (decision 242).
    expect(given).toHaveLength(1);
    expect(put).not.toHaveBeenCalled();

    // Before the put is known to be done, the next reader of this isolate is served from memory.
    const hit = await testApp.fetch(new Request(url), env, recordingContext().ctx);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("ETag")).toBe(miss.headers.get("ETag"));
    expect((await hit.json<Article>()).title).toBe("Stored after answering");

    // Once done, another isolate (which has only the Cache API) finds the copy under the same key.
    await Promise.all(given);
    expect(put).toHaveBeenCalledOnce();
    put.mockRestore();
    const key = cacheKey(url, "content", await leasedVersions(), env.CF_VERSION_METADATA.id);
    const stored = await caches.default.match(key);
    expect(stored?.headers.get("ETag")).toBe(miss.headers.get("ETag"));
  });

  it("happy: a Cache API hit not in the isolate's memory is served; the D1 read started beside it is dropped", async () => {
    const url = `${ORIGIN}/api/recaps?limit=77`;
    const key = cacheKey(url, "content", await leasedVersions(), env.CF_VERSION_METADATA.id);
    // A copy another isolate stored: in the Cache API only.
    await caches.default.put(
      key,
      new Response(JSON.stringify({ from: "another isolate" }), {
        headers: {
          "Content-Type": "application/json",
          "Cache-Control": "public, s-maxage=60",
          ETag: '"0123456789abcdef0123456789abcdef"',
        },
      }),
    );
    // The object knows no bookmark, so a lookup starts D1's version read beside it (decision 244),
    // and that read fails (no table): a hit must not depend on it.
    await forgetBookmark();
    await db().run("ALTER TABLE app_meta RENAME TO app_meta_away");
    try {
      const hit = await testApp.fetch(new Request(url), env, recordingContext().ctx);
      expect(hit.status).toBe(200);
      expect(hit.headers.get("X-Cache")).toBe("HIT");
      expect(await hit.json()).toEqual({ from: "another isolate" });
    } finally {
      await db().run("ALTER TABLE app_meta_away RENAME TO app_meta");
    }
  });

  it("happy: a miss starts its D1 session at the object's bookmark and reads no version (decision 244)", async () => {
    const row = await insertRecap({ title: "Read from the bookmark" });
    const { bookmark } = await checkRecordNow(); // this isolate's next request gets that bookmark
    expect(bookmark).toEqual(expect.any(String));
    const url = `${ORIGIN}/api/recaps/${row.id}?from-bookmark=1`;
    const { DB: recording, sent } = recordingD1();
    // Without the version table: a miss that read it would fail.
    await db().run("ALTER TABLE app_meta RENAME TO app_meta_away");
    const { ctx, given } = recordingContext();
    try {
      const miss = await testApp.fetch(new Request(url), { ...env, DB: recording }, ctx);
      expect(miss.status).toBe(200);
      expect(miss.headers.get("X-Cache")).toBe("MISS");
      expect((await miss.json<Article>()).title).toBe("Read from the bookmark");
    } finally {
      await db().run("ALTER TABLE app_meta_away RENAME TO app_meta");
    }
    // The request's own session (d1-session.ts), then the miss's, at the object's bookmark.
    expect(sent.sessions).toEqual(["first-unconstrained", bookmark]);
    await Promise.all(given);
    const key = cacheKey(url, "content", await leasedVersions(), env.CF_VERSION_METADATA.id);
    expect((await caches.default.match(key))?.status).toBe(200);
  });

  it("error: a miss whose version read fails (the object knows no bookmark) answers an error and stores nothing", async () => {
    const row = await insertRecap({ title: "No version, no copy" });
    const url = `${ORIGIN}/api/recaps/${row.id}?no-version=1`;
    await forgetBookmark();
    await db().run("ALTER TABLE app_meta RENAME TO app_meta_away");
    const { ctx, given } = recordingContext();
    try {
      await expect(testApp.fetch(new Request(url), env, ctx)).rejects.toThrow(/app_meta/);
    } finally {
      await db().run("ALTER TABLE app_meta_away RENAME TO app_meta");
    }
    expect(given).toHaveLength(0);
    const key = cacheKey(url, "content", await leasedVersions(), env.CF_VERSION_METADATA.id);
    expect(await caches.default.match(key)).toBeUndefined();
  });
});
