import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { getContentVersions, newVersion } from "../../db/queries/content-version";
import { appMeta, recaps } from "../../db/schema";
import { type ContentVersionsObject, LEASE_MS, RECHECK_MS, versionMirror } from "../content-versions-object";
import type { AppEnv } from "../env";
import { ApiError, errorBody } from "../errors";
import { recapReadRoutes } from "../routes/recaps/read";
import type { Article, ArticleSummaryList } from "../schemas/article";
import { db, insertRecap } from "../test/helpers";
import {
  checkRecordNow,
  forgetBookmark,
  leasedVersions,
  siteVersionsObject as object,
  wait,
} from "../test/versions-object";
import { cacheKey, httpCache } from "./cache";
import { memoGet, memoPut } from "./cache-memo";
import { d1Session } from "./d1-session";
import { write } from "./route-policy";

// Decision 197: cache hits read the content versions from the site's Durable Object, not D1.
// Real D1, the real object and the real middleware and read routes; the write routes stand in for
// other features' (as in cache.test.ts), on an origin of their own so Cache API keys never meet.
const testApp = new Hono<AppEnv>()
  .use(d1Session)
  .use(httpCache)
  .patch("/api/recaps/:id", write({ bumps: "content" }), async (c) => {
    const { title, status } = await c.req.json<{ title?: string; status?: "draft" }>();
    await c.var.db
      .update(recaps)
      .set({ ...(title ? { title } : {}), ...(status ? { status } : {}) })
      .where(eq(recaps.id, Number(c.req.param("id"))));
    return c.json({ ok: true });
  })
  .delete("/api/recaps/:id", write({ bumps: "content" }), async (c) => {
    await c.var.db.delete(recaps).where(eq(recaps.id, Number(c.req.param("id"))));
    return c.json({ ok: true });
  })
  .route("/api/recaps", recapReadRoutes);
testApp.onError((err, c) => {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
  throw err;
});

// The tests share the file's D1 and object, and versions only move forward: each test that plants a
// version ahead of the clock plants it later than the previous one.
const HOUR = 3_600_000;

const get = (path: string, bindings: Env = env) =>
  testApp.fetch(new Request(`https://freshness.test${path}`), bindings);
const send = (path: string, method: string, json?: unknown) =>
  testApp.fetch(
    new Request(`https://freshness.test${path}`, {
      method,
      ...(json ? { body: JSON.stringify(json), headers: { "Content-Type": "application/json" } } : {}),
    }),
    env,
  );
/** Writes D1's version row directly, as a script (or a lagging replica's view) would have it. */
const setRecordVersion = (value: string) =>
  db()
    .insert(appMeta)
    .values({ key: "content_version", value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });

/** A fresh article cached under the current versions (a MISS then a HIT). */
async function cachedArticle(title: string) {
  const row = await insertRecap({ title });
  await send(`/api/recaps/${row.id}`, "PATCH", { title }); // a bump both hold
  const path = `/api/recaps/${row.id}`;
  expect((await get(path)).headers.get("X-Cache")).toBe("MISS");
  expect((await get(path)).headers.get("X-Cache")).toBe("HIT");
  return { row, path };
}

