import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { getContentVersions } from "../../db/queries/content-version";
import { recaps } from "../../db/schema";
import type { AppEnv } from "../env";
import { ApiError, errorBody } from "../errors";
import { recapReadRoutes } from "../routes/recaps/read";
import type { Article, ArticleList } from "../schemas/article";
import { type AnyReply, client, idParam, okBody, site } from "../test/client";
import { api, db, insertRecap } from "../test/helpers";
import { httpCache, PRIVATE } from "./cache";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, d1Session } from "./d1-session";
import { PUBLIC_CONTENT, privateRead, read, write } from "./route-policy";

const CONTENT_CC = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";
const REACTIONS_CC = "public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=10";

// Write routes belong to other features; this app stands in for them (real D1, the real middleware
// and the real read routes), on its own origin so its Cache API keys never meet the real app's.
let personalCalls = 0;
let cookieCalls = 0;
const testApp = new Hono<AppEnv>()
  .use(d1Session)
  .use(httpCache)
  .patch("/api/recaps/:id", write({ bumps: "content" }), async (c) => {
    const { title } = await c.req.json<{ title: string }>();
    const rows = await c.var.db
      .update(recaps)
      .set({ title })
      .where(eq(recaps.id, Number(c.req.param("id"))))
      .returning();
    return rows.length ? c.json({ ok: true }) : c.json({ error: "not found" }, 404);
  })
  .delete("/api/recaps/:id", write({ bumps: "content" }), async (c) => {
    await c.var.db.delete(recaps).where(eq(recaps.id, Number(c.req.param("id"))));
    return c.json({ ok: true });
  })
  .get("/api/user", privateRead, (c) => c.json({ calls: ++personalCalls }))
  .get("/api/league-icons", read(PUBLIC_CONTENT), (c) => {
    setCookie(c, "visitor", "1");
    return c.json({ calls: ++cookieCalls });
  })
  .route("/api/recaps", recapReadRoutes);
testApp.onError((err, c) => {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
  throw err;
});

const other = (path: string, init: RequestInit = {}) =>
  testApp.fetch(new Request(`https://other.test${path}`, init), env);

/** One public read through the typed client, with extra request headers. */
type Read = (headers?: Record<string, string>) => Promise<AnyReply>;

async function expectCachedRead(path: string, read: Read, cacheControl = CONTENT_CC) {
  const first = await read();
  expect(first.status, path).toBe(200);
  const body = await first.text();
  const etag = first.headers.get("ETag");
  expect(etag, path).toMatch(/^"[0-9a-f]{32}"$/);
  expect(first.headers.get("Cache-Control"), path).toBe(cacheControl);
  expect(first.headers.get("X-Cache"), path).toBe("MISS");

  const second = await read();
  expect(second.headers.get("X-Cache"), path).toBe("HIT");
  expect(second.headers.get("ETag"), path).toBe(etag);
  expect(await second.text(), path).toBe(body);

  const revalidated = await read({ "If-None-Match": `"stale", ${etag}` });
  expect(revalidated.status, path).toBe(304);
  expect(await revalidated.text(), path).toBe("");
  expect(revalidated.headers.get("ETag"), path).toBe(etag);
  expect(revalidated.headers.get("Cache-Control"), path).toBe(cacheControl);

  const changed = await read({ "If-None-Match": '"something-else"' });
  expect(changed.status, path).toBe(200);
  expect(await changed.text(), path).toBe(body);
  return { etag, body };
}

describe("public reads", () => {
  it("happy: strong ETag, shared-cache headers, a Cache API hit on the second read, 304 on If-None-Match", async () => {
    const row = await insertRecap({ title: "Cached story" });
    const reads: Record<string, Read> = {
      list: (headers) => client({ headers }).recaps.$get({ query: { limit: "5" } }),
      article: (headers) => client({ headers }).recaps[":id"].$get(idParam(row.id)),
      writers: (headers) => client({ headers }).writers.$get(),
      "league icons": (headers) => client({ headers })["league-icons"].$get(),
      rss: (headers) => client({ headers }).rss.$get({ query: {} }),
    };
    for (const [name, read] of Object.entries(reads)) await expectCachedRead(name, read);
    await expectCachedRead(
      "reactions",
      (headers) => client({ headers }).recaps[":id"].reactions.$get(idParam(row.id)),
      REACTIONS_CC,
    );
  });

  it("happy: an edit is visible at once (the write bumps the version, the old copy is unreachable)", async () => {
    const row = await insertRecap({ title: "Before" });
    const read = () => other(`/api/recaps/${row.id}`);
    const first = await read();
    expect((await first.json<Article>()).title).toBe("Before");
    expect((await read()).headers.get("X-Cache")).toBe("HIT");

    // A change behind the cache's back is not seen: the copy really is served from the cache.
    await db().update(recaps).set({ title: "Sneaky" }).where(eq(recaps.id, row.id));
    const stillCached = await read();
    expect(stillCached.headers.get("X-Cache")).toBe("HIT");
    expect((await stillCached.json<Article>()).title).toBe("Before");

    const edit = await other(`/api/recaps/${row.id}`, {
      method: "PATCH",
      body: JSON.stringify({ title: "After" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(edit.status).toBe(200);
    const after = await read();
    expect(after.headers.get("X-Cache")).toBe("MISS");
    expect((await after.json<Article>()).title).toBe("After");
    expect(after.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    // A browser holding the old ETag gets the new body, not a 304.
    const conditional = await other(`/api/recaps/${row.id}`, {
      headers: { "If-None-Match": first.headers.get("ETag")! },
    });
    expect(conditional.status).toBe(200);
  });

  it("happy: a deleted article is never served from the cache", async () => {
    const row = await insertRecap({ title: "Doomed" });
    await other(`/api/recaps/${row.id}`);
    expect((await other(`/api/recaps/${row.id}`)).headers.get("X-Cache")).toBe("HIT");
    expect((await other(`/api/recaps/${row.id}`, { method: "DELETE" })).status).toBe(200);
    const gone = await other(`/api/recaps/${row.id}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("Cache-Control")).toBe(PRIVATE);
    expect(gone.headers.get("X-Cache")).toBeNull();
    const list = await other("/api/recaps?limit=1000");
    expect((await list.json<ArticleList>()).recaps.map((r) => r.id)).not.toContain(row.id);
  });

  it("error: a failed write changes no version", async () => {
    const before = await getContentVersions(db());
    const res = await other("/api/recaps/999999", {
      method: "PATCH",
      body: JSON.stringify({ title: "x" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(404);
    expect(await getContentVersions(db())).toEqual(before);
  });

  it("happy: a vote shows at once without evicting the cached article", async () => {
    const row = await insertRecap({ title: "Voted on" });
    const article = () => client().recaps[":id"].$get(idParam(row.id));
    const reactions = () => client().recaps[":id"].reactions.$get(idParam(row.id));
    await article();
    expect((await article()).headers.get("X-Cache")).toBe("HIT");
    expect(await okBody(reactions())).toEqual([]);
    const before = await getContentVersions(db());

    const vote = await client().recaps[":id"].reactions.$post({ ...idParam(row.id), json: { reaction: "🔥" } });
    expect(vote.status).toBe(200);
    const after = await getContentVersions(db());
    expect(after.content).toBe(before.content);
    expect(after.reactions).not.toBe(before.reactions);

    const fresh = await reactions();
    expect(fresh.headers.get("X-Cache")).toBe("MISS");
    expect(await okBody(fresh)).toEqual([{ reaction: "🔥", count: 1 }]);
    expect((await article()).headers.get("X-Cache")).toBe("HIT");
  });

  it("happy: a vote gives the pages that show counts (home, reader, league) a new copy; the community page keeps its copy", async () => {
    const row = await insertRecap({ title: "Counted on the page" });
    const reader = () => site().read[":id"].$get(idParam(row.id));
    const pages = {
      home: () => site().index.$get(),
      reader,
      league: () => site().league[":id"].$get({ param: { id: "NFL" } }),
      community: () => site().community.$get(),
    };
    for (const load of Object.values(pages)) {
      expect((await load()).status).toBe(200);
      expect((await load()).headers.get("X-Cache")).toBe("HIT");
    }
    const vote = await client().recaps[":id"].reactions.$post({ ...idParam(row.id), json: { reaction: "🔥" } });
    expect(vote.status).toBe(200);
    expect((await pages.home()).headers.get("X-Cache")).toBe("MISS");
    expect((await pages.league()).headers.get("X-Cache")).toBe("MISS");
    expect((await pages.community()).headers.get("X-Cache")).toBe("HIT");
    const fresh = await reader();
    expect(fresh.headers.get("X-Cache")).toBe("MISS");
    // The count the anonymous reader's page shows before (or without) the app.
    expect(await fresh.text()).toMatch(
      /aria-hidden="true">🔥<\/span><span class="visually-hidden">[^<]*(?:<!-- -->[^<]*)*<\/span><span class="reaction-button__count">1</u,
    );
  });

  it("happy: the batch reactions read (a POST) changes no version", async () => {
    const row = await insertRecap();
    const before = await getContentVersions(db());
    const res = await client().reactions.batch.$post({ json: { recapIds: [row.id] } });
    expect(res.status).toBe(200);
    expect(await getContentVersions(db())).toEqual(before);
  });
});

describe("personal responses", () => {
  it("security: GET /api/recaps/:id/reactions/mine is private, no-store, and never from the cache", async () => {
    const row = await insertRecap();
    for (let i = 0; i < 2; i++) {
      const res = await client().recaps[":id"].reactions.mine.$get(idParam(row.id));
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe(PRIVATE);
      expect(res.headers.get("ETag")).toBeNull();
      expect(res.headers.get("X-Cache")).toBeNull();
    }
  });

  it("security: any other API GET is private by default and runs its handler every time", async () => {
    for (const expected of [1, 2]) {
      const res = await other("/api/user");
      expect(res.headers.get("Cache-Control")).toBe(PRIVATE);
      expect(await res.json()).toEqual({ calls: expected });
    }
    // A path no route has: only the untyped helper can ask for it.
    const unknown = await api("/api/nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it("security: a public path whose answer sets a cookie is not stored", async () => {
    for (const expected of [1, 2]) {
      const res = await other("/api/league-icons");
      expect(res.headers.get("Cache-Control")).toBe(PRIVATE);
      expect(await res.json()).toEqual({ calls: expected });
    }
  });
});

describe("D1 sessions (read replication)", () => {
  it("happy: a write hands back its bookmark; a read carrying it sees the write", async () => {
    const row = await insertRecap({ title: "Bookmarked" });
    const edit = await other(`/api/recaps/${row.id}`, {
      method: "PATCH",
      body: JSON.stringify({ title: "Bookmarked, edited" }),
      headers: { "Content-Type": "application/json" },
    });
    const bookmark = edit.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-zA-Z-]+$/);
    expect(edit.headers.get("Set-Cookie")).toContain(`${BOOKMARK_COOKIE}=${bookmark}`);
    const carriers: Record<string, string>[] = [
      { [BOOKMARK_HEADER]: bookmark! },
      { Cookie: `${BOOKMARK_COOKIE}=${bookmark}` },
    ];
    for (const headers of carriers) {
      const read = await other(`/api/recaps/${row.id}`, { headers });
      expect((await read.json<Article>()).title).toBe("Bookmarked, edited");
    }
  });

  it("happy: a vote hands back the bookmark header but sets no cookie", async () => {
    const row = await insertRecap();
    const res = await client().recaps[":id"].reactions.$post({ ...idParam(row.id), json: { reaction: "👍" } });
    expect(res.headers.get(BOOKMARK_HEADER)).toMatch(/^[0-9a-zA-Z-]+$/);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith(BOOKMARK_COOKIE))).toEqual([]);
  });

  it("error: a malformed bookmark is ignored, not an error", async () => {
    const res = await client({ headers: { [BOOKMARK_HEADER]: "<not a bookmark>" } }).recaps.$get({
      query: { limit: "1" },
    });
    expect(res.status).toBe(200);
  });

  it("security: reads and failed writes hand out no bookmark", async () => {
    expect((await client().recaps.$get({ query: { limit: "1" } })).headers.get(BOOKMARK_HEADER)).toBeNull();
    const failed = await other("/api/recaps/999999", {
      method: "PATCH",
      body: JSON.stringify({ title: "x" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(failed.headers.get(BOOKMARK_HEADER)).toBeNull();
  });
});