describe("freshness check from the Durable Object", () => {
  it("happy: a hit reads no D1 at all (the version table can be gone); with source d1 it cannot", async () => {
    const { path } = await cachedArticle("Served from memory");
    await db().run("ALTER TABLE app_meta RENAME TO app_meta_away");
    try {
      const hit = await get(path);
      expect(hit.status).toBe(200);
      expect(hit.headers.get("X-Cache")).toBe("HIT");
      expect((await hit.json<Article>()).title).toBe("Served from memory");
      // The same hit reading D1 (decision 070's check) fails without the table: the test can fail.
      await expect(get(path, { ...env, CONTENT_VERSION_SOURCE: "d1" })).rejects.toThrow(/app_meta/);
    } finally {
      await db().run("ALTER TABLE app_meta_away RENAME TO app_meta");
    }
  });

  it("happy: after an edit, an unpublish or a delete answers, the old copy is never served", async () => {
    const { row, path } = await cachedArticle("Original");
    const list = `/api/recaps?limit=1000`;
    await get(list);
    expect((await get(list)).headers.get("X-Cache")).toBe("HIT");

    expect((await send(path, "PATCH", { title: "Edited" })).status).toBe(200);
    const edited = await get(path);
    expect(edited.headers.get("X-Cache")).toBe("MISS");
    expect((await edited.json<Article>()).title).toBe("Edited");
    expect((await get(path)).headers.get("X-Cache")).toBe("HIT");

    expect((await send(path, "PATCH", { status: "draft" })).status).toBe(200);
    expect((await get(path)).status).toBe(404);
    const listed = (await (await get(list)).json<ArticleSummaryList>()).recaps.map((r) => r.id);
    expect(listed).not.toContain(row.id);

    const other = await cachedArticle("Deleted next");
    expect((await send(other.path, "DELETE")).status).toBe(200);
    const gone = await get(other.path);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("X-Cache")).toBeNull();
  });

  it("happy: every bump reaches the object before the write answers, and D1 stays the record", async () => {
    const { path } = await cachedArticle("Bumped");
    await send(path, "PATCH", { title: "Bumped again" });
    const record = await getContentVersions(db());
    expect(await leasedVersions()).toEqual(record);
  });

  it("security: a lagging replica's answer is served but never stored under the newer version", async () => {
    const row = await insertRecap({ title: "Lag" });
    const path = `/api/recaps/${row.id}?lag=1`;
    // The object holds a bump this request's D1 does not show yet (what a lagging replica sees).
    // Told without a bookmark (no D1 session wrote it), the object knows none that covers it, so
    // a miss reads the version in its own session, as a replica would show it (decision 244).
    const ahead = newVersion(Date.now() + 60_000);
    await versionMirror(env).advance({ content: ahead });
    expect(await object().lease()).toEqual({ versions: expect.objectContaining({ content: ahead }), bookmark: null });

    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    // Not stored: the next reader misses again instead of getting the replica's (maybe old) copy.
    expect((await get(path)).headers.get("X-Cache")).toBe("MISS");

    // Once D1 shows the version, copies are stored again.
    await setRecordVersion(ahead);
    expect((await get(path)).headers.get("X-Cache")).toBe("MISS");
    expect((await get(path)).headers.get("X-Cache")).toBe("HIT");
  });

  it("happy: an object behind D1 (a version bumped by a script) that knows no bookmark heals on the next miss and never moves back", async () => {
    const { row, path } = await cachedArticle("Before the script");
    // A script changes the article and bumps D1 only: the object has not heard of it.
    await db().update(recaps).set({ title: "After the script" }).where(eq(recaps.id, row.id));
    const scripted = newVersion(Date.now() + HOUR); // later than anything earlier tests left
    await setRecordVersion(scripted);
    await forgetBookmark();

    // Any miss (here another URL) compares D1 with the object and moves the object forward, with
    // the bookmark of the miss's own reads: misses skip the version read again.
    await get(`/api/recaps?limit=3&heal=1`);
    const healedLease = await object().lease();
    expect(healedLease.versions.content).toBe(scripted);
    expect(healedLease.bookmark).toEqual(expect.any(String));
    const healed = await get(path);
    expect(healed.headers.get("X-Cache")).toBe("MISS");
    expect((await healed.json<Article>()).title).toBe("After the script");

    // An older version (a replica behind, a late message) never moves the object backwards.
    const older = newVersion(Date.now() - 60_000);
    expect((await object().advance({ content: older })).content).toBe(scripted);
    await setRecordVersion(older);
    await get(`/api/recaps?limit=4&heal=1`);
    expect((await leasedVersions()).content).toBe(scripted);
  });

  it("happy: a bump the object never heard of shows after RECHECK_MS + LEASE_MS; a miss with a bookmark reads no version", async () => {
    const { path } = await cachedArticle("Rechecked");
    await checkRecordNow();
    expect((await object().lease()).bookmark).toEqual(expect.any(String));
    const before = (await leasedVersions()).content;
    const scripted = newVersion(Date.now() + 2 * HOUR);
    await setRecordVersion(scripted);
    expect((await get(path)).headers.get("X-Cache")).toBe("HIT"); // within the bound: the old copy
    // A miss that starts at the object's bookmark does not read D1's version (decision 244), so it
    // does not heal the object either.
    expect((await get("/api/recaps?limit=5&recheck=1")).headers.get("X-Cache")).toBe("MISS");
    expect((await leasedVersions()).content).toBe(before);

    // Its last check, moved back by the bound (no test waits 30 s). This isolate may still use the
    // versions it read for LEASE_MS (decision 241), so the reader waits that out.
    await runInDurableObject(object(), (instance: ContentVersionsObject) => {
      (instance as unknown as { checkedAt: number }).checkedAt = Date.now() - RECHECK_MS;
    });
    await wait(LEASE_MS);
    expect((await get(path)).headers.get("X-Cache")).toBe("MISS");
    expect((await leasedVersions()).content).toBe(scripted);
  });

  it("happy: a bump when D1 is behind the object (restored from a backup) moves both past it", async () => {
    const { path } = await cachedArticle("Restored");
    const held = (await leasedVersions()).content;
    await setRecordVersion(newVersion(Date.now() - 86_400_000)); // D1 as it was yesterday
    await send(path, "PATCH", { title: "Restored, edited" });
    const record = (await getContentVersions(db())).content;
    expect(record > held).toBe(true);
    expect((await leasedVersions()).content).toBe(record);
    const edited = await get(path);
    expect(edited.headers.get("X-Cache")).toBe("MISS");
    expect((await edited.json<Article>()).title).toBe("Restored, edited");
    expect((await get(path)).headers.get("X-Cache")).toBe("HIT");
  });

  it("happy: a bump on a clock behind the stored version still moves the version forward", async () => {
    const future = newVersion(Date.now() + 4 * HOUR);
    await setRecordVersion(future);
    await versionMirror(env).advance({ content: future });
    const { path } = await cachedArticle("Clock skew");
    const before = (await leasedVersions()).content;
    expect(before > future || before === future).toBe(true);
    await send(path, "PATCH", { title: "Clock skew, edited" });
    const after = await getContentVersions(db());
    expect(after.content > before).toBe(true);
    expect((await leasedVersions()).content).toBe(after.content);
    const edited = await get(path);
    expect(edited.headers.get("X-Cache")).toBe("MISS");
    expect((await edited.json<Article>()).title).toBe("Clock skew, edited");
  });

  it("happy: a hit is answered from the isolate's memory under the same versioned key; an edit still shows at once", async () => {
    const { path } = await cachedArticle("Remembered");
    const key = cacheKey(
      `https://freshness.test${path}`,
      "content",
      await leasedVersions(),
      env.CF_VERSION_METADATA.id,
    );
    expect(await caches.default.delete(key)).toBe(true);
    const remembered = await get(path);
    expect(remembered.headers.get("X-Cache")).toBe("HIT");
    expect((await remembered.json<Article>()).title).toBe("Remembered");

    await send(path, "PATCH", { title: "Remembered, edited" });
    const edited = await get(path);
    expect(edited.headers.get("X-Cache")).toBe("MISS");
    expect((await edited.json<Article>()).title).toBe("Remembered, edited");
  });

  it("happy: an isolate asks the object once per lease; a bump answers only after that lease ran out", async () => {
    const { path } = await cachedArticle("Leased");
    // The real namespace, counting the reads this isolate sends (a namespace of its own: a lease
    // of its own).
    let reads = 0;
    const counting = {
      getByName: (name: string) => {
        const stub = object();
        expect(name).toBe("site");
        return {
          lease: () => {
            reads += 1;
            return stub.lease();
          },
          advance: (seen: Record<string, string>, bookmark: string | null) => stub.advance(seen, bookmark),
        };
      },
    };
    const leased = { ...env, CONTENT_VERSIONS: counting as unknown as DurableObjectNamespace };
    const asked = Date.now();
    for (let i = 0; i < 5; i++) expect((await get(path, leased)).headers.get("X-Cache")).toBe("HIT");
    // Each read holds for LEASE_MS from before it was sent, so the five hits sent at most one read
    // per LEASE_MS that passed (one, when they all fell inside the first lease).
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(1 + Math.floor((Date.now() - asked) / LEASE_MS));

    // A bump made now outdates that lease: it answers only once the lease has run out, so the
    // isolate's next hit asks again and builds the new key.
    await send(path, "PATCH", { title: "Leased, edited" });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(LEASE_MS);
    const edited = await get(path, leased);
    expect(edited.headers.get("X-Cache")).toBe("MISS");
    expect((await edited.json<Article>()).title).toBe("Leased, edited");
    expect(reads).toBeGreaterThan(1);

    await wait(LEASE_MS);
    const before = reads;
    expect((await get(path, leased)).headers.get("X-Cache")).toBe("HIT");
    expect(reads).toBe(before + 1); // a lease that ran out is asked for again
  });

  it("happy: the memory is bounded: the least recently used answers go first", () => {
    const big = () => new ArrayBuffer(500 * 1024);
    for (let i = 0; i < 20; i++) memoPut(`memo-test-${i}`, big(), new Headers());
    memoGet("memo-test-4"); // used: kept over older ones
    for (let i = 20; i < 24; i++) memoPut(`memo-test-${i}`, big(), new Headers());
    expect(memoGet("memo-test-0")).toBeNull();
    expect(memoGet("memo-test-5")).toBeNull();
    expect(memoGet("memo-test-4")).not.toBeNull();
    expect(memoGet("memo-test-23")).not.toBeNull();
    memoPut("memo-test-huge", new ArrayBuffer(600 * 1024), new Headers());
    expect(memoGet("memo-test-huge")).toBeNull();
  });

  it("error: when the object cannot answer, reads check D1 (decision 070) and never serve unchecked", async () => {
    const { row, path } = await cachedArticle("Object down");
    const down = {
      getByName: () => ({
        lease: () => Promise.reject(new Error("object unavailable")),
        advance: () => Promise.reject(new Error("object unavailable")),
      }),
    };
    const withoutObject = { ...env, CONTENT_VERSIONS: down as unknown as DurableObjectNamespace };
    // A change the object never hears of, written to D1 with a newer version.
    await db().update(recaps).set({ title: "Object down, edited" }).where(eq(recaps.id, row.id));
    await setRecordVersion(newVersion(Date.now() + 5 * HOUR));
    const read = await get(path, withoutObject);
    expect(read.status).toBe(200);
    expect(read.headers.get("X-Cache")).toBe("MISS");
    expect((await read.json<Article>()).title).toBe("Object down, edited");
    expect((await get(path, withoutObject)).headers.get("X-Cache")).toBe("HIT");
  });
});
